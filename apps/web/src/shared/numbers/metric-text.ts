import { numberFormat } from '../i18n/format';

const TWO_DECIMALS: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };

/** A decimal figure in the UI language (at most 2 decimals); a dash when there is none. */
export function figure(value: string | null | undefined, suffix = ''): string {
  if (value === null || value === undefined) return '—';
  const formatted = numberFormat(TWO_DECIMALS).format(Number(value));
  return `${formatted}${suffix}`;
}

/** A result with its sign, so a gain reads +12.5. */
export function signed(value: string): string {
  const text = figure(value);
  return Number(value) > 0 ? `+${text}` : text;
}
