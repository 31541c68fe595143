import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Locale } from '@signal-desk/domain/locales';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../shared/i18n/language-select';
import { showToast } from '../../../shared/ui/toast-queue';
import { useUpdateMe } from '../api/update-me';

/** Asks an admin without a saved language to pick one; it cannot be dismissed without choosing. */
export function LanguageDialog() {
  const { t } = useTranslation();
  const id = useId();
  const updateMe = useUpdateMe();
  const [locale, setLocale] = useState<Locale | ''>('');
  const [missing, setMissing] = useState(false);

  const save = () => {
    if (!locale) {
      setMissing(true);
      return;
    }
    // Once saved, the session follows and the UI switches to the new language (app/session-effects).
    updateMe.mutate({ locale }, { onError: () => showToast(t('profile.saveFailed'), 'error') });
  };

  return (
    <Dialog open aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>{t('languageDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
          {t('languageDialog.text')}
        </DialogContentText>
        <LanguageSelect
          fullWidth
          required
          label={t('common.language')}
          value={locale}
          onChange={(next) => {
            setLocale(next);
            setMissing(false);
          }}
          error={missing}
          helperText={missing ? t('validation.required') : undefined}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={save} loading={updateMe.isPending}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
