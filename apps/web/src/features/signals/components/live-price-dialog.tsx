import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isValidationCode } from '@signal-desk/domain/messages';
import { positiveDecimalSchema } from '@signal-desk/domain/numbers';
import type { SignalSummary } from '@signal-desk/domain/signal';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, hasReason } from '../../../shared/api/error-reasons';
import { formatPrice } from '../../../shared/i18n/format';
import { LivePriceView } from '../../../shared/live/live-price-view';
import { useLivePrice } from '../../../shared/live/use-live-prices';
import { showToast } from '../../../shared/ui/toast-queue';
import { signalKeys } from '../api/signal-keys';
import { useUpdateLivePrice } from '../api/update-live-price';
import { ResultValue } from './result-value';
import { readDecimal } from './signal-form/signal-form-values';
import { livePriceItemOfSignal } from './signal-live-price';
import { livePriceEffect } from './signal-outcome';
import { SignalStatusChip } from './signal-status-chip';

/** Sets the live price by hand; what it will do (activate, hit take profits, stop) shows first. */
export function LivePriceDialog({ signal, onClose }: { signal: SignalSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const live = useLivePrice(livePriceItemOfSignal(signal));
  const updateLivePrice = useUpdateLivePrice();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);

  const parsed = positiveDecimalSchema.safeParse(readDecimal(text) ?? text.trim());
  const code = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'invalid');
  const error =
    text.trim() === '' ? 'required' : code && isValidationCode(code) ? code : code ? 'invalid' : null;
  const effect = parsed.success ? livePriceEffect(signal, parsed.data) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success) return;
    updateLivePrice.mutate(
      { id: signal._id, value: parsed.data, version: signal.version },
      {
        onSuccess: () => {
          showToast(t('signals.livePrice.updated'), 'success');
          onClose();
        },
        onError: (failure) => {
          if (hasReason(failure, 'signal_outdated'))
            void queryClient.invalidateQueries({ queryKey: signalKeys.lists(signal.app) });
          showToast(apiErrorText(t, failure), 'error');
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('signals.livePrice.title', { id: signal.signalId })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2">
            {t('signals.close.summary', {
              pair: signal.currencyPair,
              side: t(`signals.sides.${signal.side}`),
              entry: formatPrice(signal.entry, signal),
            })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {t('signals.close.livePrice')}
            </Typography>
            <LivePriceView price={live} pair={signal} />
          </Box>
          <TextField
            autoFocus
            required
            label={t('signals.livePrice.value')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && error !== null}
            helperText={
              touched && error ? t(`validation.${error as 'invalid'}`) : t('signals.livePrice.help')
            }
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          {effect && (
            <Box
              sx={{ display: 'grid', gap: 1, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
              role="status"
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('signals.livePrice.effect')}
                </Typography>
                <SignalStatusChip status={effect.status} />
                {effect.pips !== null && <ResultValue signal={signal} pips={effect.pips} />}
              </Box>
              {effect.activates && (
                <Typography variant="body2">{t('signals.livePrice.activates')}</Typography>
              )}
              {effect.takeProfitsHit.length > 0 && (
                <Typography variant="body2">
                  {t('signals.livePrice.takeProfitsHit', {
                    list: effect.takeProfitsHit.map((index) => `TP${index}`).join(', '),
                  })}
                </Typography>
              )}
              {effect.stopLossHit && (
                <Typography variant="body2">{t('signals.livePrice.stopLossHit')}</Typography>
              )}
              {!effect.activates && effect.takeProfitsHit.length === 0 && !effect.stopLossHit && (
                <Typography variant="body2">{t('signals.livePrice.noChange')}</Typography>
              )}
            </Box>
          )}
          {!effect && parsed.success && <Alert severity="error">{t('signals.close.refusals.closed')}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={updateLivePrice.isPending}>
            {t('signals.livePrice.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
