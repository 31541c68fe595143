import { currentLocale } from '../i18n/i18n';
import { formatDecimal, parseDecimalInput } from './locale-numbers';

/**
 * Number inputs of every form, in the admin's language: what an input shows (`formDecimal`) and what it
 * sends (`readDecimal` and the `...OrNull` helpers). One parser for all: `parseDecimalInput`.
 */

/**
 * A number typed in the admin's language as decimal text (German "85.000,50" is 85000.50), or null when
 * it cannot be read one way only ("90.000": ninety thousand or ninety?); never a guess, no digit dropped.
 */
export function readDecimal(value: string): string | null {
  const parsed = parseDecimalInput(value, currentLocale());
  return parsed.ok ? parsed.value : null;
}

/** Whether typed text is refused because it reads two ways ("90.000" in German). */
export function isAmbiguousNumber(value: unknown): boolean {
  if (typeof value !== 'string' || value.trim() === '') return false;
  const parsed = parseDecimalInput(value, currentLocale());
  return !parsed.ok && parsed.reason === 'ambiguous';
}

/** A decimal of the API (or computed) as the admin types it: their decimal separator, no grouping. */
export const formDecimal = (value: string | number | null | undefined): string =>
  value === null || value === undefined
    ? ''
    : formatDecimal(String(value), currentLocale(), false).replace('\u2212', '-');

// What cannot be read is sent as typed, so the body schema refuses it on its field ("numbers only").
/** A decimal input's text for a schema: '' stays '', readable text becomes decimal text. */
export const decimalInput = (value: string) =>
  value.trim() === '' ? '' : (readDecimal(value) ?? value.trim());
/** A decimal input where '' means not given (undefined, for an optional field). */
export const optionalDecimalInput = (value: string) =>
  value.trim() === '' ? undefined : decimalInput(value);
/** A decimal input where '' means none (null). */
export const decimalInputOrNull = (value: string) => (value.trim() === '' ? null : decimalInput(value));
/** A whole-number input where '' means none (null); unreadable text is NaN, which the schema refuses. */
export const numberInputOrNull = (value: string) => {
  if (value.trim() === '') return null;
  const read = readDecimal(value);
  return read === null ? Number.NaN : Number(read);
};
