import { type DecimalText, dec, text } from './decimal';

export type Side = 'buy' | 'sell';

/**
 * Pips (or points) won by closing at `close`: (close - entry) x multiplier for a buy,
 * (entry - close) x multiplier for a sell (DECISIONS.md). Exact up to 8 decimals: the move keeps the
 * precision of the prices, so a coin's points are not rounded away (ADA at 0.43 moves 0.0043 for 1 %).
 */
export function pipsBetween(
  side: Side,
  entry: DecimalText,
  close: DecimalText,
  multiplier: DecimalText,
): DecimalText {
  const move = side === 'buy' ? dec(close).minus(entry) : dec(entry).minus(close);
  return text(move.times(multiplier).round(8, 1));
}

/** The price a pip distance away from `from`, in the trade's favour (positive) or against it. */
export function priceAtPips(
  side: Side,
  from: DecimalText,
  pips: DecimalText,
  multiplier: DecimalText,
): DecimalText {
  const move = dec(pips).div(multiplier);
  return text(side === 'buy' ? dec(from).plus(move) : dec(from).minus(move));
}
