import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { updateMeInputSchema } from '@signal-desk/domain/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formResolver } from '../../../shared/forms/form-resolver';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { showToast } from '../../../shared/ui/toast-queue';
import { useUpdateMe } from '../api/update-me';

interface PasswordValues {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

const EMPTY: PasswordValues = { currentPassword: '', password: '', passwordConfirmation: '' };

/** A new password needs the current one and its confirmation; the other sessions end on the server. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const updateMe = useUpdateMe();
  const form = useForm<PasswordValues, unknown, ReturnType<typeof updateMeInputSchema.parse>>({
    resolver: formResolver(updateMeInputSchema, (values) => values),
    defaultValues: EMPTY,
  });

  const submit = form.handleSubmit((input) =>
    updateMe.mutate(input, {
      onSuccess: () => {
        form.reset(EMPTY);
        showToast(t('profile.passwordChanged'), 'success');
      },
      onError: (error) => {
        applyServerErrors(error, form);
        showToast(t('profile.saveFailed'), 'error');
      },
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <FormTextField
        control={form.control}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        label={t('profile.currentPassword')}
        required
      />
      <FormTextField
        control={form.control}
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('profile.newPassword')}
        required
      />
      <FormTextField
        control={form.control}
        name="passwordConfirmation"
        type="password"
        autoComplete="new-password"
        label={t('profile.passwordConfirmation')}
        required
      />
      <Box>
        <Button type="submit" variant="contained" loading={updateMe.isPending}>
          {t('profile.changePassword')}
        </Button>
      </Box>
    </Box>
  );
}
