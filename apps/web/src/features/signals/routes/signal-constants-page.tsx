import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { apiKeyTypesOf } from '@signal-desk/domain/admin';
import {
  APP_INFO,
  APPS,
  type App,
  DEFAULT_APP,
  QUOTE_PROVIDERS,
  type SignalType,
} from '@signal-desk/domain/apps';
import { canAccessApp } from '@signal-desk/domain/permissions';
import {
  ASSET_TYPES,
  CHART_PERIODS,
  createSignalInputSchema,
  ORDER_TYPES,
  RISK_LEVELS,
  TRADE_TYPES,
} from '@signal-desk/domain/signal';
import { quoteProviderOfSignalType } from '@signal-desk/domain/signal-markets';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormOptionalSelect } from '../../../shared/forms/form-optional-select';
import { formResolver } from '../../../shared/forms/form-resolver';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { useSignedInUser } from '../../../shared/session/session-store';
import { SelectFilter } from '../../../shared/ui/list-page/list-toolbar';
import { PageHeader } from '../../../shared/ui/page-header';
import { showToast } from '../../../shared/ui/toast-queue';
import { type SignalSettings, useSignalSettings } from '../api/get-signal-settings';
import { useSaveSignalSettings } from '../api/save-signal-settings';
import {
  CONSTANT_FIELDS,
  type ConstantField,
  constantsOf,
  constantValuesOf,
  createBodyOf,
  type SignalFormValues,
  signalFormDefaults,
} from '../components/signal-form/signal-form-values';

const route = getRouteApi('/shell/signal-creation/constants');

type ConstantValues = Pick<SignalFormValues, ConstantField>;

const constantsSchema = createSignalInputSchema.pick({
  orderType: true,
  activationMargin: true,
  leverage: true,
  accountBalance: true,
  riskPercentage: true,
  riskLevel: true,
  sentiment: true,
  timeframe: true,
  strategy: true,
  tradeType: true,
  assetType: true,
  disclaimer: true,
  mutePush: true,
});

/** The name of the quote provider that prices a signal type (OANDA, synthetic, crypto). */
function providerName(type: SignalType) {
  const code = quoteProviderOfSignalType(type);
  return (
    (Object.keys(QUOTE_PROVIDERS) as (keyof typeof QUOTE_PROVIDERS)[]).find(
      (name) => QUOTE_PROVIDERS[name] === code,
    ) ?? 'oanda'
  );
}

function blankConstants(app: App, signalType: SignalType): ConstantValues {
  const blank = signalFormDefaults({ app, signalType, disclaimer: null });
  return Object.fromEntries(CONSTANT_FIELDS.map((field) => [field, blank[field]])) as ConstantValues;
}

/** The checked body of the defaults, as the form would send them (leverage kept: it is a default). */
function toInput(app: App, signalType: SignalType) {
  return (values: ConstantValues) => {
    const full = {
      ...signalFormDefaults({ app, signalType, disclaimer: null }),
      ...values,
      exchangeType: 'futures' as const,
    };
    const body: Record<string, unknown> = { ...createBodyOf(full), orderType: values.orderType };
    // Only the defaults: the schema is strict, and the rest of a new idea's body (pair, levels...) is
    // not a default (it was refused as a whole, on no field, so Save sent nothing).
    return Object.fromEntries(Object.keys(constantsSchema.shape).map((field) => [field, body[field]]));
  };
}

function ConstantsForm({
  app,
  signalType,
  saved,
}: {
  app: App;
  signalType: SignalType;
  saved: SignalSettings;
}) {
  const { t } = useTranslation();
  const key = `${app}-${quoteProviderOfSignalType(signalType)}`;
  const save = useSaveSignalSettings();
  const form = useForm<ConstantValues, unknown, unknown>({
    resolver: formResolver(constantsSchema, toInput(app, signalType)),
    defaultValues: { ...blankConstants(app, signalType), ...constantValuesOf(saved) },
  });
  const { control } = form;

  const submit = form.handleSubmit(() =>
    save.mutate(
      { key, settings: constantsOf(form.getValues()) },
      {
        onSuccess: () => {
          form.reset(form.getValues());
          showToast(t('signalForm.constants.saved'), 'success');
        },
        onError: (error) => {
          applyServerErrors(error, form);
          showToast(t('signalForm.constants.saveFailed', { message: error.message }), 'error');
        },
      },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3 }}>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
      >
        <FormTextField control={control} name="orderType" select label={t('signalForm.fields.orderType')}>
          {ORDER_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`signals.orderTypes.${type}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="activationMargin"
          label={t('signalForm.fields.activationMargin')}
        />
        {signalType === 'crypto' && (
          <FormTextField
            control={control}
            name="leverage"
            label={t('signalForm.fields.leverage')}
            helperText={t('signalForm.leverageHelp')}
          />
        )}
        <FormTextField
          control={control}
          name="accountBalance"
          label={t('signalForm.fields.accountBalance')}
        />
        <FormTextField
          control={control}
          name="riskPercentage"
          label={t('signalForm.fields.riskPercentage')}
        />
        <FormOptionalSelect
          control={control}
          name="riskLevel"
          label={t('signalForm.fields.riskLevel')}
          options={RISK_LEVELS}
          optionLabel={(level) => t(`signalForm.riskLevels.${level}`)}
        />
        <FormTextField
          control={control}
          name="sentiment"
          label={t('signalForm.fields.sentiment')}
          helperText={t('signalForm.sentimentHelp')}
        />
        <FormOptionalSelect
          control={control}
          name="timeframe"
          label={t('signalForm.fields.timeframe')}
          options={CHART_PERIODS}
        />
        <FormOptionalSelect
          control={control}
          name="tradeType"
          label={t('signalForm.fields.tradeType')}
          options={TRADE_TYPES}
        />
        <FormTextField control={control} name="strategy" label={t('signalForm.fields.strategy')} />
        {signalType === 'crypto' && (
          <FormOptionalSelect
            control={control}
            name="assetType"
            label={t('signalForm.fields.assetType')}
            options={ASSET_TYPES}
          />
        )}
      </Box>
      <FormTextField
        control={control}
        name="disclaimer"
        multiline
        minRows={2}
        label={t('signalForm.fields.disclaimer')}
      />
      <Controller
        control={control}
        name="mutePush"
        render={({ field }) => (
          <FormControlLabel
            label={t('signalForm.fields.mutePush')}
            control={
              <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            }
          />
        )}
      />
      <Box>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Box>
    </Box>
  );
}

/** `/signal-creation/constants?app=`: the admin's own defaults of the form, per app and quote provider. */
export function SignalConstantsPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const navigate = route.useNavigate();
  const search = route.useSearch();
  const subject = { permissions: user.effectivePermissions, apiKeyTypes: apiKeyTypesOf(user) };
  const apps = APPS.filter((app) => canAccessApp(subject, app));
  const app = search.app && apps.includes(search.app) ? search.app : (apps[0] ?? DEFAULT_APP);
  const [chosenType, setSignalType] = useState<SignalType | undefined>(undefined);
  const signalTypes = APP_INFO[app].signalTypes;
  const signalType =
    chosenType && signalTypes.includes(chosenType) ? chosenType : (signalTypes[0] ?? 'forex');
  const key = `${app}-${quoteProviderOfSignalType(signalType)}`;
  const saved = useSignalSettings(key);

  return (
    <>
      <PageHeader title={t('signalForm.constants.title')} />
      <Paper sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3 }}>
        <Typography variant="body2" color="text.secondary">
          {t('signalForm.constants.intro')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <SelectFilter
            label={t('signalForm.fields.app')}
            value={app}
            options={apps}
            labelOf={(option) => t(`apps.${option}`)}
            onChange={(next) => void navigate({ search: { app: next }, replace: true })}
          />
          <SelectFilter
            label={t('signalForm.constants.quoteProvider')}
            value={signalType}
            options={signalTypes}
            labelOf={(type) =>
              t('signalForm.constants.providerOf', {
                type: t(`signals.signalTypes.${type}`),
                provider: t(`quoteProviders.${providerName(type)}`),
              })
            }
            onChange={setSignalType}
          />
        </Box>
        {saved.isPending && <CircularProgress size={24} aria-label={t('common.loading')} />}
        {saved.isError && (
          <Typography color="error">{t('list.loadFailed', { message: saved.error.message })}</Typography>
        )}
        {saved.data && <ConstantsForm key={key} app={app} signalType={signalType} saved={saved.data} />}
      </Paper>
    </>
  );
}
