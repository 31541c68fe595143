/** A date of a customer's record in the admin's language; '—' when there is none. */
export function formatDate(iso: string | null, language: string, withTime = false): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(new Date(iso));
}
