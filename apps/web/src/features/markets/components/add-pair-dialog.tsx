import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { QUOTE_PROVIDERS, type QuoteProviderCode } from '@signal-desk/domain/apps';
import {
  type Currency,
  type CurrencyPairInput,
  currencyPairInputSchema,
  EXCHANGE_TYPES,
  type ExchangeType,
} from '@signal-desk/domain/markets';
import { type ReactNode, useId } from 'react';
import { type FieldPath, useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { apiErrorText, fieldErrorText } from '../../../shared/api/error-reasons';
import { errorText, SERVER_ERROR_TYPE } from '../../../shared/forms/error-message';
import { formResolver } from '../../../shared/forms/form-resolver';
import { showToast } from '../../../shared/ui/toast-queue';
import { useCreatePair } from '../api/create-pair';
import { useCurrencyOptions } from '../api/list-currency-options';
import { useQuoteProviders } from '../api/list-quote-providers';
import { useMarketType } from '../api/market-type';
import { useCryptoExchanges } from '../api/search-crypto-exchange';
import { CurrencyAvatar } from './currency-avatar';
import { pairName, providerKey, sideTypesOf } from './pair-labels';

interface PairFormValues {
  quoteProvider: QuoteProviderCode;
  base: string;
  quote: string;
  exchangeType: ExchangeType;
  exchange: string;
}

const PROVIDER_CODES = Object.values(QUOTE_PROVIDERS);
const DEFAULT_QUOTE: Record<QuoteProviderCode, string> = { 1: 'USD', 2: 'USD', [-1]: 'USDT' };
const FORM_FIELDS: readonly string[] = ['quoteProvider', 'base', 'quote', 'exchangeType', 'exchange'];

function pairInputOf(values: PairFormValues) {
  const crypto = values.quoteProvider === QUOTE_PROVIDERS.crypto;
  return {
    base: values.base,
    quote: values.quote,
    quoteProvider: values.quoteProvider,
    exchange: crypto && values.exchange ? values.exchange : null,
    exchangeType: crypto ? values.exchangeType : null,
  };
}

/**
 * Adds a pair or stock: the provider, then base and quote among the currencies of the types it quotes;
 * for crypto the market (spot or futures) and an exchange that lists the pair on that market.
 */
export function AddPairDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const createPair = useCreatePair();
  const providers = useQuoteProviders();
  const form = useForm<PairFormValues, unknown, CurrencyPairInput>({
    resolver: formResolver(currencyPairInputSchema, pairInputOf),
    defaultValues: {
      quoteProvider: QUOTE_PROVIDERS.oanda,
      base: '',
      quote: 'USD',
      exchangeType: 'spot',
      exchange: '',
    },
  });
  const { control } = form;
  const [provider, base, quote, exchangeType] = useWatch({
    control,
    name: ['quoteProvider', 'base', 'quote', 'exchangeType'],
  });
  const crypto = provider === QUOTE_PROVIDERS.crypto;
  const sides = sideTypesOf(provider);
  const baseOptions = useCurrencyOptions(sides.base);
  const quoteOptions = useCurrencyOptions(sides.quote);

  const changeProvider = (next: QuoteProviderCode) => {
    form.reset({
      quoteProvider: next,
      base: '',
      quote: DEFAULT_QUOTE[next],
      exchangeType: 'spot',
      exchange: '',
    });
  };

  const submit = form.handleSubmit((input) =>
    createPair.mutate(input, {
      onSuccess: (pair) => {
        showToast(t('pairs.created', { name: pairName(pair) }), 'success');
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const field of error.fields) {
            const name = FORM_FIELDS.includes(field.path) ? field.path : 'base';
            form.setError(name as FieldPath<PairFormValues>, {
              type: SERVER_ERROR_TYPE,
              message: fieldErrorText(t, field),
            });
          }
        }
        showToast(t('pairs.submitFailed', { message: apiErrorText(t, error) }), 'error');
      },
    }),
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('pairs.addTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          <SelectField
            form={form}
            name="quoteProvider"
            label={t('pairs.fields.provider')}
            onChange={(value) => changeProvider(Number(value) as QuoteProviderCode)}
          >
            {PROVIDER_CODES.map((code) => {
              const info = providers.data?.find((found) => found.code === code);
              return (
                <MenuItem key={code} value={code}>
                  {t(`quoteProviders.${providerKey(code)}`)}
                  {info?.simulated && (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t('live.simulated')}
                      sx={{ ml: 1, height: 20 }}
                    />
                  )}
                </MenuItem>
              );
            })}
          </SelectField>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <CurrencySelect
              form={form}
              name="base"
              label={crypto ? t('pairs.fields.baseCoin') : t('pairs.fields.base')}
              options={baseOptions.data}
              loading={baseOptions.isPending}
            />
            <CurrencySelect
              form={form}
              name="quote"
              label={t('pairs.fields.quote')}
              options={quoteOptions.data}
              loading={quoteOptions.isPending}
            />
          </Box>
          {crypto && <CryptoMarketFields form={form} base={base} quote={quote} exchangeType={exchangeType} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={createPair.isPending}>
            {t('pairs.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

type PairForm = ReturnType<typeof useForm<PairFormValues, unknown, CurrencyPairInput>>;

function CurrencySelect({
  form,
  name,
  label,
  options,
  loading,
}: {
  form: PairForm;
  name: 'base' | 'quote';
  label: string;
  options: Currency[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const value = useWatch({ control: form.control, name });
  // A value the options do not (yet) hold would make the select complain: show it blank until they do.
  const known = options?.some((currency) => currency.shortName === value) ?? false;
  return (
    <SelectField
      form={form}
      name={name}
      label={label}
      shown={known ? value : ''}
      helperText={loading ? t('common.loading') : undefined}
    >
      {(options ?? []).map((currency) => (
        <MenuItem key={currency._id} value={currency.shortName}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <CurrencyAvatar icon={currency.icon} code={currency.shortName} size={24} />
            <span>
              {currency.shortName} — {currency.fullName}
            </span>
          </Box>
        </MenuItem>
      ))}
    </SelectField>
  );
}

/** Spot or futures, and an exchange: only those listing the pair, those without the market disabled. */
function CryptoMarketFields({
  form,
  base,
  quote,
  exchangeType,
}: {
  form: PairForm;
  base: string;
  quote: string;
  exchangeType: ExchangeType;
}) {
  const { t } = useTranslation();
  const listing = useCryptoExchanges(base, quote);
  const exchanges = listing.data ?? [];
  const availability = useMarketType({ base, quote, exchanges, type: exchangeType });
  const available = new Map((availability.data ?? []).map((entry) => [entry.exchange, entry.available]));
  const exchange = useWatch({ control: form.control, name: 'exchange' });
  const known = exchanges.includes(exchange);

  return (
    <>
      <SelectField
        form={form}
        name="exchangeType"
        label={t('pairs.fields.exchangeType')}
        onChange={(value) => {
          form.setValue('exchangeType', value as ExchangeType);
          form.setValue('exchange', '');
        }}
      >
        {EXCHANGE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`pairs.exchangeTypes.${type}`)}
          </MenuItem>
        ))}
      </SelectField>
      <SelectField
        form={form}
        name="exchange"
        disabled={exchanges.length === 0}
        label={t('pairs.fields.exchange')}
        shown={known ? exchange : ''}
        helperText={
          base && quote
            ? listing.isFetching || availability.isFetching
              ? t('common.loading')
              : t('pairs.exchangesListing', { count: exchanges.length })
            : t('pairs.chooseCoinsFirst')
        }
      >
        {exchanges.map((name) => {
          const open = available.get(name) ?? true;
          return (
            <MenuItem key={name} value={name} disabled={!open}>
              {open
                ? name
                : t('pairs.noMarketOn', { exchange: name, type: t(`pairs.exchangeTypes.${exchangeType}`) })}
            </MenuItem>
          );
        })}
      </SelectField>
      {listing.isFetching && <CircularProgress size={20} aria-label={t('common.loading')} />}
      {base && quote && listing.isSuccess && exchanges.length === 0 && (
        <Alert severity="warning">{t('reasons.unsupported_by_exchanges')}</Alert>
      )}
      {listing.isError && <Alert severity="error">{apiErrorText(t, listing.error)}</Alert>}
    </>
  );
}

/** A required select bound to a field of the pair form; `shown` overrides the value displayed. */
function SelectField({
  form,
  name,
  label,
  shown,
  onChange,
  helperText,
  disabled,
  children,
}: {
  form: PairForm;
  name: keyof PairFormValues;
  label: string;
  shown?: string | number;
  onChange?: (value: string) => void;
  helperText?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <TextField
      select
      required
      fullWidth
      disabled={disabled}
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={shown ?? field.value}
      onChange={(event) => (onChange ? onChange(event.target.value) : field.onChange(event.target.value))}
      onBlur={field.onBlur}
      error={fieldState.error !== undefined}
      helperText={errorText(t, fieldState.error) ?? helperText}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      {children}
    </TextField>
  );
}
