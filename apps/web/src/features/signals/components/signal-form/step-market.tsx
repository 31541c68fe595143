import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EXCHANGE_TYPES, type ExchangeType } from '@signal-desk/domain/markets';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../shared/forms/error-message';
import { FormTextField } from '../../../../shared/forms/form-text-field';
import { LivePriceView } from '../../../../shared/live/live-price-view';
import { fieldGrid, type SignalFormEnv } from './signal-form-env';
import type { SignalFormValues } from './signal-form-values';

/** Step 2: the pair of the right kind; for crypto first spot or futures and the exchange; leverage for futures. */
export function StepMarket({ env }: { env: SignalFormEnv }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<SignalFormValues>();
  const pairField = useController({ control, name: 'pair' });
  const [signalType, exchangeType, exchange] = useWatch({
    control,
    name: ['signalType', 'exchangeType', 'exchange'],
  });
  const editing = env.mode === 'edit';
  const crypto = signalType === 'crypto';
  const ofType = env.pairs.filter((pair) => !crypto || !exchangeType || pair.exchangeType === exchangeType);
  const exchanges = [
    ...new Set(ofType.map((pair) => pair.exchange).filter((name): name is string => Boolean(name))),
  ].sort();
  const choices = crypto && exchange ? ofType.filter((pair) => pair.exchange === exchange) : ofType;
  const pairLabel = (pair: (typeof choices)[number]) =>
    crypto
      ? `${pair.base}/${pair.quote} · ${pair.exchange} (${t(`signalForm.exchangeTypes.${pair.exchangeType ?? 'spot'}`)})`
      : `${pair.base}/${pair.quote}`;

  if (editing && env.signal) {
    const { signal } = env;
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box sx={fieldGrid}>
          <TextField label={t('signalForm.fields.pair')} value={signal.currencyPair} disabled fullWidth />
          {signal.exchange && (
            <TextField label={t('signalForm.fields.exchange')} value={signal.exchange} disabled fullWidth />
          )}
          {signal.exchangeType === 'futures' && (
            <FormTextField
              control={control}
              name="leverage"
              label={t('signalForm.fields.leverage')}
              disabled={!env.may('leverage')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          )}
        </Box>
        <LiveLine env={env} />
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {env.pairsError && (
        <Alert severity="error">{t('signalForm.pairsFailed', { message: env.pairsError })}</Alert>
      )}
      <Box sx={fieldGrid}>
        {crypto && (
          <TextField
            select
            fullWidth
            label={t('signalForm.fields.exchangeType')}
            value={exchangeType}
            onChange={(event) => {
              setValue('exchangeType', event.target.value as ExchangeType | '', { shouldDirty: true });
              setValue('exchange', '');
              setValue('pair', '');
            }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('signalForm.anyExchangeType')}</MenuItem>
            {EXCHANGE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`signalForm.exchangeTypes.${type}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {crypto && (
          <TextField
            select
            fullWidth
            label={t('signalForm.fields.exchange')}
            value={exchange}
            onChange={(event) => {
              setValue('exchange', event.target.value, { shouldDirty: true });
              setValue('pair', '');
            }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('signalForm.anyExchange')}</MenuItem>
            {exchanges.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Autocomplete
          // By symbol (base, quote, exchange, market), as the server lists them for the pairs page too.
          options={choices}
          value={choices.find((pair) => pair._id === pairField.field.value) ?? null}
          getOptionLabel={pairLabel}
          isOptionEqualToValue={(option, value) => option._id === value._id}
          onBlur={pairField.field.onBlur}
          onChange={(_event, chosen) => {
            pairField.field.onChange(chosen?._id ?? '');
            if (crypto && chosen) {
              setValue('exchange', chosen.exchange ?? '');
              setValue('exchangeType', chosen.exchangeType ?? '');
            }
          }}
          // Typing filters the list: "eur", "usd", "binance" all narrow it.
          renderInput={(params) => (
            <TextField
              {...params}
              required
              label={t('signalForm.fields.pair')}
              name={pairField.field.name}
              inputRef={pairField.field.ref}
              error={pairField.fieldState.error !== undefined}
              helperText={errorText(t, pairField.fieldState.error)}
            />
          )}
        />
        {env.pair?.exchangeType === 'futures' && (
          <FormTextField
            control={control}
            name="leverage"
            label={t('signalForm.fields.leverage')}
            helperText={t('signalForm.leverageHelp')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        )}
      </Box>
      <LiveLine env={env} />
    </Box>
  );
}

/** The pair's live price, or why there is none. */
export function LiveLine({ env }: { env: SignalFormEnv }) {
  const { t } = useTranslation();
  const pair = env.pair ?? env.signal;
  if (!pair) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {t('signalForm.livePrice')}
      </Typography>
      <LivePriceView price={env.live} pair={pair} showBidAsk />
    </Box>
  );
}
