import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import { type Settings, settingsInputSchema } from '@signal-desk/domain/signal-support';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formResolver } from '../../../shared/forms/form-resolver';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { showToast } from '../../../shared/ui/toast-queue';
import { useUpdateSettings } from '../api/update-settings';
import {
  SETTINGS_NUMBER_FIELDS,
  SETTINGS_SECTIONS,
  type SettingsFormValues,
  type SettingsSectionName,
  settingsFormValuesOf,
} from './settings-form-values';

/** A section's form: checked by the settings schema on that section's fields only, saved with PUT /settings. */
function SectionForm({
  settings,
  section,
  children,
}: {
  settings: Settings;
  section: SettingsSectionName;
  children: (form: UseFormReturn<SettingsFormValues, unknown, unknown>) => ReactNode;
}) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const form = useForm<SettingsFormValues, unknown, unknown>({
    resolver: formResolver(settingsInputSchema, SETTINGS_SECTIONS[section], SETTINGS_NUMBER_FIELDS[section]),
    defaultValues: settingsFormValuesOf(settings),
  });
  const submit = form.handleSubmit(() =>
    update.mutate(settingsInputSchema.parse(SETTINGS_SECTIONS[section](form.getValues())), {
      onSuccess: (saved) => {
        form.reset(settingsFormValuesOf(saved));
        showToast(t('settings.saved'), 'success');
      },
      onError: (error) => {
        applyServerErrors(error, form);
        showToast(t('settings.saveFailed'), 'error');
      },
    }),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      {children(form)}
      <Box>
        <Button type="submit" variant="contained" loading={update.isPending}>
          {t('common.save')}
        </Button>
      </Box>
    </Box>
  );
}

export function GeneralSettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  return (
    <SectionForm settings={settings} section="general">
      {({ control }) => (
        <FormTextField
          control={control}
          name="imageLimitMb"
          label={t('settings.fields.imageLimitMb')}
          helperText={t('settings.imageLimitHelp')}
          sx={{ maxWidth: 280 }}
          slotProps={{
            input: {
              endAdornment: <InputAdornment position="end">{t('settings.megabytes')}</InputAdornment>,
            },
            htmlInput: { inputMode: 'numeric' },
          }}
        />
      )}
    </SectionForm>
  );
}

export function DisclaimerSettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  return (
    <SectionForm settings={settings} section="disclaimer">
      {({ control }) => (
        <>
          <FormTextField
            control={control}
            name="tradeIdeaDisclaimer"
            multiline
            minRows={3}
            label={t('settings.fields.tradeIdeaDisclaimer')}
            helperText={t('settings.disclaimerHelp')}
          />
          <FormTextField
            control={control}
            name="defaultSignalDisclaimer"
            multiline
            minRows={2}
            label={t('settings.fields.defaultSignalDisclaimer')}
            helperText={t('settings.defaultDisclaimerHelp')}
          />
        </>
      )}
    </SectionForm>
  );
}

export function BlacklistFilterForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  return (
    <SectionForm settings={settings} section="blacklist">
      {({ control }) => (
        <Controller
          control={control}
          name="blacklistWordFilter"
          render={({ field }) => (
            <FormControlLabel
              label={t('settings.fields.blacklistWordFilter')}
              control={
                <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
              }
            />
          )}
        />
      )}
    </SectionForm>
  );
}

export function CancellationSettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  return (
    <SectionForm settings={settings} section="cancellation">
      {({ control }) => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            control={control}
            name="cancellationThresholds.pips"
            label={t('settings.fields.pipsThreshold')}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">{t('signalForm.unitNames.pips')}</InputAdornment>
                ),
              },
              htmlInput: { inputMode: 'decimal' },
            }}
          />
          <FormTextField
            control={control}
            name="cancellationThresholds.points"
            label={t('settings.fields.pointsThreshold')}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">{t('signalForm.unitNames.points')}</InputAdornment>
                ),
              },
              htmlInput: { inputMode: 'decimal' },
            }}
          />
        </Box>
      )}
    </SectionForm>
  );
}
