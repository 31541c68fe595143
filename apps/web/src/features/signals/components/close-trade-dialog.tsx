import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { type SignalSummary, signalActionInputSchema } from '@signal-desk/domain/signal';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiErrorText, hasReason } from '../../../shared/api/error-reasons';
import { formResolver } from '../../../shared/forms/form-resolver';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { submitOrPlaceErrors } from '../../../shared/forms/server-errors';
import { useNow } from '../../../shared/hooks/use-now';
import { formatPrice } from '../../../shared/i18n/format';
import { LivePriceView } from '../../../shared/live/live-price-view';
import { useLivePrice } from '../../../shared/live/use-live-prices';
import { optionalDecimalInput } from '../../../shared/numbers/number-input';
import { useSettings } from '../../../shared/settings/settings-query';
import { showToast } from '../../../shared/ui/toast-queue';
import { useCancelTrade } from '../api/cancel-trade';
import { useEarlyTakeProfit } from '../api/early-take-profit';
import { useEndTrade } from '../api/end-trade';
import { signalKeys } from '../api/signal-keys';
import { IdeaSummary } from './idea-summary';
import { resultText } from './result-text';
import { ResultValue } from './result-value';
import { freshClosingPrice, livePriceItemOfSignal } from './signal-live-price';
import { type CloseAction, closeOutcome } from './signal-outcome';
import { SignalStatusChip } from './signal-status-chip';
import { typedPrice } from './typed-price';

interface CloseTradeDialogProps {
  signal: SignalSummary;
  action: CloseAction;
  onClose: () => void;
}

interface ClosingPriceValues {
  price: string;
}

const closingPriceSchema = signalActionInputSchema.pick({ price: true });

const closingPriceResolver = formResolver(
  closingPriceSchema,
  (values: ClosingPriceValues) => ({
    price: optionalDecimalInput(values.price),
  }),
  ['price'],
);

/**
 * Ending, cancelling or taking profit early: the outcome is shown, as the lifecycle will decide it,
 * before anything is sent. Without a fresh price the admin confirms a forced close and may enter the
 * closing price (DECISIONS.md, manual end).
 */
export function CloseTradeDialog({ signal, action, onClose }: CloseTradeDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const settings = useSettings();
  const now = useNow();
  const live = useLivePrice(livePriceItemOfSignal(signal));
  const endTrade = useEndTrade();
  const cancelTrade = useCancelTrade();
  const earlyTakeProfit = useEarlyTakeProfit();
  const mutation = { end: endTrade, cancel: cancelTrade, endEarly: earlyTakeProfit }[action];
  const form = useForm<ClosingPriceValues, unknown, z.output<typeof closingPriceSchema>>({
    resolver: closingPriceResolver,
    defaultValues: { price: '' },
    mode: 'onChange',
  });
  const typed = typedPrice(useWatch({ control: form.control, name: 'price' }));
  const priceRefused = form.formState.errors.price !== undefined;
  const [forceConfirmed, setForceConfirmed] = useState(false);
  const [serverWantsForce, setServerWantsForce] = useState(false);

  const cancelsPending = signal.status === 'pending' && action === 'cancel';
  const fresh = serverWantsForce ? null : freshClosingPrice(signal, live, now);
  const forced = !cancelsPending && fresh === null && action !== 'endEarly';
  const price = cancelsPending ? null : (fresh ?? typed);
  const threshold = settings.data?.cancellationThresholds[signal.unit] ?? null;
  const outcome = threshold === null ? null : closeOutcome(signal, action, price, threshold, forced);
  const ready = outcome?.ok === true && !priceRefused && (!forced || forceConfirmed) && !mutation.isPending;

  const confirm = submitOrPlaceErrors(form, (input) => {
    const expectedStatus = outcome?.ok ? outcome.status : undefined;
    const request = forced
      ? { id: signal._id, version: signal.version, force: true, price: input.price, expectedStatus }
      : {
          id: signal._id,
          version: signal.version,
          price: fresh === null ? input.price : undefined,
          expectedStatus,
        };
    return mutation.mutateAsync(request, {
      onSuccess: (closed) => {
        // The price that closed it, as the server recorded it (decision 16): it may differ a little
        // from the one shown a moment before, never in outcome (decision 6).
        const status = t(`signals.statuses.${closed.status}`);
        showToast(
          closed.closePrice === null
            ? t('signals.close.done', { id: closed.signalId, status })
            : t('signals.close.doneAt', {
                id: closed.signalId,
                status,
                price: formatPrice(closed.closePrice, signal),
                result: resultText(closed, closed.resultPips, t, i18n.language)?.text ?? '',
              }),
          'success',
        );
        onClose();
      },
      onError: (error) => {
        if (hasReason(error, 'force_required')) {
          setServerWantsForce(true);
          return;
        }
        if (hasReason(error, 'signal_outdated'))
          void queryClient.invalidateQueries({ queryKey: signalKeys.lists(signal.app) });
        const failed = action === 'end' ? 'signals.close.endFailed' : 'signals.close.cancelFailed';
        showToast(
          action === 'endEarly' ? apiErrorText(t, error) : t(failed, { message: apiErrorText(t, error) }),
          'error',
        );
        if (hasReason(error, 'signal_outdated')) onClose();
      },
    });
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={confirm}>
        <DialogTitle id={titleId}>{t(`signals.close.titles.${action}`, { id: signal.signalId })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <IdeaSummary signal={signal} />
          {!cancelsPending && (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary">
                {t('signals.close.livePrice')}
              </Typography>
              <LivePriceView price={live} pair={signal} showBidAsk />
            </Box>
          )}
          {cancelsPending && <Alert severity="info">{t('signals.close.pendingCancel')}</Alert>}
          {forced && (
            <Alert severity="warning">
              {serverWantsForce ? t('reasons.force_required') : t('signals.close.noFreshPrice')}
            </Alert>
          )}
          {!cancelsPending && fresh === null && (
            <FormTextField
              control={form.control}
              name="price"
              label={t(
                action === 'endEarly' ? 'signals.close.closingPriceRequired' : 'signals.close.closingPrice',
              )}
              helperText={t('signals.close.closingPriceHelp')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          )}
          {threshold === null ? (
            <CircularProgress size={20} aria-label={t('common.loading')} />
          ) : outcome?.ok ? (
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                flexWrap: 'wrap',
                p: 1.5,
                borderRadius: 1,
                bgcolor: 'action.hover',
              }}
              role="status"
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('signals.close.outcome')}
              </Typography>
              <SignalStatusChip status={outcome.status} />
              {outcome.pips !== null && <ResultValue signal={signal} pips={outcome.pips} />}
              {outcome.closePrice !== null && (
                <Typography variant="body2" color="text.secondary">
                  {t('signals.close.atPrice', { price: formatPrice(outcome.closePrice, signal) })}
                </Typography>
              )}
              {outcome.takeProfit && (
                <Typography variant="body2" sx={{ flexBasis: '100%' }}>
                  {t('signals.close.takeProfitHit', {
                    index: outcome.takeProfit.index,
                    price: formatPrice(outcome.takeProfit.price, signal),
                    result: resultText(signal, outcome.takeProfit.pips, t, i18n.language)?.text ?? '',
                  })}
                </Typography>
              )}
            </Box>
          ) : (
            outcome && (
              <Alert severity={outcome.refusal === 'price_required' ? 'info' : 'error'}>
                {t(`signals.close.refusals.${outcome.refusal}`)}
              </Alert>
            )
          )}
          {forced && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={forceConfirmed}
                  onChange={(event) => setForceConfirmed(event.target.checked)}
                />
              }
              label={t('signals.close.confirmForce')}
            />
          )}
        </DialogContent>
        <DialogActions>
          {/* Not "Cancel" beside "Cancel trade": this one keeps the trade as it is. */}
          <Button onClick={onClose}>{t('signals.actions.keepTrade')}</Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={!ready}
            loading={mutation.isPending}
          >
            {t(`signals.close.confirm.${action}`)}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
