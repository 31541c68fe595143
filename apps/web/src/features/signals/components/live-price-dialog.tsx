import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { requiredString } from '@signal-desk/domain/fields';
import { positiveDecimalSchema } from '@signal-desk/domain/numbers';
import type { SignalSummary } from '@signal-desk/domain/signal';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiErrorText, hasReason } from '../../../shared/api/error-reasons';
import { formResolver } from '../../../shared/forms/form-resolver';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { submitOrPlaceErrors } from '../../../shared/forms/server-errors';
import { LivePriceView } from '../../../shared/live/live-price-view';
import { useLivePrice } from '../../../shared/live/use-live-prices';
import { optionalDecimalInput } from '../../../shared/numbers/number-input';
import { showToast } from '../../../shared/ui/toast-queue';
import { signalKeys } from '../api/signal-keys';
import { useUpdateLivePrice } from '../api/update-live-price';
import { IdeaSummary } from './idea-summary';
import { ResultValue } from './result-value';
import { livePriceItemOfSignal } from './signal-live-price';
import { livePriceEffect } from './signal-outcome';
import { SignalStatusChip } from './signal-status-chip';
import { typedPrice } from './typed-price';

/** The price as decimal text, refused as the API would refuse it. */
function priceText(value: string, ctx: z.RefinementCtx) {
  const parsed = positiveDecimalSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'invalid' });
  return z.NEVER;
}
/** What the API's update-live-price takes from the admin: the price (the version is the signal's). */
const livePriceSchema = z.object({ value: requiredString().transform(priceText) });
type LivePriceValues = { value: string };
/** The typed price in the admin's language, as decimal text; empty is "not given". */
const toInput = ({ value }: LivePriceValues) => ({
  value: optionalDecimalInput(value),
});

/** Sets the live price by hand; what it will do (activate, hit take profits, stop) shows first. */
export function LivePriceDialog({ signal, onClose }: { signal: SignalSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const live = useLivePrice(livePriceItemOfSignal(signal));
  const updateLivePrice = useUpdateLivePrice();
  const form = useForm<LivePriceValues, unknown, z.output<typeof livePriceSchema>>({
    defaultValues: { value: '' },
    resolver: formResolver(livePriceSchema, toInput, ['value']),
    mode: 'onTouched',
  });
  // The effect previews what the price typed so far would do.
  const typed = useWatch({ control: form.control, name: 'value' });
  const price = typedPrice(typed);
  const effect = price === null ? null : livePriceEffect(signal, price);

  const submit = submitOrPlaceErrors(form, async ({ value }) => {
    try {
      await updateLivePrice.mutateAsync({ id: signal._id, value, version: signal.version });
    } catch (failure) {
      if (hasReason(failure, 'signal_outdated'))
        void queryClient.invalidateQueries({ queryKey: signalKeys.lists(signal.app) });
      showToast(apiErrorText(t, failure), 'error');
      throw failure;
    }
    showToast(t('signals.livePrice.updated'), 'success');
    onClose();
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('signals.livePrice.title', { id: signal.signalId })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <IdeaSummary signal={signal} />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {t('signals.close.livePrice')}
            </Typography>
            <LivePriceView price={live} pair={signal} />
          </Box>
          <FormTextField
            control={form.control}
            name="value"
            autoFocus
            required
            label={t('signals.livePrice.value')}
            helperText={t('signals.livePrice.help')}
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
          {!effect && price !== null && <Alert severity="error">{t('signals.close.refusals.closed')}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t('signals.livePrice.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
