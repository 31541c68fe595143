import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { SignalSummary } from '@signal-desk/domain/signal';
import type { ResultSubject } from '@signal-desk/domain/signal-result';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPrice } from '../../../shared/i18n/format';
import { useSignalLog } from '../api/get-signal-log';
import { resultText } from './result-text';
import { CloseIcon } from './signal-icons';
import { type TrailDetail, trailLineOf } from './signal-trail';

const FIELD_LABELS = new Set([
  'entry',
  'stopLoss',
  'takeProfits',
  'activationMargin',
  'expiresAt',
  'leverage',
  'volume',
  'risk',
  'riskPercentage',
  'riskLevel',
  'riskDescription',
  'accountBalance',
  'sentiment',
  'timeframe',
  'strategy',
  'tradeType',
  'assetType',
  'analysis',
  'comment',
  'statusUpdate',
  'disclaimer',
  'translations',
  'automatedMessages',
  'mutePush',
  'exchangeType',
]);

function detailText(t: TFunction, detail: TrailDetail, signal: ResultSubject, locale: string): string {
  const num = (value: string) => formatPrice(value, signal);
  const signed = (pips: string | null) => resultText(signal, pips, t, locale)?.text ?? '';
  switch (detail.type) {
    case 'created':
      return t('signals.trail.createdDetail', {
        status: t(`signals.statuses.${detail.status}`),
        entry: num(detail.entry),
      });
    case 'status':
      return t('signals.trail.statusDetail', {
        from: t(`signals.statuses.${detail.from}`),
        to: t(`signals.statuses.${detail.to}`),
      });
    case 'price':
      return t('signals.trail.priceDetail', { price: num(detail.price) });
    case 'takeProfit':
      return t('signals.trail.takeProfitDetail', {
        index: detail.index,
        price: num(detail.price),
        result: signed(detail.pips),
      });
    case 'level':
      return detail.pips === null ? num(detail.price) : `${num(detail.price)} (${signed(detail.pips)})`;
    case 'closed':
      return t(detail.closed ? 'signals.trail.closed' : 'signals.trail.reopened');
    case 'text':
      return detail.text;
    case 'changes':
      return detail.changes
        .map(
          (change) =>
            `${FIELD_LABELS.has(change.field) ? t(`signalForm.fields.${change.field as 'entry'}`) : change.field}: ${change.from} → ${change.to}`,
        )
        .join('\n');
  }
}

/** The activity trail of a trade idea in a side panel: every change, who made it and when. */
export function SignalTrailDrawer({
  signal,
  onClose,
}: {
  signal: SignalSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <Drawer
      anchor="right"
      open={signal !== null}
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 440 } } },
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('signals.trail.title', { id: signal?.signalId ?? '' })}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('common.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ p: 2, overflowY: 'auto' }}>{signal && <SignalTrailList signal={signal} />}</Box>
    </Drawer>
  );
}

/** Every change of a trade idea, who made it and when, oldest first (the drawer and the idea's page). */
export function SignalTrailList({ signal }: { signal: ResultSubject & { _id: string } }) {
  const { t, i18n } = useTranslation();
  const log = useSignalLog(signal._id);
  return (
    <>
      {log.isPending && <CircularProgress size={24} aria-label={t('common.loading')} />}
      {log.isError && <Alert severity="error">{t('list.loadFailed', { message: log.error.message })}</Alert>}
      {log.data && log.data.data.length === 0 && (
        <Typography color="text.secondary">{t('list.empty')}</Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {log.data?.data.map((entry) => {
          const line = trailLineOf(entry);
          return (
            <Box
              component="li"
              key={entry._id}
              sx={{ position: 'relative', pl: 3, pb: 2, borderLeft: 2, borderColor: 'divider', ml: 1 }}
            >
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  left: -7,
                  top: 4,
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                }}
              />
              <Typography variant="subtitle2" component="p">
                {line.kind ? t(`activityKinds.${line.kind}`) : line.rawKind}
              </Typography>
              {line.detail && (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {detailText(t, line.detail, signal, i18n.language)}
                </Typography>
              )}
              {line.quote && (
                <Typography variant="body2" color="text.secondary">
                  {t('signals.trail.quote', {
                    bid: formatPrice(line.quote.bid, signal),
                    ask: formatPrice(line.quote.ask, signal),
                  })}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary" component="p">
                {t('signals.trail.by', {
                  time: formatDateTime(entry.createdAt),
                  actor: entry.actor === 'system' ? t('signals.trail.system') : entry.actor,
                })}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </>
  );
}
