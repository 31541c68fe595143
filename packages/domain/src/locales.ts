import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from './locale-codes';

export { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale };
export const localeSchema = z.enum(LOCALES);
