import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { calculatePosition, calculatorInputSchema } from '@signal-desk/domain/calculator';
import { dec, text } from '@signal-desk/domain/decimal';
import { isValidationCode } from '@signal-desk/domain/messages';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../../../shared/numbers/locale-numbers';
import { readDecimal } from './signal-form-values';

interface PositionCalculatorProps {
  /** Stop-loss distance in pips or points; null until entry and stop loss are known. */
  stopLossPips: string | null;
  unit: 'pips' | 'points';
  /** Pips or points per unit of price of the pair. */
  multiplier: string | null;
  /** The account balance as typed in its input (the idea's own field, rendered by the caller). */
  balance: string;
  balanceField: ReactNode;
  initialRisk: string;
  onApply: (result: { riskPercent: string; positionSize: string; riskAmount: string }) => void;
}

const codeOf = (message: string | undefined) => (message && isValidationCode(message) ? message : 'invalid');

/** The position-size and risk calculator (SPEC sections 3 and 5): balance at most 10,000, risk at most 20 %. */
export function PositionCalculator({
  stopLossPips,
  unit,
  multiplier,
  balance,
  balanceField,
  initialRisk,
  onApply,
}: PositionCalculatorProps) {
  const { t, i18n } = useTranslation();
  const [risk, setRisk] = useState(initialRisk);
  const forex = unit === 'pips';
  const input = {
    accountBalance: balance.trim() === '' ? undefined : Number(readDecimal(balance) ?? Number.NaN),
    riskPercent: risk.trim() === '' ? undefined : Number(readDecimal(risk) ?? Number.NaN),
    stopLossPips: stopLossPips === null ? undefined : Number(stopLossPips),
    pipSize: multiplier ? text(dec(1).div(multiplier)) : '1',
    standardLot: forex ? 100_000 : 1,
  };
  const parsed = calculatorInputSchema.safeParse(input);
  const errors = new Map(
    parsed.success ? [] : parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
  );
  const result = parsed.success ? calculatePosition(input as Parameters<typeof calculatePosition>[0]) : null;
  const shownError = (field: 'riskPercent', value: string) =>
    value.trim() !== '' && errors.has(field) ? t(`validation.${codeOf(errors.get(field))}`) : undefined;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="calculator-title" sx={{ p: 2 }}>
      <Typography id="calculator-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('signalForm.calculator.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {balanceField}
        <TextField
          size="small"
          label={t('signalForm.calculator.riskPercent')}
          value={risk}
          onChange={(event) => setRisk(event.target.value)}
          error={shownError('riskPercent', risk) !== undefined}
          helperText={shownError('riskPercent', risk)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 2 }}
      >
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('signalForm.calculator.stopLossDistance')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {stopLossPips === null
            ? t('signalForm.calculator.needsLevels')
            : t(`signals.units.${unit}`, { value: formatDecimal(stopLossPips, i18n.language) })}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('signalForm.calculator.riskAmount')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {result?.riskAmount ?? '—'}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t(forex ? 'signalForm.calculator.positionLots' : 'signalForm.calculator.positionUnits')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
          {result?.positionSize ?? '—'}
        </Typography>
        {forex && (
          <>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('signalForm.calculator.units')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {result?.units ?? '—'}
            </Typography>
          </>
        )}
      </Box>
      <Button
        size="small"
        variant="outlined"
        disabled={!result}
        onClick={() =>
          result &&
          onApply({
            riskPercent: risk.trim(),
            positionSize: result.positionSize,
            riskAmount: result.riskAmount,
          })
        }
      >
        {t('signalForm.calculator.apply')}
      </Button>
    </Paper>
  );
}
