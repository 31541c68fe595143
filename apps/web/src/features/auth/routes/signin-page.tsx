import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type LoginInput, loginInputSchema } from '@signal-desk/domain/auth';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyLocale, currentLocale } from '../../../shared/i18n/i18n';
import { LanguageSelect } from '../../../shared/i18n/language-select';
import { PATHS } from '../../../shared/paths';
import { useLogin } from '../api/login';

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = form.handleSubmit((input) =>
    login.mutate(input, { onSuccess: () => void navigate({ to: PATHS.dashboard }) }),
  );

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
          <FormTextField
            control={form.control}
            name="email"
            type="email"
            label={t('signin.email')}
            autoComplete="username"
            autoFocus
            required
          />
          <FormTextField
            control={form.control}
            name="password"
            type="password"
            label={t('signin.password')}
            autoComplete="current-password"
            required
          />
          <Button type="submit" variant="contained" size="large" loading={login.isPending}>
            {t('signin.submit')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
