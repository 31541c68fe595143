/**
 * UI languages (DECISIONS.md): English first, the default. Free of zod, so the sign-in page can use the
 * list without loading the schema library; `locales.ts` builds the schema from it.
 */
export const LOCALES = ['en', 'fr', 'es', 'de', 'sv', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  de: 'Deutsch',
  sv: 'Svenska',
  it: 'Italiano',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
