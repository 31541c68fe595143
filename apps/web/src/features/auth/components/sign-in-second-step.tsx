import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@signal-desk/domain/admin';
import {
  type CodeStepInput,
  codeStepInputSchema,
  type SecondFactorMethod,
  type TotpSetup as Setup,
} from '@signal-desk/domain/two-factor';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { formResolver } from '../../../shared/forms/form-resolver';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { submitOrPlaceErrors } from '../../../shared/forms/server-errors';
import {
  answerWithCode,
  answerWithPasskey,
  confirmEnrolmentTotp,
  enrolPasskey,
  startEnrolmentTotp,
} from '../api/second-step';
import { PasskeyNameForm } from './passkey-name-form';
import { RecoveryCodes } from './recovery-codes';
import { TotpSetup } from './totp-setup';

type Grant = { token: string; user: AdminUser };

interface StepProps {
  challengeToken: string;
  /** Starts the session the step answered and opens the app. */
  finish: (grant: Grant) => Promise<void>;
  /** Back to the password (the challenge expired, or another account). */
  restart: () => void;
}

type CodeValues = { method: CodeStepInput['method']; code: string };

/** The second sign-in step: a code of the authenticator app, a passkey, or a recovery code. */
export function SecondStep({
  challengeToken,
  methods,
  finish,
  restart,
}: StepProps & { methods: SecondFactorMethod[] }) {
  const { t } = useTranslation();
  const form = useForm<CodeValues, unknown, CodeStepInput>({
    resolver: formResolver(codeStepInputSchema, (values) => ({ challengeToken, ...values })),
    defaultValues: { method: methods.includes('totp') ? 'totp' : 'recovery', code: '' },
  });
  const method = form.watch('method');
  // A refusal that names no field (a wrong or used code, an expired challenge): said above the form.
  const [failure, setFailure] = useState<unknown>(null);
  const [passkeyPending, setPasskeyPending] = useState(false);
  const pending = form.formState.isSubmitting || passkeyPending;

  const answer = async (send: () => Promise<Grant>) => {
    setFailure(null);
    await finish(await send());
  };
  const submit = submitOrPlaceErrors(form, (input) => answer(() => answerWithCode(input)), {
    onUnplaced: setFailure,
  });
  const answerByPasskey = async () => {
    setPasskeyPending(true);
    try {
      await answer(() => answerWithPasskey(challengeToken));
    } catch (error) {
      setFailure(error);
    } finally {
      setPasskeyPending(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2">
        {method === 'totp' ? t('twoFactor.enterCode') : t('twoFactor.enterRecovery')}
      </Typography>
      {failure ? <Alert severity="error">{apiErrorText(t, failure)}</Alert> : null}
      {(methods.includes('totp') || method === 'recovery') && (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <FormTextField
            // A new field for the other kind of code, so the browser's autofocus moves to it.
            key={method}
            control={form.control}
            name="code"
            label={method === 'totp' ? t('twoFactor.code') : t('twoFactor.recoveryCode')}
            autoComplete="one-time-code"
            autoFocus
            slotProps={{
              htmlInput: method === 'totp' ? { inputMode: 'numeric', maxLength: 7 } : { maxLength: 11 },
            }}
            required
          />
          <Button type="submit" variant="contained" size="large" loading={pending}>
            {t('twoFactor.verify')}
          </Button>
        </Box>
      )}
      {methods.includes('webauthn') && (
        <>
          <Divider>{t('twoFactor.or')}</Divider>
          <Button variant="outlined" size="large" loading={pending} onClick={() => void answerByPasskey()}>
            {t('twoFactor.usePasskey')}
          </Button>
        </>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        {methods.includes('recovery') && (
          <Button
            size="small"
            onClick={() => {
              form.reset({ method: method === 'totp' ? 'recovery' : 'totp', code: '' });
              setFailure(null);
            }}
            disabled={method === 'recovery' && !methods.includes('totp')}
          >
            {method === 'totp' ? t('twoFactor.useRecovery') : t('twoFactor.useAuthenticator')}
          </Button>
        )}
        <Button size="small" onClick={restart}>
          {t('twoFactor.back')}
        </Button>
      </Box>
    </Box>
  );
}

/** A role requires a second factor the admin lacks: set one up now; nothing else opens before. */
export function Enrolment({ challengeToken, finish, restart }: StepProps) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [done, setDone] = useState<(Grant & { recoveryCodes: string[] }) | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [starting, setStarting] = useState(false);

  const startTotp = async () => {
    setStarting(true);
    setFailure(null);
    try {
      setSetup(await startEnrolmentTotp(challengeToken));
    } catch (error) {
      setFailure(error);
    } finally {
      setStarting(false);
    }
  };

  const enrolled = async (result: Grant & { recoveryCodes: string[] }) => {
    // Codes left from before (a passkey added to them) are not shown again.
    if (result.recoveryCodes.length === 0) await finish(result);
    else setDone(result);
  };

  if (done) {
    return <RecoveryCodes codes={done.recoveryCodes} onDone={() => void finish(done)} />;
  }
  if (setup) {
    return (
      <TotpSetup
        setup={setup}
        onConfirm={async (code) => enrolled(await confirmEnrolmentTotp(challengeToken, code))}
      />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="info">{t('twoFactor.enrolmentRequired')}</Alert>
      {failure ? <Alert severity="error">{apiErrorText(t, failure)}</Alert> : null}
      <Button variant="contained" size="large" loading={starting} onClick={() => void startTotp()}>
        {t('twoFactor.setUpAuthenticator')}
      </Button>
      <Divider>{t('twoFactor.or')}</Divider>
      <PasskeyNameForm
        submitLabel={t('twoFactor.addPasskey')}
        helperText={t('twoFactor.passkeyNameHelp')}
        onSave={async (name) => enrolled(await enrolPasskey(challengeToken, name))}
        onFailure={setFailure}
      />
      <Button size="small" onClick={restart} sx={{ justifySelf: 'start' }}>
        {t('twoFactor.back')}
      </Button>
    </Box>
  );
}
