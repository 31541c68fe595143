import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { decimalSchema } from '@signal-desk/domain/numbers';
import { pipsBetween } from '@signal-desk/domain/pips';
import { ORDER_TYPES } from '@signal-desk/domain/signal';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../../shared/api/error-reasons';
import { errorText } from '../../../../shared/forms/error-message';
import { FormTextField } from '../../../../shared/forms/form-text-field';
import { formatPrice } from '../../../../shared/i18n/format';
import { formatDecimal } from '../../../../shared/numbers/locale-numbers';
import { AddIcon, DeleteIcon } from '../../../../shared/ui/icons';
import { useValidateContracts } from '../../api/validate-contracts';
import { PositionCalculator } from './position-calculator';
import { fieldGrid, type SignalFormEnv } from './signal-form-env';
import {
  formDecimal,
  isPendingOrder,
  readDecimal,
  type SignalFormValues,
  takesLivePrice,
} from './signal-form-values';
import { LiveLine } from './step-market';

const MAX_TAKE_PROFITS = 10;

const decimalOf = (value: string) => {
  const parsed = decimalSchema.safeParse(readDecimal(value) ?? '');
  return parsed.success ? parsed.data : null;
};

/** Step 3: order type, side, entry, stop loss, take profits, activation and expiry, size and the calculator. */
export function StepOrder({ env }: { env: SignalFormEnv }) {
  const { t, i18n } = useTranslation();
  const { control, setValue, getValues, formState } = useFormContext<SignalFormValues>();
  const values = useWatch({ control });
  const editing = env.mode === 'edit';
  const orderType = values.orderType ?? 'limit';
  const side = values.side ?? 'buy';
  const takeProfits = values.takeProfits ?? [];
  const livePriced = takesLivePrice({ orderType, fixedEntry: values.fixedEntry ?? false }) && !editing;
  const entry = livePriced ? env.openingPrice : decimalOf(values.entry ?? '');
  const contracts = useValidateContracts();

  /** The distance of a level from the entry, in the pair's unit, signed from the trade's side. */
  const distance = (level: string | undefined) => {
    const price = decimalOf(level ?? '');
    if (!entry || !price || !env.multiplier) return undefined;
    const pips = pipsBetween(side, entry, price, env.multiplier);
    return t(`signals.units.${env.unit}`, { value: formatDecimal(pips, i18n.language) });
  };
  const stopLossPips = (() => {
    const stop = decimalOf(values.stopLoss ?? '');
    if (!entry || !stop || !env.multiplier) return null;
    const pips = pipsBetween(side, stop, entry, env.multiplier);
    return Number(pips) > 0 ? pips : null;
  })();

  const setTakeProfits = (prices: string[], messages: string[]) => {
    setValue('takeProfits', prices, { shouldDirty: true });
    setValue('automatedMessages', messages, { shouldDirty: true });
  };
  const addTakeProfit = () => {
    const { takeProfits: prices, automatedMessages: messages } = getValues();
    setTakeProfits([...prices, ''], [...messages, '']);
  };
  const removeTakeProfit = (index: number) => {
    const { takeProfits: prices, automatedMessages: messages } = getValues();
    setTakeProfits(
      prices.filter((_p, i) => i !== index),
      messages.filter((_m, i) => i !== index),
    );
  };
  const listError = formState.errors.takeProfits?.message ?? formState.errors.takeProfits?.root?.message;

  const futures = env.pair?.exchangeType === 'futures' || env.signal?.exchangeType === 'futures';
  const checkContracts = () => {
    const pair = env.pair;
    const amount = Number(getValues('volume'));
    if (!pair?.exchange || !(amount > 0)) return;
    contracts.mutate({ exchange: pair.exchange, base: pair.base, quote: pair.quote, amount });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={fieldGrid}>
        <FormTextField
          control={control}
          name="orderType"
          select
          required
          disabled={editing}
          label={t('signalForm.fields.orderType')}
        >
          {ORDER_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`signals.orderTypes.${type}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <Controller
          control={control}
          name="side"
          render={({ field }) => (
            <Box>
              <Typography id="side-label" variant="caption" color="text.secondary" component="p">
                {t('signalForm.fields.side')}
              </Typography>
              <ToggleButtonGroup
                exclusive
                color={field.value === 'buy' ? 'success' : 'error'}
                aria-labelledby="side-label"
                value={field.value}
                disabled={editing}
                onChange={(_event, value: 'buy' | 'sell' | null) => value && field.onChange(value)}
              >
                <ToggleButton value="buy" sx={{ px: 3 }}>
                  {t('signals.sides.buy')}
                </ToggleButton>
                <ToggleButton value="sell" sx={{ px: 3 }}>
                  {t('signals.sides.sell')}
                </ToggleButton>
              </ToggleButtonGroup>
            </Box>
          )}
        />
        {orderType === 'market' && !editing && (
          <Controller
            control={control}
            name="fixedEntry"
            render={({ field }) => (
              <FormControlLabel
                label={t('signalForm.fields.fixedEntry')}
                control={
                  <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
                }
              />
            )}
          />
        )}
      </Box>
      <LiveLine env={env} />
      {livePriced && env.live?.status !== 'live' && (
        <Alert severity="warning">{t('signalForm.marketNeedsPrice')}</Alert>
      )}
      <Box sx={fieldGrid}>
        {livePriced ? (
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('signalForm.fields.entry')}
            </Typography>
            <Typography>
              {env.openingPrice && env.pair
                ? t('signalForm.entryAtLive', { price: formatPrice(env.openingPrice, env.pair) })
                : '—'}
            </Typography>
          </Box>
        ) : (
          <FormTextField
            control={control}
            name="entry"
            required
            disabled={!env.may('entry')}
            label={t('signalForm.fields.entry')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        )}
        <FormTextField
          control={control}
          name="stopLoss"
          required
          disabled={!env.may('stopLoss')}
          label={t('signalForm.fields.stopLoss')}
          helperText={distance(values.stopLoss)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('signalForm.fields.takeProfits')}
        </Typography>
        {takeProfits.map((_tp, index) => {
          const hit = Boolean(env.signal?.takeProfits[index]?.hitAt);
          const number = index + 1;
          return (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: take profits are positions (TP1, TP2, ...).
              key={index}
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1.4fr auto' },
                alignItems: 'start',
              }}
            >
              <FormTextField
                control={control}
                name={`takeProfits.${index}`}
                required
                disabled={!env.may('takeProfits') || hit}
                label={t('signalForm.takeProfit', { number })}
                helperText={hit ? t('signalForm.takeProfitHit') : distance(takeProfits[index])}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <FormTextField
                control={control}
                name={`automatedMessages.${index}`}
                label={t('signalForm.automatedMessage', { number })}
                disabled={!env.may('automatedMessages')}
                sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
              />
              <IconButton
                aria-label={t('signalForm.removeTakeProfit', { number })}
                onClick={() => removeTakeProfit(index)}
                disabled={takeProfits.length <= 1 || hit || !env.may('takeProfits')}
                sx={{ mt: 1 }}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          );
        })}
        {listError && (
          <FormHelperText error>{errorText(t, { message: listError, type: 'validate' })}</FormHelperText>
        )}
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={addTakeProfit}
            disabled={takeProfits.length >= MAX_TAKE_PROFITS || !env.may('takeProfits')}
          >
            {t('signalForm.addTakeProfit')}
          </Button>
        </Box>
      </Box>
      {isPendingOrder(orderType) && (
        <Box sx={fieldGrid}>
          <FormTextField
            control={control}
            name="activationMargin"
            disabled={!env.may('activationMargin')}
            label={t('signalForm.fields.activationMargin')}
            helperText={t('signalForm.activationMarginHelp')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <FormTextField
            control={control}
            name="expiresAt"
            type="datetime-local"
            disabled={!env.may('expiresAt')}
            label={t('signalForm.fields.expiresAt')}
            helperText={t('signalForm.expiresAtHelp')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
      )}
      <Box sx={fieldGrid}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <FormTextField
            control={control}
            name="volume"
            disabled={!env.may('volume')}
            label={t('signalForm.fields.volume')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          {futures && !editing && (
            <Box>
              <Button size="small" variant="outlined" onClick={checkContracts} loading={contracts.isPending}>
                {t('signalForm.checkContracts')}
              </Button>
              {contracts.data && (
                <Typography variant="body2" sx={{ mt: 1 }} role="status">
                  {t('signalForm.contracts', {
                    contracts: contracts.data.contracts,
                    size: contracts.data.contractSize,
                    amount: contracts.data.amount,
                  })}
                </Typography>
              )}
              {contracts.isError && (
                <Typography variant="body2" color="error" sx={{ mt: 1 }} role="alert">
                  {apiErrorText(t, contracts.error)}
                </Typography>
              )}
            </Box>
          )}
        </Box>
        <PositionCalculator
          stopLossPips={stopLossPips}
          unit={env.unit}
          multiplier={env.multiplier}
          balance={values.accountBalance ?? ''}
          balanceField={
            <FormTextField
              control={control}
              name="accountBalance"
              size="small"
              disabled={!env.may('accountBalance')}
              label={t('signalForm.fields.accountBalance')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          }
          initialRisk={getValues('riskPercentage')}
          onApply={(result) => {
            setValue('riskPercentage', formDecimal(result.riskPercent), { shouldDirty: true });
            setValue('volume', formDecimal(result.positionSize), { shouldDirty: true });
            setValue('risk', formDecimal(result.riskAmount), { shouldDirty: true });
          }}
        />
      </Box>
    </Box>
  );
}
