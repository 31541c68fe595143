import { dateFormat, numberFormat } from '../../../shared/i18n/format';

/** The height of each chart, and of its place while the charts library loads (nothing moves then). */
export const CHART_HEIGHT = 280;

/** A month key of the reports, `YYYY-MM`. */
export const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

const MONTH: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric', timeZone: 'UTC' };
const TWO_DECIMALS: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };
const COMPACT: Intl.NumberFormatOptions = { notation: 'compact' };

/** "Jun 2026", "juin 2026": a month key in the UI language. */
export function monthLabel(key: string): string {
  return dateFormat(MONTH).format(new Date(`${key}-01T00:00:00Z`));
}

/** A result in the UI language, as the tooltips show it: 1,234.5; 1 234,5 in French. */
export function chartValue(value: number | null): string {
  return value === null ? '' : numberFormat(TWO_DECIMALS).format(value);
}

/** An axis figure, short: 12,500 reads 12.5K (12,5 k in French). */
export function axisValue(value: number | null): string {
  return value === null ? '' : numberFormat(COMPACT).format(value);
}
