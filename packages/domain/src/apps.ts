import { z } from 'zod';
import {
  API_KEY_TYPES,
  APP_INFO,
  APPS,
  type ApiKeyType,
  type App,
  DEFAULT_APP,
  QUOTE_PROVIDERS,
  SIGNAL_TYPES,
  type SignalType,
} from './app-catalogue';

export {
  API_KEY_TYPES,
  APP_INFO,
  APPS,
  type ApiKeyType,
  type App,
  DEFAULT_APP,
  QUOTE_PROVIDERS,
  SIGNAL_TYPES,
  type SignalType,
};

export const appSchema = z.enum(APPS);
export const signalTypeSchema = z.enum(SIGNAL_TYPES);
export const apiKeyTypeSchema = z.enum(API_KEY_TYPES);
export const quoteProviderSchema = z.union([z.literal(1), z.literal(2), z.literal(-1)]);
export type QuoteProviderCode = z.infer<typeof quoteProviderSchema>;
