import { type PricePrecision, priceAtPrecision } from '@signal-desk/domain/prices';
import { formatDecimal } from '../numbers/locale-numbers';
import { currentLocale } from './i18n';

/** A price in the UI language at the pair's precision: 1.15170 beside 1.15344, never 1.1517. */
export function formatPrice(value: string | number, pair: PricePrecision): string {
  return formatDecimal(priceAtPrecision(String(value), pair), currentLocale());
}

/** A count in the UI language, with its thousands separators (12,345; 12.345 in German). */
export function formatCount(value: number): string {
  return value.toLocaleString(currentLocale());
}

type DateKind = 'date' | 'dateTime' | 'dateTimeSeconds';
const DATE_OPTIONS: Record<DateKind, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  dateTimeSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
};
/** One formatter per language and kind: making one is far slower than formatting, and lists format thousands. */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(kind: DateKind, utc = false): Intl.DateTimeFormat {
  const locale = currentLocale();
  const key = `${locale}|${kind}|${utc}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      ...DATE_OPTIONS[kind],
      ...(utc ? { timeZone: 'UTC' } : {}),
    });
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date in the UI language, the one way every screen writes it ("Jan 5, 2026", "5 janv. 2026"); a
 * calendar date ("2026-01-05", a subscription's start) is that day wherever the admin is. '—' for none.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  if (CALENDAR_DATE.test(value)) return dateFormatter('date', true).format(new Date(`${value}T00:00:00Z`));
  return dateFormatter('date').format(new Date(value));
}

/** A moment in the UI language, the one way every screen writes it ("Jan 5, 2026, 2:30 PM"); '—' for none. */
export function formatDateTime(value: string | number | null | undefined, { seconds = false } = {}): string {
  if (value === null || value === undefined || value === '') return '—';
  return dateFormatter(seconds ? 'dateTimeSeconds' : 'dateTime').format(new Date(value));
}

/** "3 s ago", "2 min ago", "1 hr ago" in the UI language. */
export function formatAge(ms: number): string {
  const format = new Intl.RelativeTimeFormat(currentLocale(), { numeric: 'always', style: 'short' });
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return format.format(-seconds, 'second');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return format.format(-hours, 'hour');
  return format.format(-Math.round(hours / 24), 'day');
}
