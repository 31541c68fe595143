import type { SignalType } from './apps';
import { type DecimalText, dec, decimalsOf, text } from './decimal';
import type { PriceUnit } from './markets';

/** What the reading of a trade idea's result needs of the idea. */
export interface ResultSubject {
  signalType: SignalType;
  entry: DecimalText;
  multiplier: DecimalText;
  /** The pair's pip, or its price step for points (its precision). */
  pipSize: DecimalText;
  unit: PriceUnit;
}

/**
 * Crypto results read in percent of the entry: a coin's points are fractions of its price (ADA at 0.43
 * moves 0.0043 for 1 %) and mean nothing from one coin to the next. Their points stay beside.
 */
export const readsInPercent = (signalType: SignalType) => signalType === 'crypto';

/**
 * The percent move of the price that a result of `pips` stands for: pips / multiplier is the price move
 * in the trade's favour, so this is (close - entry) / entry x 100 for a buy and its opposite for a sell.
 * Two decimals, decimal arithmetic.
 */
export function resultPercent(entry: DecimalText, pips: DecimalText, multiplier: DecimalText): DecimalText {
  return dec(pips).div(multiplier).div(entry).times(100).round(2, 1).toFixed(2);
}

/** A result as it is read: pips or points (points with the pair's precision) and, for crypto, percent. */
export interface SignalResult {
  unit: PriceUnit;
  pips: DecimalText;
  percent: DecimalText | null;
}

/** The result of `pips` (a closed idea's, or a floating one) of this idea; null without pips. */
export function signalResult(subject: ResultSubject, pips: DecimalText | null): SignalResult | null {
  if (pips === null) return null;
  const exact = text(dec(pips));
  const shown =
    subject.unit === 'points'
      ? dec(exact).toFixed(Math.max(decimalsOf(exact), decimalsOf(subject.pipSize)))
      : exact;
  return {
    unit: subject.unit,
    pips: shown,
    percent: readsInPercent(subject.signalType)
      ? resultPercent(subject.entry, exact, subject.multiplier)
      : null,
  };
}

/** How a reader writes a result: numbers in their language, and each part with its unit. */
export interface ResultWords {
  /** A decimal as the reader writes it (separators, minus sign). */
  number: (value: DecimalText) => string;
  /** A signed value with its unit: "+12.5 pips", "+1.05 %". */
  withUnit: (part: PriceUnit | 'percent', value: string) => string;
}

/** "+12.5 pips", "−3 points"; crypto "+1.05 % (+0.0045 points)": the one text of a result everywhere. */
export function formatSignalResult(result: SignalResult, words: ResultWords): string {
  const signed = (value: DecimalText) => (dec(value).gt(0) ? `+${words.number(value)}` : words.number(value));
  const pips = words.withUnit(result.unit, signed(result.pips));
  return result.percent === null ? pips : `${words.withUnit('percent', signed(result.percent))} (${pips})`;
}
