import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LoginInput } from '@signal-desk/domain/auth';
import { LOCALE_NAMES, LOCALES, type Locale } from '@signal-desk/domain/locale-codes';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLocale, currentLocale, loadEnglish } from '../../../shared/i18n/i18n';
import type { LoginFieldErrors, SignInOutcome } from '../api/login';

const loadLogin = () => import('../api/login');
// Only admins with a second factor (or enrolling one) load these, with the full English catalogue
// (the sign-in page ships with its own part of it only).
const loadSteps = () =>
  Promise.all([import('../components/sign-in-second-step'), loadEnglish()]).then(([steps]) => steps);
const SecondStep = lazy(() => loadSteps().then((m) => ({ default: m.SecondStep })));
const Enrolment = lazy(() => loadSteps().then((m) => ({ default: m.Enrolment })));

interface SignInPageProps {
  /** The session has started: open the app (the page asked for before signing in, or the dashboard). */
  onSignedIn: () => void;
}

/**
 * The first page a visitor loads, kept light: plain MUI inputs (no Select menu), no router, no query
 * cache. The schema and the API client load at the first key or tap in the form (at the latest when it
 * is sent), so on a phone's network they never share the line with the page's own first paint.
 */
export function SignInPage({ onSignedIn }: SignInPageProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [chosenLocale, setChosenLocale] = useState<Locale | null>(null);
  const [step, setStep] = useState<Exclude<SignInOutcome, { kind: 'signed-in' }> | null>(null);
  const languageId = useId();

  const preloadLogin = () => void loadLogin();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      const login = await loadLogin();
      const checked = login.checkLogin(values, t);
      if ('errors' in checked) {
        setErrors(checked.errors);
        return;
      }
      setErrors({});
      try {
        const outcome = await login.signIn(checked.input, chosenLocale);
        setFailure(null);
        if (outcome.kind === 'signed-in') onSignedIn();
        else setStep(outcome);
      } catch (error) {
        setFailure(login.signInFailureText(t, error));
      }
    } finally {
      setPending(false);
    }
  };

  const finish = async (session: Parameters<Awaited<ReturnType<typeof loadLogin>>['startSignedIn']>[0]) => {
    const login = await loadLogin();
    await login.startSignedIn(session, chosenLocale);
    onSignedIn();
  };
  const restart = () => {
    setStep(null);
    setValues({ ...values, password: '' });
  };

  const field = (name: keyof LoginInput, type: string, autoComplete: string, autoFocus = false) => {
    const id = `signin-${name}`;
    const error = errors[name];
    return (
      <FormControl variant="outlined" required fullWidth error={error !== undefined}>
        <InputLabel htmlFor={id}>{t(`signin.${name}`)}</InputLabel>
        <OutlinedInput
          id={id}
          name={name}
          type={type}
          label={t(`signin.${name}`)}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          inputProps={error ? { 'aria-describedby': `${id}-error` } : undefined}
        />
        {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
      </FormControl>
    );
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <FormControl size="small" sx={{ position: 'absolute', top: 16, right: 16, width: 160 }}>
        <InputLabel htmlFor={languageId} shrink>
          {t('common.language')}
        </InputLabel>
        <NativeSelect
          id={languageId}
          value={currentLocale()}
          input={<OutlinedInput notched label={t('common.language')} />}
          onChange={(event) => {
            const locale = event.target.value as Locale;
            setChosenLocale(locale);
            void applyLocale(locale);
          }}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      <Paper component="section" sx={{ width: '100%', maxWidth: 400, p: 4 }}>
        <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700 }}>
          {t('app.name')}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 600 }}>
          {t('signin.title')}
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {step === null ? (
          <Box
            component="form"
            noValidate
            onSubmit={submit}
            onKeyDownCapture={preloadLogin}
            onPointerDownCapture={preloadLogin}
            onInputCapture={preloadLogin}
            sx={{ display: 'grid', gap: 2 }}
          >
            {field('email', 'email', 'username', true)}
            {field('password', 'password', 'current-password')}
            <Button type="submit" variant="contained" size="large" loading={pending}>
              {t('signin.submit')}
            </Button>
          </Box>
        ) : (
          <Suspense fallback={null}>
            {step.kind === 'second-step' ? (
              <SecondStep
                challengeToken={step.challengeToken}
                methods={step.methods}
                finish={finish}
                restart={restart}
              />
            ) : (
              <Enrolment challengeToken={step.challengeToken} finish={finish} restart={restart} />
            )}
          </Suspense>
        )}
      </Paper>
    </Box>
  );
}
