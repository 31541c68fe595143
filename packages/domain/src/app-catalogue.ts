/**
 * The apps, signal types and key types as plain constants, free of zod so that the sign-in page (through
 * the English locale) can name the apps without loading the schema library; `apps.ts` adds the schemas.
 */

/** Customer apps a signal can be published to (SPEC section 1). */
export const APPS = [
  'shift',
  'nfx',
  'mira',
  'relic',
  'titan',
  'external',
  'externalFx',
  'externalIndices',
  'externalSynthetic',
] as const;
export type App = (typeof APPS)[number];
export const DEFAULT_APP: App = 'shift';

export const SIGNAL_TYPES = ['crypto', 'forex', 'stock', 'indice', 'synthetic', 'nfx'] as const;
export type SignalType = (typeof SIGNAL_TYPES)[number];

/** Kinds of external API key (webhook id) an admin may hold. */
export const API_KEY_TYPES = ['crypto', 'forex', 'indices', 'synthetic'] as const;
export type ApiKeyType = (typeof API_KEY_TYPES)[number];

interface AppInfo {
  /** Public name shown in the back-office. */
  label: string;
  signalTypes: readonly SignalType[];
  /** Set for the external variants: the API key type the admin must hold. */
  externalKey?: ApiKeyType;
  /** Apps with banners and subscriptions (SPEC section 2). */
  hasBanners: boolean;
}

export const APP_INFO: Record<App, AppInfo> = {
  shift: { label: 'SHiFT', signalTypes: ['forex'], hasBanners: true },
  nfx: { label: 'NFX', signalTypes: ['nfx'], hasBanners: true },
  mira: { label: 'MIRA', signalTypes: ['stock'], hasBanners: false },
  relic: { label: 'RELIC', signalTypes: ['crypto'], hasBanners: true },
  titan: { label: 'TITAN', signalTypes: ['indice', 'synthetic'], hasBanners: true },
  external: { label: 'External crypto', signalTypes: ['crypto'], externalKey: 'crypto', hasBanners: false },
  externalFx: { label: 'External forex', signalTypes: ['forex'], externalKey: 'forex', hasBanners: false },
  externalIndices: {
    label: 'External indices',
    signalTypes: ['indice'],
    externalKey: 'indices',
    hasBanners: false,
  },
  externalSynthetic: {
    label: 'External synthetic',
    signalTypes: ['synthetic'],
    externalKey: 'synthetic',
    hasBanners: false,
  },
};

/** Quote provider codes (SPEC section 9). */
export const QUOTE_PROVIDERS = { oanda: 1, synthetic: 2, crypto: -1 } as const;
