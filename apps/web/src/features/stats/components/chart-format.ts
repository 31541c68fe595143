import { currentLocale } from '../../../shared/i18n/i18n';

/** The height of each chart, and of its place while the charts library loads (nothing moves then). */
export const CHART_HEIGHT = 280;

/** A month key of the reports, `YYYY-MM`. */
export const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** "Jun 2026", "juin 2026": a month key in the UI language. */
export function monthLabel(key: string): string {
  return new Intl.DateTimeFormat(currentLocale(), {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${key}-01T00:00:00Z`));
}

/** A result in the UI language, as the tooltips show it: 1,234.5; 1 234,5 in French. */
export function chartValue(value: number | null): string {
  return value === null
    ? ''
    : new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 2 }).format(value);
}

/** An axis figure, short: 12,500 reads 12.5K (12,5 k in French). */
export function axisValue(value: number | null): string {
  return value === null ? '' : new Intl.NumberFormat(currentLocale(), { notation: 'compact' }).format(value);
}
