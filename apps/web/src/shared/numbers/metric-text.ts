import { currentLocale } from '../i18n/i18n';

/** A decimal figure in the UI language (at most 2 decimals); a dash when there is none. */
export function figure(value: string | null | undefined, suffix = ''): string {
  if (value === null || value === undefined) return '—';
  const formatted = new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 2 }).format(
    Number(value),
  );
  return `${formatted}${suffix}`;
}

/** A result with its sign, so a gain reads +12.5. */
export function signed(value: string): string {
  const text = figure(value);
  return Number(value) > 0 ? `+${text}` : text;
}
