import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@signal-desk/domain/admin';
import type { SecondFactorMethod, TotpSetup as Setup } from '@signal-desk/domain/two-factor';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';
import {
  answerWithCode,
  answerWithPasskey,
  confirmEnrolmentTotp,
  enrolPasskey,
  startEnrolmentTotp,
} from '../api/second-step';
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

/** The second sign-in step: a code of the authenticator app, a passkey, or a recovery code. */
export function SecondStep({
  challengeToken,
  methods,
  finish,
  restart,
}: StepProps & { methods: SecondFactorMethod[] }) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<'totp' | 'recovery'>(methods.includes('totp') ? 'totp' : 'recovery');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const run = async (answer: () => Promise<Grant>) => {
    setPending(true);
    try {
      await finish(await answer());
    } catch (error) {
      setFailure(apiErrorText(t, error));
    } finally {
      setPending(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => answerWithCode({ challengeToken, method, code }));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2">
        {method === 'totp' ? t('twoFactor.enterCode') : t('twoFactor.enterRecovery')}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      {(methods.includes('totp') || method === 'recovery') && (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label={method === 'totp' ? t('twoFactor.code') : t('twoFactor.recoveryCode')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
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
          <Button
            variant="outlined"
            size="large"
            loading={pending}
            onClick={() => void run(() => answerWithPasskey(challengeToken))}
          >
            {t('twoFactor.usePasskey')}
          </Button>
        </>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        {methods.includes('recovery') && (
          <Button
            size="small"
            onClick={() => {
              setMethod(method === 'totp' ? 'recovery' : 'totp');
              setCode('');
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
  const [passkeyName, setPasskeyName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setPending(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(apiErrorText(t, error));
    } finally {
      setPending(false);
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
        failure={failure}
        pending={pending}
        onConfirm={(code) => run(async () => enrolled(await confirmEnrolmentTotp(challengeToken, code)))}
      />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="info">{t('twoFactor.enrolmentRequired')}</Alert>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button
        variant="contained"
        size="large"
        loading={pending}
        onClick={() => void run(async () => setSetup(await startEnrolmentTotp(challengeToken)))}
      >
        {t('twoFactor.setUpAuthenticator')}
      </Button>
      <Divider>{t('twoFactor.or')}</Divider>
      <TextField
        label={t('twoFactor.passkeyName')}
        value={passkeyName}
        onChange={(event) => setPasskeyName(event.target.value)}
        helperText={t('twoFactor.passkeyNameHelp')}
      />
      <Button
        variant="outlined"
        size="large"
        loading={pending}
        disabled={passkeyName.trim() === ''}
        onClick={() => void run(async () => enrolled(await enrolPasskey(challengeToken, passkeyName.trim())))}
      >
        {t('twoFactor.addPasskey')}
      </Button>
      <Button size="small" onClick={restart} sx={{ justifySelf: 'start' }}>
        {t('twoFactor.back')}
      </Button>
    </Box>
  );
}
