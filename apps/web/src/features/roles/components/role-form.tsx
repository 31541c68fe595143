import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Permission } from '@signal-desk/domain/permissions';
import { type Role, type RoleInput, roleInputSchema } from '@signal-desk/domain/role';
import { requiresTwoFactorByDefault } from '@signal-desk/domain/two-factor';
import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { SERVER_ERROR_TYPE } from '../../../shared/forms/error-message';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { PATHS } from '../../../shared/paths';
import { PermissionPicker } from '../../../shared/permissions/permission-picker';
import { ButtonLink } from '../../../shared/ui/router-links';
import { showToast } from '../../../shared/ui/toast-queue';

interface RoleFormValues {
  name: string;
  permissions: Permission[];
  requireTwoFactor?: boolean;
}

interface RoleFormProps {
  role?: Role;
  save: UseMutationResult<Role, Error, RoleInput>;
  successMessage: string;
}

/** Name and permissions of a role (at least one); saving returns to the list. */
export function RoleForm({ role, save, successMessage }: RoleFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<RoleFormValues, unknown, RoleInput>({
    resolver: zodResolver(roleInputSchema),
    defaultValues: {
      name: role?.name ?? '',
      permissions: role?.permissions ?? [],
      requireTwoFactor: role?.requireTwoFactor ?? false,
    },
  });
  // A new role follows the default of its permissions until the setting is changed by hand.
  const permissions = useWatch({ control: form.control, name: 'permissions' });
  const [chosen, setChosen] = useState(role !== undefined);
  useEffect(() => {
    if (!chosen) form.setValue('requireTwoFactor', requiresTwoFactorByDefault(permissions));
  }, [chosen, permissions, form]);

  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        showToast(successMessage, 'success');
        void navigate({ to: PATHS.roles });
      },
      onError: (error) => {
        applyServerErrors(error, form);
        if (isApiError(error, 409)) {
          form.setError('name', { type: SERVER_ERROR_TYPE, message: t('roles.nameTaken') });
        }
        showToast(t('roles.saveFailed'), 'error');
      },
    }),
  );

  return (
    <Paper component="form" noValidate onSubmit={submit} sx={{ p: 3, display: 'grid', gap: 3 }}>
      <FormTextField
        control={form.control}
        name="name"
        label={t('roles.fields.name')}
        required
        sx={{ maxWidth: 480 }}
      />
      <PermissionPicker control={form.control} name="permissions" legend={t('roles.fields.permissions')} />
      <Controller
        control={form.control}
        name="requireTwoFactor"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                checked={field.value ?? false}
                onChange={(event) => {
                  setChosen(true);
                  field.onChange(event.target.checked);
                }}
              />
            }
            label={
              <>
                {t('roles.requireTwoFactor')}
                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                  {t('roles.requireTwoFactorHelp')}
                </Typography>
              </>
            }
          />
        )}
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('common.save')}
        </Button>
        <ButtonLink to={PATHS.roles}>{t('common.cancel')}</ButtonLink>
      </Box>
    </Paper>
  );
}
