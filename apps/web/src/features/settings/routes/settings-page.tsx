import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Locale } from '@signal-desk/domain/locales';
import i18n from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLocale } from '../../../shared/i18n/i18n';
import { LanguageSelect } from '../../../shared/i18n/language-select';
import { PATHS } from '../../../shared/paths';
import { useSignedInUser } from '../../../shared/session/session-store';
import { useSettings } from '../../../shared/settings/settings-query';
import { PageHeader } from '../../../shared/ui/page-header';
import { ButtonLink } from '../../../shared/ui/router-links';
import { showToast } from '../../../shared/ui/toast-queue';
import { useUpdateMyLanguage } from '../api/update-my-language';
import { BadWordsList } from '../components/bad-words-list';
import {
  BlacklistFilterForm,
  CancellationSettingsForm,
  DisclaimerSettingsForm,
  GeneralSettingsForm,
} from '../components/settings-forms';
import { SettingsSection } from '../components/settings-section';

function LanguageSetting() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const update = useUpdateMyLanguage();
  const [locale, setLocale] = useState<Locale | ''>(user.locale ?? '');
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <LanguageSelect
        label={t('common.language')}
        value={locale}
        onChange={setLocale}
        sx={{ minWidth: 220 }}
      />
      <Button
        variant="contained"
        disabled={!locale || locale === user.locale}
        loading={update.isPending}
        onClick={() =>
          locale &&
          update.mutate(locale, {
            // Said in the new language: the toast waits for the switch the saved language causes.
            onSuccess: () =>
              void applyLocale(locale).then(() => showToast(i18n.t('settings.languageSaved'), 'success')),
            onError: () => showToast(t('profile.saveFailed'), 'error'),
          })
        }
      >
        {t('common.save')}
      </Button>
    </Box>
  );
}

/** `/settings/edit`: general, password, language, disclaimer, blacklist word filter, cancellation limits. */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();

  return (
    <>
      <PageHeader title={t('settings.title')} />
      {settings.isPending && <CircularProgress aria-label={t('common.loading')} />}
      {settings.isError && (
        <Typography color="error">{t('list.loadFailed', { message: settings.error.message })}</Typography>
      )}
      {settings.data && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <SettingsSection title={t('settings.sections.general')}>
            <GeneralSettingsForm settings={settings.data} />
          </SettingsSection>
          <SettingsSection title={t('settings.sections.password')} description={t('settings.passwordText')}>
            <Box>
              <ButtonLink to={PATHS.profile} variant="outlined">
                {t('profile.changePassword')}
              </ButtonLink>
            </Box>
          </SettingsSection>
          <SettingsSection title={t('settings.sections.language')} description={t('settings.languageText')}>
            <LanguageSetting />
          </SettingsSection>
          <SettingsSection
            title={t('settings.sections.cancellation')}
            description={t('settings.cancellationText')}
          >
            <CancellationSettingsForm settings={settings.data} />
          </SettingsSection>
          <SettingsSection title={t('settings.sections.disclaimer')}>
            <DisclaimerSettingsForm settings={settings.data} />
          </SettingsSection>
          <SettingsSection title={t('settings.sections.blacklist')} description={t('settings.blacklistText')}>
            <BlacklistFilterForm settings={settings.data} />
            <BadWordsList />
          </SettingsSection>
        </Box>
      )}
    </>
  );
}
