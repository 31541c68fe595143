import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@signal-desk/domain/admin';
import { API_KEY_TYPES, APPS, QUOTE_PROVIDERS } from '@signal-desk/domain/apps';
import { LOCALE_NAMES, LOCALES } from '@signal-desk/domain/locales';
import { grantablePermissions } from '@signal-desk/domain/permissions';
import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormCheckbox } from '../../../shared/forms/form-checkbox';
import { FormOptionalSelect } from '../../../shared/forms/form-optional-select';
import { formResolver } from '../../../shared/forms/form-resolver';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerErrors, serverErrorSummary } from '../../../shared/forms/server-errors';
import { PATHS } from '../../../shared/paths';
import { PermissionPicker } from '../../../shared/permissions/permission-picker';
import { useSignedInUser } from '../../../shared/session/session-store';
import { ButtonLink } from '../../../shared/ui/router-links';
import { showToast } from '../../../shared/ui/toast-queue';
import { useRoleOptions } from '../api/list-role-options';
import {
  ADMIN_NUMBER_FIELDS,
  type AdminFormSchema,
  type AdminFormValues,
  adminFormDefaults,
  adminInputOf,
} from './admin-form-values';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const fieldGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const QUOTE_PROVIDER_ENTRIES = Object.entries(QUOTE_PROVIDERS) as [keyof typeof QUOTE_PROVIDERS, number][];

interface AdminFormProps<S extends AdminFormSchema> {
  /** The admin being edited; absent on add. */
  admin?: AdminUser;
  schema: S;
  save: UseMutationResult<AdminUser, Error, z.output<S>>;
}

export function AdminForm<S extends AdminFormSchema>({ admin, schema, save }: AdminFormProps<S>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const roleOptions = useRoleOptions();
  const grantable = grantablePermissions(useSignedInUser().effectivePermissions);
  const editing = admin !== undefined;
  const form = useForm<AdminFormValues, unknown, z.output<S>>({
    // Each schema checks the body it describes; TypeScript cannot follow a generic schema's output.
    resolver: formResolver(
      schema as unknown as z.ZodType<z.output<S>, AdminFormValues>,
      (values) => adminInputOf(values, editing),
      ADMIN_NUMBER_FIELDS,
    ),
    defaultValues: adminFormDefaults(admin),
  });
  const { control } = form;

  const roleNames = new Map([
    ...(admin?.roles ?? []).map((role) => [role._id, role.name] as const),
    ...(roleOptions.data ?? []).map((role) => [role._id, role.name] as const),
  ]);

  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        showToast(t('admins.saved'), 'success');
        void navigate({ to: PATHS.admins });
      },
      onError: (error) => {
        applyServerErrors(error, form);
        showToast(serverErrorSummary(t, error), 'error');
      },
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3 }}>
      <Section title={t('admins.sections.account')}>
        <Box sx={fieldGrid}>
          <FormTextField control={control} name="name" label={t('admins.fields.name')} required />
          <FormTextField control={control} name="nickname" label={t('admins.fields.nickname')} required />
          <FormTextField
            control={control}
            name="email"
            type="email"
            autoComplete="off"
            label={t('admins.fields.email')}
            required
          />
          <FormTextField
            control={control}
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('admins.fields.password')}
            required={!editing}
            helperText={editing ? t('admins.passwordKeep') : undefined}
          />
          <FormTextField control={control} name="locale" select label={t('common.language')}>
            <MenuItem value="">{t('common.notSet')}</MenuItem>
            {LOCALES.map((locale) => (
              <MenuItem key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </MenuItem>
            ))}
          </FormTextField>
          <Controller
            control={control}
            name="activationStatus"
            render={({ field }) => (
              <FormControlLabel
                label={t('admins.fields.active')}
                control={
                  <Switch
                    name={field.name}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                  />
                }
              />
            )}
          />
          {editing && (
            <FormCheckbox
              control={control}
              name="trackRecordPublic"
              label={t('admins.fields.trackRecordPublic')}
            />
          )}
        </Box>
      </Section>

      <Section title={t('admins.sections.access')}>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <FormTextField
            control={control}
            name="roles"
            select
            label={t('admins.fields.roles')}
            helperText={roleOptions.isError ? t('admins.rolesLoadFailed') : undefined}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (selected) =>
                  (selected as string[]).map((id) => roleNames.get(id) ?? id).join(', '),
              },
            }}
          >
            {(roleOptions.data ?? []).map((role) => (
              // A role counts as granted with its permissions: one the admin could not grant is not
              // offered, unless the edited admin holds it already (decision 18).
              <MenuItem
                key={role._id}
                value={role._id}
                disabled={
                  !role.permissions.every((p) => grantable.includes(p)) &&
                  !admin?.roles.some((held) => held._id === role._id)
                }
              >
                {role.name}
              </MenuItem>
            ))}
          </FormTextField>
          <PermissionPicker control={control} name="permissions" legend={t('admins.fields.permissions')} />
        </Box>
      </Section>

      <Section title={t('admins.sections.external')}>
        <Box sx={fieldGrid}>
          <FormOptionalSelect
            control={control}
            name="apiType"
            label={t('admins.fields.apiType')}
            options={API_KEY_TYPES}
            optionLabel={(type) => t(`apiKeyTypes.${type}`)}
          />
          <FormTextField control={control} name="apiKey" label={t('admins.fields.apiKey')} />
          <FormTextField control={control} name="forexApiKey" label={t('admins.fields.forexApiKey')} />
          <FormTextField control={control} name="cryptoApiKey" label={t('admins.fields.cryptoApiKey')} />
          <FormTextField
            control={control}
            name="quoteProvider"
            select
            label={t('admins.fields.quoteProvider')}
          >
            {QUOTE_PROVIDER_ENTRIES.map(([provider, code]) => (
              <MenuItem key={provider} value={code}>
                {t(`quoteProviders.${provider}`)}
              </MenuItem>
            ))}
          </FormTextField>
        </Box>
      </Section>

      <Section title={t('admins.sections.limits')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
          {APPS.map((app) => (
            <FormTextField
              key={app}
              control={control}
              name={`signalsLimit.${app}`}
              label={t(`apps.${app}`)}
              helperText={editing ? t('admins.sentToday', { sent: admin.signalsSent[app] ?? 0 }) : undefined}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          ))}
        </Box>
      </Section>

      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('common.save')}
        </Button>
        <ButtonLink to={PATHS.admins}>{t('common.cancel')}</ButtonLink>
      </Box>
    </Box>
  );
}
