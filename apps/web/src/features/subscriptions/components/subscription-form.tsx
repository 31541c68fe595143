import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { SUBSCRIPTION_TYPES } from '@signal-desk/domain/customers';
import {
  SUBSCRIPTION_MENU_APPS,
  type Subscription,
  type SubscriptionApp,
  type SubscriptionInput,
  subscriptionInputSchema,
} from '@signal-desk/domain/subscriptions';
import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formResolver, nullableText } from '../../../shared/forms/form-resolver';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerErrors, serverErrorSummary } from '../../../shared/forms/server-errors';
import { PATHS } from '../../../shared/paths';
import { ButtonLink } from '../../../shared/ui/router-links';
import { showToast } from '../../../shared/ui/toast-queue';

export interface SubscriptionFormValues {
  app: SubscriptionApp;
  productId: string;
  type: string;
  startDate: string;
  endDate: string;
  activationStatus: boolean;
}

export const subscriptionFormDefaults = (
  app: SubscriptionApp,
  from?: Subscription,
): SubscriptionFormValues =>
  from
    ? {
        app: from.app,
        productId: from.productId,
        type: from.type,
        startDate: from.startDate,
        endDate: from.endDate ?? '',
        activationStatus: from.activationStatus,
      }
    : {
        app,
        productId: '',
        type: 'monthly',
        startDate: new Date().toISOString().slice(0, 10),
        endDate: '',
        activationStatus: true,
      };

export const subscriptionInputOf = (values: SubscriptionFormValues) => ({
  ...values,
  endDate: nullableText(values.endDate),
});

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** Add or edit a subscription; saving returns to the list of its app (SPEC section 4). */
export function SubscriptionForm({
  defaults,
  save,
  editing,
}: {
  defaults: SubscriptionFormValues;
  save: UseMutationResult<Subscription, Error, SubscriptionInput>;
  editing: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<SubscriptionFormValues, unknown, SubscriptionInput>({
    resolver: formResolver(subscriptionInputSchema, subscriptionInputOf),
    defaultValues: defaults,
  });
  const { control } = form;
  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        showToast(
          t(editing ? 'customers.subscriptions.updated' : 'customers.subscriptions.created'),
          'success',
        );
        void navigate({ to: PATHS.subscriptions, search: { app: input.app } });
      },
      onError: (error) => {
        applyServerErrors(error, form);
        showToast(
          t('customers.subscriptions.saveFailed', { message: serverErrorSummary(t, error) }),
          'error',
        );
      },
    }),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3 }}>
      <Paper component="section" sx={{ p: 3, display: 'grid', gap: 2 }}>
        <Box sx={grid}>
          <FormTextField
            control={control}
            name="app"
            select
            required
            label={t('customers.subscriptions.fields.app')}
          >
            {SUBSCRIPTION_MENU_APPS.map((app) => (
              <MenuItem key={app} value={app}>
                {t(`apps.${app}`)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="type"
            select
            required
            label={t('customers.subscriptions.fields.type')}
          >
            {SUBSCRIPTION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`customers.types.${type}`)}
              </MenuItem>
            ))}
          </FormTextField>
        </Box>
        <FormTextField
          control={control}
          name="productId"
          required
          label={t('customers.subscriptions.fields.productId')}
          helperText={t('customers.subscriptions.productIdHelp')}
        />
        <Box sx={grid}>
          <FormTextField
            control={control}
            name="startDate"
            type="date"
            required
            label={t('customers.subscriptions.fields.startDate')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            control={control}
            name="endDate"
            type="date"
            label={t('customers.subscriptions.fields.endDate')}
            helperText={t('customers.subscriptions.endDateHelp')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <Controller
          control={control}
          name="activationStatus"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
              }
              label={t('customers.subscriptions.fields.activationStatus')}
            />
          )}
        />
      </Paper>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
        <ButtonLink to={PATHS.subscriptions} search={{ app: defaults.app }}>
          {t('common.cancel')}
        </ButtonLink>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Box>
    </Box>
  );
}
