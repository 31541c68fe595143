import Big from 'big.js';

/** Prices, pips and money are decimal text; arithmetic on them goes through big.js, never floats. */
export type DecimalText = string;

export const dec = (value: DecimalText | number): Big => new Big(value);

/** Decimal text without trailing zeros: "1.10" -> "1.1", "-0" -> "0". */
export function text(value: Big): DecimalText {
  const out = value.toFixed();
  return out === '-0' ? '0' : out;
}

export function compare(a: DecimalText | number, b: DecimalText | number): -1 | 0 | 1 {
  // Parsing to a double rounds correctly, so never reverses an order: doubles that differ order their
  // decimals exactly. Only equal doubles (or text that is not a number) need the exact decimals.
  const x = Number(a);
  const y = Number(b);
  if (x < y) return -1;
  if (x > y) return 1;
  return dec(a).cmp(b) as -1 | 0 | 1;
}

/** Number of digits after the decimal point. */
export function decimalsOf(value: DecimalText): number {
  const [, fraction = ''] = value.split('.');
  return fraction.length;
}
