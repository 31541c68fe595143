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
