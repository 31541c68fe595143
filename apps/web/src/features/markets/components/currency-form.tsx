import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  CURRENCY_TYPES,
  type Currency,
  type CurrencyInput,
  currencyInputSchema,
} from '@signal-desk/domain/markets';
import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ChangeEvent, useId } from 'react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { SERVER_ERROR_TYPE } from '../../../shared/forms/error-message';
import { formResolver } from '../../../shared/forms/form-resolver';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerErrors, serverErrorSummary } from '../../../shared/forms/server-errors';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { PATHS } from '../../../shared/paths';
import { ButtonLink } from '../../../shared/ui/router-links';
import { showToast } from '../../../shared/ui/toast-queue';
import { uploadFile } from '../../../shared/uploads/upload-file';
import { useCryptoCoins } from '../api/search-crypto-coins';
import { CurrencyAvatar } from './currency-avatar';
import {
  CURRENCY_NUMBER_FIELDS,
  type CurrencyFormValues,
  currencyFormDefaults,
  currencyInputOf,
} from './currency-form-values';

const fieldGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const ICON_TYPES = 'image/png,image/jpeg';

interface CurrencyFormProps {
  /** The currency being edited; absent on add. */
  currency?: Currency;
  save: UseMutationResult<Currency, Error, CurrencyInput>;
  successMessage: string;
}

/** Every field of a currency (SPEC section 3), its icon as a URL or an uploaded image; saving returns to the list. */
export function CurrencyForm({ currency, save, successMessage }: CurrencyFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<CurrencyFormValues, unknown, CurrencyInput>({
    resolver: formResolver(currencyInputSchema, currencyInputOf, CURRENCY_NUMBER_FIELDS),
    defaultValues: currencyFormDefaults(currency),
  });
  const { control } = form;

  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        showToast(successMessage, 'success');
        void navigate({ to: PATHS.currencies });
      },
      onError: (error) => {
        applyServerErrors(error, form);
        showToast(t('currencies.saveFailed', { message: serverErrorSummary(t, error) }), 'error');
      },
    }),
  );

  return (
    <Paper component="form" noValidate onSubmit={submit} sx={{ p: 3, display: 'grid', gap: 3 }}>
      <Box sx={fieldGrid}>
        <FormTextField control={control} name="fullName" label={t('currencies.fields.fullName')} required />
        <ShortNameField form={form} />
        <FormTextField control={control} name="type" select label={t('currencies.fields.type')} required>
          {CURRENCY_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`currencies.types.${type}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="symbolId"
          label={t('currencies.fields.symbolId')}
          helperText={t('currencies.hints.symbolId')}
        />
        <FormTextField control={control} name="tag" label={t('currencies.fields.tag')} />
        <FormTextField
          control={control}
          name="multiplier"
          label={t('currencies.fields.multiplier')}
          helperText={t('currencies.hints.multiplier')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormTextField
          control={control}
          name="currency"
          label={t('currencies.fields.currency')}
          helperText={t('currencies.hints.currency')}
        />
        <FormTextField
          control={control}
          name="exchange"
          label={t('currencies.fields.exchange')}
          helperText={t('currencies.hints.exchange')}
        />
        <FormTextField
          control={control}
          name="expiryDate"
          type="date"
          label={t('currencies.fields.expiryDate')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <IconField form={form} />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('common.save')}
        </Button>
        <ButtonLink to={PATHS.currencies}>{t('common.cancel')}</ButtonLink>
      </Box>
    </Paper>
  );
}

type Form = UseFormReturn<CurrencyFormValues, unknown, CurrencyInput>;

/** The short name; for a crypto coin, which exchanges list it (no live price on none). */
function ShortNameField({ form }: { form: Form }) {
  const { t } = useTranslation();
  const [type, shortName] = useWatch({ control: form.control, name: ['type', 'shortName'] });
  const code = useDebouncedValue(shortName.trim().toUpperCase());
  const coins = useCryptoCoins(type === 'crypto' ? code : '');
  let hint = t('currencies.hints.shortName');
  if (type === 'crypto' && code.length >= 2 && coins.data) {
    const coin = coins.data.find((found) => found.symbol.toUpperCase() === code);
    hint = coin
      ? t('currencies.hints.listedOn', { exchanges: coin.exchanges.join(', ') })
      : t('currencies.hints.notListed');
  }
  return (
    <FormTextField
      control={form.control}
      name="shortName"
      label={t('currencies.fields.shortName')}
      required
      helperText={hint}
    />
  );
}

/** The icon as a URL or a data URI, with a preview and an upload that turns an image into a data URI. */
function IconField({ form }: { form: Form }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [icon, shortName] = useWatch({ control: form.control, name: ['icon', 'shortName'] });

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Stored through POST /common/upload (type checked from its bytes there); the icon is its URL.
    uploadFile(file, 'currencies').then(
      (stored) => form.setValue('icon', stored.url, { shouldDirty: true, shouldValidate: true }),
      (error) => form.setError('icon', { type: SERVER_ERROR_TYPE, message: apiErrorText(t, error) }),
    );
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
        {t('currencies.fields.icon')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <Box sx={{ pt: 0.5 }} title={t('currencies.iconPreview')}>
          <CurrencyAvatar icon={icon.trim() || null} code={shortName.trim() || '?'} size={56} />
        </Box>
        <FormTextField
          control={form.control}
          name="icon"
          label={t('currencies.fields.iconUrl')}
          helperText={t('currencies.hints.icon')}
          multiline
          maxRows={3}
          sx={{ '& textarea': { wordBreak: 'break-all' } }}
        />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexShrink: 0 }}>
          <Button component="label" htmlFor={inputId} variant="outlined">
            {t('currencies.uploadIcon')}
            <input id={inputId} type="file" accept={ICON_TYPES} hidden onChange={upload} />
          </Button>
          <Button
            onClick={() => form.setValue('icon', '', { shouldDirty: true, shouldValidate: true })}
            disabled={icon === ''}
          >
            {t('currencies.removeIcon')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
