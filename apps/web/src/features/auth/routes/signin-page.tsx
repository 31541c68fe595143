import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type LoginInput, loginInputSchema } from '@signal-desk/domain/auth';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { errorText } from '../../../shared/forms/error-message';
import { applyLocale, currentLocale } from '../../../shared/i18n/i18n';
import { LanguageSelect } from '../../../shared/i18n/language-select';
import { PATHS } from '../../../shared/paths';
import { useLogin } from '../api/login';

type FieldErrors = Partial<Record<keyof LoginInput, string>>;

/** Two fields only: plain state and the domain schema, keeping react-hook-form out of the first page. */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])) as FieldErrors,
      );
      return;
    }
    setErrors({});
    login.mutate(parsed.data, { onSuccess: () => void navigate({ to: PATHS.dashboard }) });
  };

  const field = (name: keyof LoginInput) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: errors[name] !== undefined,
    helperText: errors[name] && errorText(t, { message: errors[name], type: 'validate' }),
    required: true,
    fullWidth: true,
  });

  const failure = login.error
    ? isApiError(login.error, 401)
      ? t('signin.invalidCredentials')
      : isApiError(login.error, 429)
        ? t('signin.tooManyAttempts')
        : login.error.message
    : null;

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Box sx={{ position: 'absolute', top: 16, right: 16, width: 160 }}>
        <LanguageSelect
          size="small"
          fullWidth
          label={t('common.language')}
          value={currentLocale()}
          onChange={(locale) => void applyLocale(locale)}
        />
      </Box>
      <Paper component="form" noValidate onSubmit={submit} sx={{ width: '100%', maxWidth: 400, p: 4 }}>
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
        <Box sx={{ display: 'grid', gap: 2 }}>
          <TextField
            {...field('email')}
            type="email"
            label={t('signin.email')}
            autoComplete="username"
            autoFocus
          />
          <TextField
            {...field('password')}
            type="password"
            label={t('signin.password')}
            autoComplete="current-password"
          />
          <Button type="submit" variant="contained" size="large" loading={login.isPending}>
            {t('signin.submit')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
