import { currentLocale } from '../../../shared/i18n/i18n';

/** A date and time in the UI language, short. */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
