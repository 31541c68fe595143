import type { Locale } from '@signal-desk/domain/locales';
import { currentLocale } from '../../../shared/i18n/i18n';

/** One formatter per language: making one is far slower than formatting, and lists format thousands. */
const formatters = new Map<Locale, Intl.DateTimeFormat>();

/** A date and time in the UI language, short. */
export function formatDateTime(iso: string): string {
  const locale = currentLocale();
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(iso));
}
