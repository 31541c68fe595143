import { type DecimalText, dec, decimalsOf } from './decimal';
import type { PriceUnit } from './markets';

/** What the precision of a pair's prices follows from: its unit and its pip (or price step). */
export interface PricePrecision {
  unit: PriceUnit;
  pipSize: DecimalText;
}

/**
 * Decimals a price of the pair is written with: a tenth of a pip for pips (EUR/USD 1.15344, USD/JPY
 * 157.214), the price step for points (BTC 86500.12, R_75 36300.1234), and a tenth of a point where
 * the step is a whole point (indices quote 6600.5).
 */
export function priceDecimals(pair: PricePrecision): number {
  const step = decimalsOf(pair.pipSize);
  return pair.unit === 'pips' || dec(pair.pipSize).gte(1) ? step + 1 : step;
}

/**
 * A price at the pair's precision: trailing zeros kept (1.15170 beside 1.15344, never 1.1517), and
 * the digits of a feed's floating-point noise beyond it rounded half up (33809.253181 -> 33809.2532).
 */
export function priceAtPrecision(value: DecimalText, pair: PricePrecision): DecimalText {
  return dec(value).toFixed(priceDecimals(pair), 1);
}
