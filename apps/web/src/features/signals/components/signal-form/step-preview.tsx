import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LOCALE_NAMES } from '@signal-desk/domain/locales';
import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/i18n/format';
import { useSignedInUser } from '../../../../shared/session/session-store';
import { useTraders } from '../../api/list-traders';
import type { SignalFormEnv } from './signal-form-env';
import {
  isPendingOrder,
  type SignalFormValues,
  TRANSLATION_LOCALES,
  takesLivePrice,
} from './signal-form-values';

function Row({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      {/* On a phone the pairs stack: a gap above each label keeps a label with its value. */}
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: { xs: 1, sm: 0 } }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </>
  );
}

/** Step 5: the trade idea as it will be sent, to check before sending. */
export function StepPreview({ env }: { env: SignalFormEnv }) {
  const { t } = useTranslation();
  const { control } = useFormContext<SignalFormValues>();
  const v = useWatch({ control }) as SignalFormValues;
  const user = useSignedInUser();
  const traders = useTraders(v.app, env.mode === 'create');
  const trader =
    env.mode === 'edit'
      ? env.signal?.trader.nickname
      : v.trader
        ? traders.data?.find((option) => option._id === v.trader)?.nickname
        : t('signalForm.traderMe', { nickname: user.nickname });
  const pairName = env.pair ? `${env.pair.base}/${env.pair.quote}` : env.signal?.currencyPair;
  const translated = TRANSLATION_LOCALES.filter(
    (locale) => v.translations[locale].analysis || v.translations[locale].comment,
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {t('signalForm.preview.heading', {
            side: t(`signals.sides.${v.side}`),
            pair: pairName ?? '—',
            app: t(`apps.${v.app}`),
          })}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, auto) 1fr' },
            columnGap: 3,
            rowGap: { xs: 0, sm: 0.75 },
            m: 0,
          }}
        >
          <Row label={t('signalForm.fields.signalType')}>{t(`signals.signalTypes.${v.signalType}`)}</Row>
          <Row label={t('signalForm.fields.trader')}>{trader}</Row>
          <Row label={t('signalForm.fields.exchange')}>
            {env.pair?.exchange
              ? `${env.pair.exchange} (${t(`signalForm.exchangeTypes.${env.pair.exchangeType ?? 'spot'}`)})`
              : ''}
          </Row>
          <Row label={t('signalForm.fields.leverage')}>{v.exchangeType === 'futures' ? v.leverage : ''}</Row>
          <Row label={t('signalForm.fields.orderType')}>{t(`signals.orderTypes.${v.orderType}`)}</Row>
          <Row label={t('signalForm.fields.entry')}>
            {takesLivePrice(v) && env.mode === 'create' ? t('signalForm.preview.entryLive') : v.entry}
          </Row>
          <Row label={t('signalForm.fields.stopLoss')}>{v.stopLoss}</Row>
          <Row label={t('signalForm.fields.takeProfits')}>
            {v.takeProfits
              .map(
                (tp, i) => `TP${i + 1}: ${tp}${v.automatedMessages[i] ? ` — ${v.automatedMessages[i]}` : ''}`,
              )
              .join('\n')}
          </Row>
          {isPendingOrder(v.orderType) && (
            <>
              <Row label={t('signalForm.fields.activationMargin')}>{v.activationMargin}</Row>
              <Row label={t('signalForm.fields.expiresAt')}>
                {v.expiresAt ? formatDateTime(v.expiresAt) : ''}
              </Row>
            </>
          )}
          <Row label={t('signalForm.fields.volume')}>{v.volume}</Row>
          <Row label={t('signalForm.fields.accountBalance')}>{v.accountBalance}</Row>
          <Row label={t('signalForm.fields.risk')}>{v.risk}</Row>
          <Row label={t('signalForm.fields.riskPercentage')}>{v.riskPercentage}</Row>
          <Row label={t('signalForm.fields.riskLevel')}>
            {v.riskLevel ? t(`signalForm.riskLevels.${v.riskLevel}`) : ''}
          </Row>
          <Row label={t('signalForm.fields.riskDescription')}>{v.riskDescription}</Row>
          <Row label={t('signalForm.fields.sentiment')}>{v.sentiment ? `${v.sentiment} %` : ''}</Row>
          <Row label={t('signalForm.fields.timeframe')}>{v.timeframe}</Row>
          <Row label={t('signalForm.fields.strategy')}>{v.strategy}</Row>
          <Row label={t('signalForm.fields.tradeType')}>{v.tradeType}</Row>
          <Row label={t('signalForm.fields.assetType')}>{v.signalType === 'crypto' ? v.assetType : ''}</Row>
          <Row label={t('signalForm.fields.analysis')}>{v.analysis}</Row>
          <Row label={t('signalForm.fields.comment')}>{v.comment}</Row>
          <Row label={t('signalForm.fields.statusUpdate')}>{env.mode === 'edit' ? v.statusUpdate : ''}</Row>
          <Row label={t('signalForm.translations')}>
            {translated.map((locale) => LOCALE_NAMES[locale]).join(', ')}
          </Row>
          <Row label={t('signalForm.fields.disclaimer')}>{v.disclaimer}</Row>
        </Box>
      </Paper>
      <Controller
        control={control}
        name="mutePush"
        render={({ field }) => (
          <FormControlLabel
            label={t('signalForm.fields.mutePush')}
            control={
              <Switch
                checked={field.value}
                disabled={!env.may('mutePush')}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            }
          />
        )}
      />
    </Box>
  );
}
