import { z } from 'zod';
import { type DecimalText, dec, text } from './decimal';
import { typeError } from './fields';

/** Inputs of the position-size and risk calculator (SPEC sections 3 and 5). */
export const calculatorInputSchema = z.object({
  accountBalance: z
    .number(typeError('required'))
    .positive({ message: 'positive' })
    .max(10_000, { message: 'accountBalanceMax' }),
  riskPercent: z
    .number(typeError('required'))
    .positive({ message: 'positive' })
    .max(20, { message: 'riskMax' }),
  stopLossPips: z.number(typeError('required')).positive({ message: 'positive' }).max(10_000_000),
  /** Price of one pip (0.0001 for most forex pairs). */
  pipSize: z.string(),
  /** Units in one standard lot: 100,000 for forex. */
  standardLot: z.number().int().positive().default(100_000),
  /** Account currency per unit of the quote currency (1 when the quote currency is the account's). */
  quoteToAccountRate: z.number().positive().default(1),
});
export type CalculatorInput = z.input<typeof calculatorInputSchema>;

export interface CalculatorResult {
  riskAmount: DecimalText;
  /** Value of one pip for one standard lot, in the account currency. */
  pipValuePerLot: DecimalText;
  /** Lots to trade so that the stop loss costs the risk amount. */
  positionSize: DecimalText;
  units: DecimalText;
}

/**
 * Lots of 1,000 units or more trade in hundredths (micro lots); smaller lots (one coin, one share)
 * trade in fractions down to 10^-8, so a small crypto position is not rounded away to zero.
 */
const FINE_LOT_BELOW = 1000;

/** riskAmount = balance x risk %; positionSize = riskAmount / (stop-loss pips x pip value per lot). */
export function calculatePosition(raw: CalculatorInput): CalculatorResult {
  const input = calculatorInputSchema.parse(raw);
  const riskAmount = dec(input.accountBalance).times(input.riskPercent).div(100);
  const pipValuePerLot = dec(input.standardLot).times(input.pipSize).times(input.quoteToAccountRate);
  const lots = riskAmount.div(dec(input.stopLossPips).times(pipValuePerLot));
  const fine = input.standardLot < FINE_LOT_BELOW;
  const size = lots.round(fine ? 8 : 2, 0);
  return {
    riskAmount: text(riskAmount.round(2, 1)),
    pipValuePerLot: text(pipValuePerLot.round(4, 1)),
    positionSize: text(size),
    units: text(size.times(input.standardLot).round(fine ? 8 : 0, 0)),
  };
}
