import { DEFAULT_LOCALE, isLocale, type Locale } from '@signal-desk/domain/locale-codes';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Messages } from '../../locales/en';
import { localeCookie, localeFromCookie } from './locale-cookie';

/** English ships with the app; the other languages load on demand. */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Messages>> = {
  fr: () => import('../../locales/fr').then((m) => m.fr),
  es: () => import('../../locales/es').then((m) => m.es),
  de: () => import('../../locales/de').then((m) => m.de),
  sv: () => import('../../locales/sv').then((m) => m.sv),
  it: () => import('../../locales/it').then((m) => m.it),
};

export async function startI18n() {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  await applyLocale(localeFromCookie(document.cookie));
}

/** Switches the UI language and remembers it in the cookie. */
export async function applyLocale(locale: Locale) {
  if (locale !== 'en' && !i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', await loaders[locale]());
  }
  // biome-ignore lint/suspicious/noDocumentCookie: one plain name=value cookie; the Cookie Store API is missing from older supported browsers.
  document.cookie = localeCookie(locale);
  document.documentElement.lang = locale;
  await i18n.changeLanguage(locale);
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** A language's name in the UI language ("French", "français", "Französisch"), to use inside a sentence. */
export function languageName(locale: Locale): string {
  return new Intl.DisplayNames([currentLocale()], { type: 'language' }).of(locale) ?? locale;
}
