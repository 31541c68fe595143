import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import type { AdminUser } from '@signal-desk/domain/admin';
import { updateMeInputSchema } from '@signal-desk/domain/auth';
import { LOCALE_NAMES, LOCALES, type Locale } from '@signal-desk/domain/locales';
import i18n from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../shared/forms/form-checkbox';
import { formResolver } from '../../../shared/forms/form-resolver';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { applyLocale, currentLocale } from '../../../shared/i18n/i18n';
import { showToast } from '../../../shared/ui/toast-queue';
import { useUpdateMe } from '../api/update-me';

interface DetailsValues {
  name: string;
  nickname: string;
  locale: Locale | '';
  trackRecordPublic: boolean;
}

const toInput = ({ locale, ...values }: DetailsValues) => ({ ...values, locale: locale || undefined });

export function ProfileDetailsForm({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const updateMe = useUpdateMe();
  const form = useForm<DetailsValues, unknown, ReturnType<typeof updateMeInputSchema.parse>>({
    resolver: formResolver(updateMeInputSchema, toInput),
    defaultValues: {
      name: user.name,
      nickname: user.nickname,
      locale: user.locale ?? '',
      trackRecordPublic: user.trackRecordPublic,
    },
  });

  const submit = form.handleSubmit((input) =>
    updateMe.mutate(input, {
      // Said in the language just saved, once the app has switched to it.
      onSuccess: (user) =>
        void applyLocale(user.locale ?? currentLocale()).then(() =>
          showToast(i18n.t('profile.saved'), 'success'),
        ),
      onError: (error) => {
        applyServerErrors(error, form);
        showToast(t('profile.saveFailed'), 'error');
      },
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <FormTextField control={form.control} name="name" label={t('profile.name')} required />
      <FormTextField control={form.control} name="nickname" label={t('profile.nickname')} required />
      <FormTextField control={form.control} name="locale" label={t('common.language')} select>
        {LOCALES.map((locale) => (
          <MenuItem key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormCheckbox control={form.control} name="trackRecordPublic" label={t('profile.trackRecordPublic')} />
      <Box>
        <Button type="submit" variant="contained" loading={updateMe.isPending}>
          {t('common.save')}
        </Button>
      </Box>
    </Box>
  );
}
