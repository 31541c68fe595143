import { DEFAULT_LOCALE, isLocale, type Locale } from '@signal-desk/domain/locale-codes';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from '../../locales/en';
import { enSignIn } from '../../locales/en-signin';
import { localeCookie, localeFromCookie } from './locale-cookie';

/**
 * The sign-in page's English ships with the entry; every full catalogue loads on demand, English too
 * (`loadEnglish`, before the signed-in app renders: it is every language's fallback).
 */
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => import('../../locales/en').then((m) => m.en),
  fr: () => import('../../locales/fr').then((m) => m.fr),
  es: () => import('../../locales/es').then((m) => m.es),
  de: () => import('../../locales/de').then((m) => m.de),
  sv: () => import('../../locales/sv').then((m) => m.sv),
  it: () => import('../../locales/it').then((m) => m.it),
};

export async function startI18n() {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: enSignIn } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  // English is there already (the sign-in page's part); any other language loads its catalogue now.
  const locale = localeFromCookie(document.cookie);
  if (locale !== 'en') await applyLocale(locale);
}

/** Switches the UI language and remembers it in the cookie. */
let englishLoaded = false;

/** The full English catalogue, added over the sign-in page's part of it. */
export async function loadEnglish() {
  if (englishLoaded) return;
  i18n.addResourceBundle('en', 'translation', await loaders.en(), true, true);
  englishLoaded = true;
}

export async function applyLocale(locale: Locale) {
  if (locale === 'en') await loadEnglish();
  else if (!i18n.hasResourceBundle(locale, 'translation')) {
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
