import { z } from 'zod';

/** UI languages (DECISIONS.md): English first, the default. */
export const LOCALES = ['en', 'fr', 'es', 'de', 'sv', 'it'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  de: 'Deutsch',
  sv: 'Svenska',
  it: 'Italiano',
};
