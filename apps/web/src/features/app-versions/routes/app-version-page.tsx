import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { appVersionInputSchema, DEVICES } from '@signal-desk/domain/content';
import { hasPermission } from '@signal-desk/domain/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { errorText } from '../../../shared/forms/error-message';
import { formatDateTime } from '../../../shared/i18n/format';
import { useSignedInUser } from '../../../shared/session/session-store';
import { PageHeader } from '../../../shared/ui/page-header';
import { showToast } from '../../../shared/ui/toast-queue';
import { useAppVersions } from '../api/app-versions';
import { useSaveAppVersions } from '../api/save-app-versions';

type Device = (typeof DEVICES)[number];
type Form = Record<Device, { version: string; isNeedUpdate: boolean }>;

/** `/app-version`: the iOS and Android versions the apps compare themselves with. */
export function AppVersionPage() {
  const { t } = useTranslation();
  const may = hasPermission(useSignedInUser().effectivePermissions, ['APP_VERSION_MODERATE']);
  const versions = useAppVersions();
  const save = useSaveAppVersions();
  const [edited, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Device, string>>>({});
  const data = versions.data;
  // The saved versions until the admin types (the form never resets under their hands).
  const form: Form = edited ?? {
    ios: { version: data?.ios?.version ?? '', isNeedUpdate: data?.ios?.isNeedUpdate ?? false },
    android: { version: data?.android?.version ?? '', isNeedUpdate: data?.android?.isNeedUpdate ?? false },
  };

  const submit = () => {
    const input = Object.fromEntries(DEVICES.filter((d) => form[d].version.trim()).map((d) => [d, form[d]]));
    const parsed = appVersionInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [
            issue.path[0] ?? 'ios',
            String(errorText(t, { message: issue.message, type: 'validate' })),
          ]),
        ),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => showToast(t('content.appVersion.saved'), 'success'),
      onError: (error) => showToast(apiErrorText(t, error), 'error'),
    });
  };

  const dateText = (device: Device) => {
    const date = versions.data?.[device]?.date;
    return date
      ? t('content.appVersion.updated', { date: formatDateTime(date) })
      : t('content.appVersion.never');
  };

  return (
    <>
      <PageHeader title={t('nav.appsVersion')} />
      {versions.isError && <Alert severity="error">{apiErrorText(t, versions.error)}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, maxWidth: 900 }}>
        {DEVICES.map((device) => (
          <Paper
            key={device}
            sx={{ p: 3, display: 'grid', gap: 2 }}
            component="section"
            aria-labelledby={`version-${device}`}
          >
            <Typography id={`version-${device}`} variant="h6" component="h2">
              {t(`content.appVersion.${device}`)}
            </Typography>
            <TextField
              label={t('content.appVersion.version')}
              value={form[device].version}
              disabled={!may || versions.isPending}
              placeholder="2.4.1"
              error={Boolean(errors[device])}
              helperText={errors[device] ?? dateText(device)}
              onChange={(event) =>
                setForm({ ...form, [device]: { ...form[device], version: event.target.value } })
              }
            />
            <FormControlLabel
              control={
                <Switch
                  checked={form[device].isNeedUpdate}
                  disabled={!may}
                  onChange={(event) =>
                    setForm({ ...form, [device]: { ...form[device], isNeedUpdate: event.target.checked } })
                  }
                />
              }
              label={t('content.appVersion.needUpdate')}
            />
          </Paper>
        ))}
      </Box>
      {may && (
        <Box sx={{ mt: 3 }}>
          <Button variant="contained" loading={save.isPending} onClick={submit}>
            {t('common.save')}
          </Button>
        </Box>
      )}
    </>
  );
}
