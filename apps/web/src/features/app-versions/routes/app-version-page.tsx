import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { appVersionInputSchema, DEVICES } from '@signal-desk/domain/content';
import { hasPermission } from '@signal-desk/domain/permissions';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { formResolver } from '../../../shared/forms/form-resolver';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { formatDateTime } from '../../../shared/i18n/format';
import { useSignedInUser } from '../../../shared/session/session-store';
import { PageHeader } from '../../../shared/ui/page-header';
import { showToast } from '../../../shared/ui/toast-queue';
import { useAppVersions } from '../api/app-versions';
import { useSaveAppVersions } from '../api/save-app-versions';

type Device = (typeof DEVICES)[number];
type FormValues = Record<Device, { version: string; isNeedUpdate: boolean }>;

/** Only the devices with a version are saved; with none, iOS is checked so "required" lands on a field. */
const toInput = (values: FormValues) => {
  const given = DEVICES.filter((device) => values[device].version.trim());
  return Object.fromEntries((given.length ? given : (['ios'] as const)).map((d) => [d, values[d]]));
};
const resolver = formResolver(appVersionInputSchema, toInput);

/** `/app-version`: the iOS and Android versions the apps compare themselves with. */
export function AppVersionPage() {
  const { t } = useTranslation();
  const may = hasPermission(useSignedInUser().effectivePermissions, ['APP_VERSION_MODERATE']);
  const versions = useAppVersions();
  const save = useSaveAppVersions();
  const data = versions.data;
  const form = useForm<FormValues, unknown, ReturnType<typeof appVersionInputSchema.parse>>({
    resolver,
    // The saved versions arrive later; what the admin already typed stays (never reset under their hands).
    values: {
      ios: { version: data?.ios?.version ?? '', isNeedUpdate: data?.ios?.isNeedUpdate ?? false },
      android: { version: data?.android?.version ?? '', isNeedUpdate: data?.android?.isNeedUpdate ?? false },
    },
    resetOptions: { keepDirtyValues: true },
  });

  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => showToast(t('content.appVersion.saved'), 'success'),
      onError: (error) => {
        if (!applyServerErrors(error, form)) showToast(apiErrorText(t, error), 'error');
      },
    }),
  );

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
            <FormTextField
              control={form.control}
              name={`${device}.version`}
              label={t('content.appVersion.version')}
              disabled={!may || versions.isPending}
              placeholder="2.4.1"
              helperText={dateText(device)}
            />
            <FormControlLabel
              control={
                <Controller
                  control={form.control}
                  name={`${device}.isNeedUpdate`}
                  render={({ field }) => (
                    <Switch
                      name={field.name}
                      checked={field.value}
                      disabled={!may}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  )}
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
