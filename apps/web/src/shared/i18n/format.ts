import { type PricePrecision, priceAtPrecision } from '@signal-desk/domain/prices';
import { formatDecimal } from '../numbers/locale-numbers';
import { currentLocale } from './i18n';

/** A price in the UI language at the pair's precision: 1.15170 beside 1.15344, never 1.1517. */
export function formatPrice(value: string | number, pair: PricePrecision): string {
  return formatDecimal(priceAtPrecision(String(value), pair), currentLocale());
}

/** A count in the UI language, with its thousands separators (12,345; 12.345 in German). */
export function formatCount(value: number): string {
  return numberFormat().format(value);
}

const formatters = new Map<string, unknown>();

/**
 * One formatter per kind, language and options: making an Intl formatter costs far more than
 * formatting with it, and lists and charts format thousands of values.
 */
function cachedFormatter<T>(kind: string, options: object, make: (locale: string) => T): T {
  const locale = currentLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make(locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The UI language's number formatter with these options. */
export const numberFormat = (options: Intl.NumberFormatOptions = {}) =>
  cachedFormatter('number', options, (locale) => new Intl.NumberFormat(locale, options));

/** The UI language's date formatter with these options. */
export const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  cachedFormatter('date', options, (locale) => new Intl.DateTimeFormat(locale, options));

type DateKind = 'date' | 'dateTime' | 'dateTimeSeconds';
const DATE_OPTIONS: Record<DateKind, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  dateTimeSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
};
const UTC_DATE_OPTIONS: Intl.DateTimeFormatOptions = { ...DATE_OPTIONS.date, timeZone: 'UTC' };

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date in the UI language, the one way every screen writes it ("Jan 5, 2026", "5 janv. 2026"); a
 * calendar date ("2026-01-05", a subscription's start) is that day wherever the admin is. '—' for none.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  if (CALENDAR_DATE.test(value)) return dateFormat(UTC_DATE_OPTIONS).format(new Date(`${value}T00:00:00Z`));
  return dateFormat(DATE_OPTIONS.date).format(new Date(value));
}

/** A moment in the UI language, the one way every screen writes it ("Jan 5, 2026, 2:30 PM"); '—' for none. */
export function formatDateTime(value: string | number | null | undefined, { seconds = false } = {}): string {
  if (value === null || value === undefined || value === '') return '—';
  return dateFormat(DATE_OPTIONS[seconds ? 'dateTimeSeconds' : 'dateTime']).format(new Date(value));
}

const AGE_OPTIONS: Intl.RelativeTimeFormatOptions = { numeric: 'always', style: 'short' };

/** "3 s ago", "2 min ago", "1 hr ago" in the UI language. */
export function formatAge(ms: number): string {
  const format = cachedFormatter(
    'relative',
    AGE_OPTIONS,
    (locale) => new Intl.RelativeTimeFormat(locale, AGE_OPTIONS),
  );
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return format.format(-seconds, 'second');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return format.format(-hours, 'hour');
  return format.format(-Math.round(hours / 24), 'day');
}
