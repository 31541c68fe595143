import { DEFAULT_LOCALE, isLocale, type Locale } from '@signal-desk/domain/locale-codes';

/** The UI language lives in a cookie for 365 days; routes carry no locale (SPEC section 1). */
const COOKIE_NAME = 'locale';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function localeFromCookie(cookieHeader: string): Locale {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COOKIE_NAME) {
      const locale = decodeURIComponent(value ?? '');
      if (isLocale(locale)) return locale;
    }
  }
  return DEFAULT_LOCALE;
}

export function localeCookie(locale: Locale): string {
  return `${COOKIE_NAME}=${locale}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}
