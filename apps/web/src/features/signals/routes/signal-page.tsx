import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { LOCALE_NAMES, type Locale } from '@signal-desk/domain/locale-codes';
import { isOpen, type Signal } from '@signal-desk/domain/signal';
import { getRouteApi } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appSearch } from '../../../shared/app-search';
import { useNow } from '../../../shared/hooks/use-now';
import { formatDateTime, formatPrice } from '../../../shared/i18n/format';
import { LivePriceView } from '../../../shared/live/live-price-view';
import { useLivePrice } from '../../../shared/live/use-live-prices';
import { formatDecimal } from '../../../shared/numbers/locale-numbers';
import { PATHS } from '../../../shared/paths';
import { DetailSection, Facts, shownFacts } from '../../../shared/ui/detail-sections';
import { PageHeader } from '../../../shared/ui/page-header';
import { ButtonLink } from '../../../shared/ui/router-links';
import { useSignal } from '../api/get-signal';
import { ResultValue } from '../components/result-value';
import { useSignalActions } from '../components/signal-actions-host';
import { livePriceItemOfSignal } from '../components/signal-live-price';
import { liveResultOf } from '../components/signal-live-result';
import { type PricePoint, SignalPriceChart } from '../components/signal-price-chart';
import { SignalStatusChip } from '../components/signal-status-chip';
import { SignalTrailList } from '../components/signal-trail-drawer';

const route = getRouteApi('/shell/signals/$id');

/** Closing prices kept for the chart while the page is open. */
const MAX_POINTS = 300;

function useClosingPrices(signal: Signal, price: string | null): PricePoint[] {
  const [points, setPoints] = useState<PricePoint[]>(() =>
    signal.lastPrice && signal.lastPriceAt
      ? [{ time: Date.parse(signal.lastPriceAt), price: signal.lastPrice }]
      : [],
  );
  useEffect(() => {
    if (price === null) return;
    setPoints((previous) =>
      previous.at(-1)?.price === price
        ? previous
        : [...previous, { time: Date.now(), price }].slice(-MAX_POINTS),
    );
  }, [price]);
  return points;
}

/**
 * The market section: the live price, the floating result and the chart. It redraws with every quote
 * and every second (the price's age), so it is a component of its own: the rest of the page, dozens of
 * styled elements, is drawn once.
 */
function SignalMarket({ signal }: { signal: Signal }) {
  const { t } = useTranslation();
  const open = isOpen(signal.status);
  const item = useMemo(() => (open ? livePriceItemOfSignal(signal) : null), [open, signal]);
  const livePrice = useLivePrice(item);
  const now = useNow(1_000);
  const live = liveResultOf(signal, livePrice, now);
  const points = useClosingPrices(signal, open ? live.price : null);
  const price = (value: string | null) => (value === null ? null : formatPrice(value, signal));
  return (
    <>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
        {open ? (
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('signals.columns.livePrice')}
            </Typography>
            <LivePriceView price={livePrice} pair={signal} showBidAsk />
          </Box>
        ) : (
          <Facts rows={[[t('signals.detail.closePrice'), price(signal.closePrice)]]} />
        )}
        <Box data-testid="signal-result">
          <Typography variant="caption" color="text.secondary" component="p">
            {live.floating ? t('signals.detail.floatingResult') : t('signals.columns.result')}
          </Typography>
          <ResultValue signal={signal} pips={live.pips} />
        </Box>
      </Box>
      <SignalPriceChart
        entry={signal.entry}
        stopLoss={signal.stopLoss}
        takeProfits={signal.takeProfits}
        points={points}
        pair={signal}
      />
    </>
  );
}

/** `/signals/{id}`: everything about one trade idea, its live market, its trail and what can be done now. */
export function SignalPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const id = route.useParams().id;
  const { data: signal } = useSignal(id);
  const { rowActions, host } = useSignalActions();
  const number = (value: string | null) => (value === null ? null : formatDecimal(value, locale));
  const price = (value: string | null) => (value === null ? null : formatPrice(value, signal));
  const hit = signal.takeProfits.filter((tp) => tp.hitAt).length;
  const riskFacts: [string, ReactNode][] = [
    [t('signalForm.fields.leverage'), signal.leverage === null ? null : `1:${signal.leverage}`],
    [t('signalForm.fields.volume'), number(signal.volume)],
    [
      t('signalForm.fields.accountBalance'),
      signal.accountBalance === null ? null : number(String(signal.accountBalance)),
    ],
    [t('signalForm.fields.risk'), number(signal.risk)],
    [
      t('signalForm.fields.riskPercentage'),
      signal.riskPercentage === null ? null : `${number(String(signal.riskPercentage))} %`,
    ],
    [t('signalForm.fields.riskLevel'), signal.riskLevel && t(`signalForm.riskLevels.${signal.riskLevel}`)],
    [t('signalForm.fields.riskDescription'), signal.riskDescription],
    [t('signalForm.fields.sentiment'), signal.sentiment === null ? null : `${signal.sentiment} %`],
  ];
  const translations = Object.entries(signal.translations).filter(
    ([, text]) => text.analysis || text.comment,
  );

  return (
    <>
      <PageHeader
        title={t('signals.detail.title', { id: signal.signalId, pair: signal.currencyPair })}
        actions={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <ButtonLink to={PATHS.signals} search={appSearch(signal.app)}>
              {t('signalForm.backToList')}
            </ButtonLink>
            {rowActions(signal)}
          </Box>
        }
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <SignalStatusChip status={signal.status} />
        <Chip size="small" label={t(`signals.sides.${signal.side}`)} />
        <Chip size="small" label={t(`signals.orderTypes.${signal.orderType}`)} />
        <Chip size="small" variant="outlined" label={t(`apps.${signal.app}`)} />
        <Typography variant="body2" color="text.secondary">
          {t('signals.detail.by', { trader: signal.trader.nickname, time: formatDateTime(signal.createdAt) })}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <DetailSection title={t('signals.detail.market')}>
            <SignalMarket signal={signal} />
          </DetailSection>
          {(signal.analysis || signal.comment || signal.statusUpdate) && (
            <DetailSection title={t('signalForm.fields.analysis')}>
              {signal.analysis && (
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {signal.analysis}
                </Typography>
              )}
              <Facts
                rows={[
                  [t('signalForm.fields.comment'), signal.comment],
                  [t('signalForm.fields.statusUpdate'), signal.statusUpdate],
                ]}
              />
            </DetailSection>
          )}
          {translations.length > 0 && (
            <DetailSection title={t('signalForm.translations')}>
              {translations.map(([language, text]) => (
                <Box key={language} lang={language} sx={{ mb: 1.5 }}>
                  <Typography variant="subtitle2" component="h3">
                    {LOCALE_NAMES[language as Locale] ?? language}
                  </Typography>
                  {text.analysis && <Typography sx={{ whiteSpace: 'pre-line' }}>{text.analysis}</Typography>}
                  {text.comment && (
                    <Typography variant="body2" color="text.secondary">
                      {text.comment}
                    </Typography>
                  )}
                </Box>
              ))}
            </DetailSection>
          )}
          {signal.images.length > 0 && (
            <DetailSection title={t('signals.detail.images')}>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {signal.images.map((src, index) => (
                  <a key={src} href={src} target="_blank" rel="noreferrer">
                    <Box
                      component="img"
                      src={src}
                      alt={t('signals.detail.image', { index: index + 1 })}
                      loading="lazy"
                      sx={{ width: 160, height: 100, objectFit: 'cover', borderRadius: 1 }}
                    />
                  </a>
                ))}
              </Box>
            </DetailSection>
          )}
          <DetailSection title={t('signals.actions.trail')}>
            <SignalTrailList signal={signal} />
          </DetailSection>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <DetailSection title={t('signals.detail.levels')}>
            <Facts
              rows={[
                [t('signalForm.fields.entry'), price(signal.entry)],
                [t('signalForm.fields.stopLoss'), price(signal.stopLoss)],
                ...signal.takeProfits.map((tp, index): [string, ReactNode] => [
                  t('signals.detail.chart.takeProfit', { index: index + 1 }),
                  <span key={tp.price}>
                    {price(tp.price)}
                    {tp.hitAt && (
                      <Typography component="span" variant="body2" sx={{ color: 'success.dark', ml: 1 }}>
                        {t('signals.detail.hitAt', { time: formatDateTime(tp.hitAt) })}
                      </Typography>
                    )}
                  </span>,
                ]),
                [
                  t('signals.detail.takeProfitsHit'),
                  t('signals.takeProfitsHit', { hit, total: signal.takeProfits.length }),
                ],
                [t('signalForm.fields.activationMargin'), price(signal.activationMargin)],
                [t('signalForm.fields.expiresAt'), signal.expiresAt && formatDateTime(signal.expiresAt)],
                [t('signals.detail.activatedAt'), signal.activatedAt && formatDateTime(signal.activatedAt)],
                [t('signals.detail.closedAt'), signal.closedAt && formatDateTime(signal.closedAt)],
              ]}
            />
          </DetailSection>
          {shownFacts(riskFacts).length > 0 && (
            <DetailSection title={t('signals.detail.risk')}>
              <Facts rows={riskFacts} />
            </DetailSection>
          )}
          <DetailSection title={t('signals.detail.details')}>
            <Facts
              rows={[
                [t('signalForm.fields.timeframe'), signal.timeframe],
                [t('signalForm.fields.strategy'), signal.strategy],
                [t('signalForm.fields.tradeType'), signal.tradeType],
                [t('signalForm.fields.assetType'), signal.assetType],
                [t('signalForm.fields.exchange'), signal.exchange],
                [
                  t('pairs.fields.exchangeType'),
                  signal.exchangeType && t(`pairs.exchangeTypes.${signal.exchangeType}`),
                ],
                [t('signals.detail.tradeId'), signal.tradeId],
                [t('signalForm.fields.disclaimer'), signal.disclaimer],
                [t('signals.detail.automatedMessages'), signal.automatedMessages.join('\n')],
              ]}
            />
          </DetailSection>
        </Box>
      </Box>
      {host}
    </>
  );
}
