import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { App } from '@signal-desk/domain/apps';
import { hasPermission } from '@signal-desk/domain/permissions';
import { isOpen, type Signal, updateSignalInputSchema } from '@signal-desk/domain/signal';
import { openingPrice as openingPriceOf } from '@signal-desk/domain/signal-lifecycle';
import { unitOfSignalType } from '@signal-desk/domain/signal-markets';
import { SIGNAL_LEVEL_FIELDS, signalFieldPermissions } from '@signal-desk/domain/signal-permissions';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { type FieldPath, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../shared/api/api-error';
import { apiErrorText, hasReason } from '../../../../shared/api/error-reasons';
import { formFieldOf, serverFieldError } from '../../../../shared/forms/server-errors';
import { livePriceItemOfPair } from '../../../../shared/live/live-prices';
import { isLivePriceOutdated, useLivePrice } from '../../../../shared/live/use-live-prices';
import { formatDecimal } from '../../../../shared/numbers/locale-numbers';
import { PATHS } from '../../../../shared/paths';
import { useSignedInUser } from '../../../../shared/session/session-store';
import { useLanguages } from '../../../../shared/translations/translate';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { LeaveGuard } from '../../../../shared/ui/leave-guard';
import { showToast } from '../../../../shared/ui/toast-queue';
import { useCreateSignal } from '../../api/create-signal';
import { usePairOptions } from '../../api/list-pair-options';
import { signalKeys } from '../../api/signal-keys';
import { useUpdateSignal } from '../../api/update-signal';
import { useValidateSignal } from '../../api/validate-signal';
import { livePriceItemOfSignal } from '../signal-live-price';
import { type EntryWarning, entryWarningOf } from './signal-form-checks';
import type { SignalFormEnv } from './signal-form-env';
import {
  type CreateSignalOutput,
  type SignalFormOutput,
  signalFormResolver,
  type UpdateSignalOutput,
} from './signal-form-resolver';
import {
  changedFields,
  createBodyOf,
  readDecimal,
  SERVER_CHECKED_STEPS,
  SIGNAL_STEPS,
  type SignalFormValues,
  type SignalStep,
  STEP_FIELDS,
  stepOfField,
  updateBodyOf,
} from './signal-form-values';
import { StepApp } from './step-app';
import { StepDetails } from './step-details';
import { StepMarket } from './step-market';
import { StepOrder } from './step-order';
import { StepPreview } from './step-preview';
import { TranslateAndSendOption, useFillMissingTranslations } from './translate-and-send';
import { useCountdown } from './use-countdown';

/** Seconds between "Send" and the sending, during which the trader can still cancel (SPEC section 2). */
export const SEND_COUNTDOWN_SECONDS = 5;

const STEP_VIEWS: Record<SignalStep, (props: { env: SignalFormEnv }) => React.ReactNode> = {
  app: StepApp,
  market: StepMarket,
  order: StepOrder,
  details: StepDetails,
  preview: StepPreview,
};

interface SignalFormProps {
  defaults: SignalFormValues;
  /** Apps the admin may publish to. */
  apps: App[];
  /** The idea being edited; absent on creation. */
  signal?: Signal;
  /** Fills the admin's saved defaults for the chosen app and signal type (creation, after step 1). */
  onAppChosen?: (values: SignalFormValues) => Promise<Partial<SignalFormValues>>;
}

/** The multi-step trade idea form ("Step x/y"), for a new idea or an edit. */
export function SignalForm({ defaults, apps, signal, onAppChosen }: SignalFormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSignedInUser();
  const mode = signal ? 'edit' : 'create';
  const openingPrice = useRef<string | null>(null);
  const resolver = useMemo(() => signalFormResolver(signal, () => openingPrice.current), [signal]);
  const form = useForm<SignalFormValues, unknown, SignalFormOutput>({
    resolver,
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const [stepIndex, setStepIndex] = useState(0);
  const [outdated, setOutdated] = useState(false);
  const leaving = useRef(false);
  const pendingBody = useRef<CreateSignalOutput | null>(null);
  const createSignal = useCreateSignal();
  const [entryWarning, setEntryWarning] = useState<{
    warning: EntryWarning;
    entry: string;
    market: string;
  } | null>(null);
  const validateSignal = useValidateSignal();
  const updateSignal = useUpdateSignal(signal?._id ?? '');
  const machineTranslation = useLanguages().data?.translation.available ?? false;
  const [translateAndSend, setTranslateAndSend] = useState(false);
  const missingTranslations = useFillMissingTranslations(form);
  const step = SIGNAL_STEPS[stepIndex] ?? 'app';
  const dirty = form.formState.isDirty;

  const [app, signalType, pairId, side] = useWatch({
    control: form.control,
    name: ['app', 'signalType', 'pair', 'side'],
  });
  const pairs = usePairOptions(signalType);
  const pair = pairs.data?.find((option) => option._id === pairId);
  const liveItem = useMemo(
    () => (signal ? livePriceItemOfSignal(signal) : pair ? livePriceItemOfPair(pair, app) : null),
    [signal, pair, app],
  );
  const live = useLivePrice(liveItem);
  openingPrice.current =
    live?.status === 'live' && !isLivePriceOutdated(live)
      ? String(openingPriceOf(side, live.quote.bid, live.quote.ask))
      : null;

  const open = signal ? isOpen(signal.status) : true;
  const env: SignalFormEnv = {
    mode,
    signal,
    apps,
    pairs: pairs.data ?? [],
    pairsError: pairs.isError ? pairs.error.message : null,
    pair,
    unit: pair?.unit ?? signal?.unit ?? unitOfSignalType(signalType),
    multiplier: pair?.multiplier ?? signal?.multiplier ?? null,
    live,
    openingPrice: openingPrice.current,
    may: (field) =>
      !signal ||
      ((open || !(SIGNAL_LEVEL_FIELDS as readonly string[]).includes(field)) &&
        hasPermission(
          user.effectivePermissions,
          signalFieldPermissions(field, { app: signal.app, status: signal.status, open }),
        )),
  };

  /**
   * Puts the server's field errors on the fields and opens the first step holding one; `upTo` keeps
   * only the errors of the steps up to that one (a step checked before the later ones are filled).
   * Returns how many errors it placed.
   */
  const applyServerErrors = (error: unknown, upTo = SIGNAL_STEPS.length - 1) => {
    if (!(error instanceof ApiError)) return 0;
    const values = form.getValues();
    let first: number | null = null;
    let placed = 0;
    for (const field of error.fields) {
      const path =
        /^(takeProfits|automatedMessages)\.\d+$/.test(field.path) || field.path.startsWith('translations.')
          ? field.path
          : formFieldOf(field.path, values);
      if (!((path.split('.')[0] ?? '') in values)) continue;
      const index = SIGNAL_STEPS.indexOf(stepOfField(path));
      if (index > upTo) continue;
      form.setError(path as FieldPath<SignalFormValues>, serverFieldError(field));
      placed += 1;
      first = first === null ? index : Math.min(first, index);
    }
    if (first !== null) setStepIndex(first);
    return placed;
  };

  const send = () => {
    const body = pendingBody.current;
    if (!body) return;
    createSignal.mutate(body, {
      onSuccess: (created) => {
        leaving.current = true;
        void navigate({
          to: PATHS.signalCreationSuccess,
          search: {
            app: created.app,
            signalType: created.signalType,
            id: created.signalId,
            signal: created._id,
          },
        });
      },
      onError: (error) => {
        applyServerErrors(error);
        showToast(t('signalForm.submitFailed', { message: apiErrorText(t, error) }), 'error');
      },
    });
  };
  const countdown = useCountdown(send);

  const initialBody = useMemo(() => {
    if (!signal) return null;
    const parsed = updateSignalInputSchema.safeParse({ version: signal.version, ...updateBodyOf(defaults) });
    return parsed.success ? parsed.data : null;
  }, [signal, defaults]);

  const save = (body: UpdateSignalOutput) => {
    if (!signal) return;
    const changed = initialBody ? changedFields(initialBody, body) : body;
    const { version: _version, ...fields } = changed as UpdateSignalOutput;
    if (Object.keys(fields).length === 0) {
      showToast(t('reasons.no_changes'), 'info');
      return;
    }
    updateSignal.mutate(
      { ...fields, version: signal.version },
      {
        onSuccess: (saved) => {
          leaving.current = true;
          showToast(t('signalForm.saved', { id: saved.signalId }), 'success');
          void navigate({ to: PATHS.signals, search: { app: saved.app, signalType: saved.signalType } });
        },
        onError: (error) => {
          if (hasReason(error, 'signal_outdated')) setOutdated(true);
          applyServerErrors(error);
          showToast(
            apiErrorText(t, error),
            hasReason(error, 'signal_outdated') || hasReason(error, 'no_changes') ? 'info' : 'error',
          );
        },
      },
    );
  };

  const goTo = (index: number) => setStepIndex(Math.max(0, Math.min(SIGNAL_STEPS.length - 1, index)));
  const next = async (entryConfirmed = false) => {
    const valid = await form.trigger(STEP_FIELDS[step] as FieldPath<SignalFormValues>[]);
    if (!valid) return;
    if (step === 'order' && !entryConfirmed) {
      const warning = entryWarningOf(form.getValues(), env.openingPrice);
      if (warning) {
        setEntryWarning({ warning, entry: form.getValues('entry'), market: env.openingPrice ?? '' });
        return;
      }
    }
    // Leaving the levels or the texts of a new idea: the server's own checks run now, not after the
    // countdown; errors of later, unfilled steps wait.
    if (SERVER_CHECKED_STEPS.includes(step) && !signal) {
      try {
        await validateSignal.mutateAsync(createBodyOf(form.getValues()));
      } catch (error) {
        if (applyServerErrors(error, stepIndex) > 0) return;
        // Over today's limit, nothing this admin types will pass: say so now, not after the countdown.
        if (hasReason(error, 'daily_limit_reached')) {
          showToast(apiErrorText(t, error), 'error');
          return;
        }
      }
    }
    if (step === 'app' && onAppChosen) {
      const filled = await onAppChosen(form.getValues());
      for (const field of Object.keys(filled) as (keyof SignalFormValues)[]) {
        const value = filled[field];
        if (value !== undefined && !form.getFieldState(field).isDirty) form.setValue(field, value);
      }
    }
    goTo(stepIndex + 1);
  };
  const onInvalid = (errors: object) => {
    const first = Object.keys(errors)
      .map((field) => SIGNAL_STEPS.indexOf(stepOfField(field)))
      .sort((a, b) => a - b)[0];
    if (first !== undefined) goTo(first);
  };
  const submit = form.handleSubmit((body) => {
    if (signal) save(body as UpdateSignalOutput);
    else {
      pendingBody.current = body as CreateSignalOutput;
      countdown.start(SEND_COUNTDOWN_SECONDS);
    }
  }, onInvalid);

  /** "Translate and send": the missing languages are filled first, then the idea is checked and sent. */
  const translateThenSubmit = async () => {
    if ((await form.trigger()) && !(await missingTranslations.fill())) return;
    await submit();
  };
  const translating = !signal && translateAndSend && machineTranslation;

  const reload = async () => {
    if (!signal) return;
    leaving.current = true;
    await queryClient.invalidateQueries({ queryKey: signalKeys.detail(signal._id) });
  };

  const last = stepIndex === SIGNAL_STEPS.length - 1;
  const sending = countdown.remaining !== null || createSignal.isPending || missingTranslations.isPending;
  const StepView = STEP_VIEWS[step];

  return (
    <FormProvider {...form}>
      <LeaveGuard
        when={() => (form.formState.isDirty || dirty) && !leaving.current}
        title={t('signalForm.leave.title')}
        message={t('signalForm.leave.message')}
      />
      <ConfirmDialog
        open={entryWarning !== null}
        title={t('signalForm.entryWarning.title')}
        message={
          entryWarning
            ? `${t(`signalForm.entryWarning.${entryWarning.warning}`, {
                entry: formatDecimal(readDecimal(entryWarning.entry) ?? entryWarning.entry, i18n.language),
                market: formatDecimal(entryWarning.market, i18n.language),
              })}: ${t('signalForm.entryWarning.atOnce')}.`
            : ''
        }
        confirmLabel={t('signalForm.entryWarning.action')}
        onConfirm={() => {
          setEntryWarning(null);
          void next(true);
        }}
        onClose={() => setEntryWarning(null)}
      />
      <Paper component="section" aria-labelledby="signal-step-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stepper activeStep={stepIndex} alternativeLabel sx={{ display: { xs: 'none', md: 'flex' }, mb: 3 }}>
          {SIGNAL_STEPS.map((name, index) => (
            <Step key={name} completed={index < stepIndex}>
              {index < stepIndex ? (
                <StepButton onClick={() => goTo(index)} disabled={sending}>
                  {t(`signalForm.steps.${name}`)}
                </StepButton>
              ) : (
                <StepLabel>{t(`signalForm.steps.${name}`)}</StepLabel>
              )}
            </Step>
          ))}
        </Stepper>
        <Typography variant="overline" component="p" color="text.secondary">
          {t('signalForm.stepOf', { step: stepIndex + 1, total: SIGNAL_STEPS.length })}
        </Typography>
        <Typography id="signal-step-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t(`signalForm.steps.${step}`)}
        </Typography>
        {outdated && (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={reload}>
                {t('signalForm.reload')}
              </Button>
            }
          >
            {t('reasons.signal_outdated')}
          </Alert>
        )}
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (last) void (translating ? translateThenSubmit() : submit());
            else void next();
          }}
        >
          <StepView env={env} />
          {last && !signal && (
            <TranslateAndSendOption
              checked={translateAndSend}
              available={machineTranslation}
              disabled={sending}
              onChange={setTranslateAndSend}
            />
          )}
          {countdown.remaining !== null && (
            <Alert
              severity="info"
              sx={{ mt: 3, '& .MuiAlert-message': { flexGrow: 1 } }}
              role="status"
              action={
                <Button color="inherit" onClick={countdown.cancel}>
                  {t('signalForm.cancelSending')}
                </Button>
              }
            >
              {t('signalForm.sendingIn', { seconds: countdown.remaining })}
              <LinearProgress
                variant="determinate"
                aria-hidden
                value={((SEND_COUNTDOWN_SECONDS - countdown.remaining) / SEND_COUNTDOWN_SECONDS) * 100}
                sx={{ mt: 1 }}
              />
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap' }}>
            <Button onClick={() => goTo(stepIndex - 1)} disabled={stepIndex === 0 || sending}>
              {t('signalForm.back')}
            </Button>
            <Box sx={{ flexGrow: 1 }} />
            {last ? (
              <Button
                type="submit"
                variant="contained"
                disabled={sending}
                loading={createSignal.isPending || updateSignal.isPending || missingTranslations.isPending}
              >
                {t(
                  signal
                    ? 'signalForm.save'
                    : translating
                      ? 'signalForm.translateAndSend.action'
                      : 'signalForm.send',
                )}
              </Button>
            ) : (
              <Button
                type="submit"
                variant="contained"
                loading={validateSignal.isPending}
                // Keeps the focus in the field: its blur would clear a fixed error, move this button
                // from under the pointer and swallow the click.
                onMouseDown={(event) => event.preventDefault()}
              >
                {t('signalForm.next')}
              </Button>
            )}
          </Box>
        </Box>
      </Paper>
    </FormProvider>
  );
}
