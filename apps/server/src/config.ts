import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseKey } from './shared/secret-box';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A real quote provider without its keys refuses to start rather than fall back to the simulation. */
function requireProviderKeys(
  env: {
    QUOTES_FOREX: string;
    OANDA_TOKEN?: string;
    OANDA_ACCOUNT_ID?: string;
    QUOTES_SYNTHETIC: string;
    DERIV_APP_ID?: string;
    STORAGE?: string;
    S3_BUCKET?: string;
    S3_ACCESS_KEY_ID?: string;
    S3_SECRET_ACCESS_KEY?: string;
  },
  ctx: z.RefinementCtx,
) {
  const require = (variable: keyof typeof env, value: string | undefined, because: string) => {
    if (!value) ctx.addIssue({ code: 'custom', path: [variable], message: `required when ${because}` });
  };
  if (env.QUOTES_FOREX === 'oanda') {
    require('OANDA_TOKEN', env.OANDA_TOKEN, 'QUOTES_FOREX=oanda');
    require('OANDA_ACCOUNT_ID', env.OANDA_ACCOUNT_ID, 'QUOTES_FOREX=oanda');
  }
  if (env.QUOTES_SYNTHETIC === 'deriv') require('DERIV_APP_ID', env.DERIV_APP_ID, 'QUOTES_SYNTHETIC=deriv');
  if (env.STORAGE === 's3') {
    require('S3_BUCKET', env.S3_BUCKET, 'STORAGE=s3');
    require('S3_ACCESS_KEY_ID', env.S3_ACCESS_KEY_ID, 'STORAGE=s3');
    require('S3_SECRET_ACCESS_KEY', env.S3_SECRET_ACCESS_KEY, 'STORAGE=s3');
  }
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATABASE_JOBS_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(4),
  ADMIN_EMAIL: z.email().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  ADMIN_TWO_FACTOR: z.enum(['required', 'optional']).default('optional'),
  // Two-factor sign-in (decision 27).
  MFA_ENCRYPTION_KEY: z
    .string()
    .refine((v) => parseKey(v) !== undefined, '32 bytes, as 64 hex digits or base64')
    .optional(),
  WEBAUTHN_RP_ID: z.string().optional(),
  WEBAUTHN_ORIGIN: z.url().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  CORS_ORIGIN: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  SIGNAL_LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  // Customers.
  CUSTOMER_SESSION_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
  CUSTOMER_TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  QUOTES_FOREX: z.enum(['simulated', 'oanda']).default('simulated'),
  OANDA_TOKEN: z.string().optional(),
  OANDA_ACCOUNT_ID: z.string().optional(),
  OANDA_API_URL: z.url().default('https://api-fxpractice.oanda.com'),
  OANDA_STREAM_URL: z.url().default('https://stream-fxpractice.oanda.com'),
  QUOTES_SYNTHETIC: z.enum(['simulated', 'deriv']).default('simulated'),
  DERIV_APP_ID: z.string().regex(/^\d+$/, 'a number').optional(),
  DERIV_WS_URL: z.url().default('wss://ws.derivws.com/websockets/v3'),
  QUOTES_CRYPTO: z.enum(['simulated', 'ccxt']).default('simulated'),
  QUOTES_SIM_SEED: z.coerce.number().int().optional(),
  QUOTES_SIM_TICKS_PER_SECOND: z.coerce.number().positive().max(100).optional(),
  // Uploads and machine translation.
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  VIDEO_LIMIT_MB: z.coerce.number().int().min(1).max(5000).default(200),
  LIBRETRANSLATE_URL: z.url().optional(),
  LIBRETRANSLATE_API_KEY: z.string().optional(),
  // Delivery: push notifications and the partner copy.
  FCM_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'a Firebase project id')
    .optional(),
  FCM_SERVICE_ACCOUNT: z.string().optional(),
  FCM_ENDPOINT: z.url().default('https://fcm.googleapis.com'),
  PARTNER_WEBHOOK_URL: z.url().optional(),
  PARTNER_WEBHOOK_SECRET: z.string().min(16, 'at least 16 characters').optional(),
  // Telegram and Discord channels (decision 32): simulated unless `real`.
  CHANNELS: z.enum(['simulated', 'real']).default('simulated'),
  TELEGRAM_API_ROOT: z.url().default('https://api.telegram.org'),
  // Operations: metrics and traces.
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,200}$/, '16 to 200 printable characters, no spaces')
    .optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  // Read by the tracing preload (src/tracing.ts), which starts before this; checked here so that a
  // wrong value stops the start instead of falling back to the default unseen.
  TRACES_PER_SECOND: z.coerce.number().int().min(1).max(1_000_000).optional(),
});
/** FCM needs its service account; the partner webhook its secret. */
function requireDeliveryKeys(env: z.infer<typeof envSchema>, ctx: z.RefinementCtx) {
  if (env.FCM_PROJECT_ID && !env.FCM_SERVICE_ACCOUNT)
    ctx.addIssue({
      code: 'custom',
      path: ['FCM_SERVICE_ACCOUNT'],
      message: 'required when FCM_PROJECT_ID is set',
    });
  if (env.PARTNER_WEBHOOK_URL && !env.PARTNER_WEBHOOK_SECRET)
    ctx.addIssue({
      code: 'custom',
      path: ['PARTNER_WEBHOOK_SECRET'],
      message: 'required when PARTNER_WEBHOOK_URL is set',
    });
}
const checkedEnvSchema = envSchema.superRefine(requireProviderKeys).superRefine(requireDeliveryKeys);

/** apps/server, found from this file whether it runs from src/ (tsx) or from the dist/ bundle. */
export const SERVER_ROOT = (() => {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'drizzle.config.ts'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server not found above the running file');
    dir = parent;
  }
  return dir;
})();

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL server; without it the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** The delivery workers' own connections, apart from those of requests and the engine. */
  databaseJobsPoolSize: number;
  adminEmail: string;
  adminPassword: string | undefined;
  /** Whether the super admin created on first start signs in with a second factor (through its role). */
  adminTwoFactor: 'required' | 'optional';
  /** MFA_ENCRYPTION_KEY when set (main.ts decides what happens without it) and the WebAuthn party. */
  twoFactor: {
    key: Buffer | undefined;
    webauthn: { rpId: string | undefined; origin: string | undefined; rpName: string };
  };
  logLevel: (typeof LOG_LEVELS)[number];
  /** The built web app to serve at `/`; absent in tests that only drive the API. */
  webDist: string | undefined;
  trustProxy: boolean;
  corsOrigin: string | undefined;
  bodyLimit: number;
  /** How long a signal list page may be served from memory at most; 0 turns the cache off. */
  signalListCacheMs: number;
  /** Customer sessions kept in memory at most this long (revocations reach every replica sooner); trial length. */
  customers: { sessionCacheMs: number; trialDays: number };
  quotes: QuotesConfig;
  delivery: DeliveryConfig;
  uploads: UploadsConfig;
  /** LibreTranslate; unset means machine translation is unavailable (never faked). */
  translation: { url: string; apiKey: string | undefined } | undefined;
  /** `GET /metrics`: on the API's port for a bearer of `token`, and/or on a port of its own; neither: off. */
  metrics: { token: string | undefined; port: number | undefined };
  /** OTLP/HTTP traces go here; unset: tracing is off (see src/tracing.ts, which reads the variable itself). */
  otlpEndpoint: string | undefined;
}

/** Where uploads are stored and how large a video may be (the image limit is a setting). */
export interface UploadsConfig {
  storage:
    | { kind: 'local'; root: string }
    | {
        kind: 's3';
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      };
  videoLimitMb: number;
}

/** Push notifications (FCM, or the simulated sender without FCM_PROJECT_ID) and the partner copy. */
export interface DeliveryConfig {
  fcm: { projectId: string; serviceAccount: string; endpoint: string } | undefined;
  /** Unset: no copy is sent (the settings say so). The secret also checks inbound order reports. */
  partner: { url: string | undefined; secret: string | undefined };
  /** Telegram and Discord posts: the simulation unless `real`; absent counts as simulated. */
  channels?: { mode: 'simulated' | 'real'; telegramApiRoot: string };
}

/** Which source serves each kind of instrument; the simulated market unless a provider is chosen. */
export interface QuotesConfig {
  forex:
    | { provider: 'simulated' }
    | { provider: 'oanda'; token: string; accountId: string; apiUrl: string; streamUrl: string };
  synthetic: { provider: 'simulated' } | { provider: 'deriv'; appId: string; wsUrl: string };
  crypto: { provider: 'simulated' | 'ccxt' };
  simulation: {
    seed: number;
    /** Every simulated instrument ticks at this rate instead of its own (benchmarks). */
    ticksPerSecond: number | undefined;
  };
}

// OANDA_* and DERIV_APP_ID are present whenever their provider is chosen: requireProviderKeys checked them.
function quotesConfig(e: z.infer<typeof envSchema>): QuotesConfig {
  return {
    forex:
      e.QUOTES_FOREX === 'oanda'
        ? {
            provider: 'oanda',
            token: e.OANDA_TOKEN as string,
            accountId: e.OANDA_ACCOUNT_ID as string,
            apiUrl: e.OANDA_API_URL,
            streamUrl: e.OANDA_STREAM_URL,
          }
        : { provider: 'simulated' },
    synthetic:
      e.QUOTES_SYNTHETIC === 'deriv'
        ? { provider: 'deriv', appId: e.DERIV_APP_ID as string, wsUrl: e.DERIV_WS_URL }
        : { provider: 'simulated' },
    crypto: { provider: e.QUOTES_CRYPTO },
    simulation: {
      seed: e.QUOTES_SIM_SEED ?? randomInt(2 ** 31),
      ticksPerSecond: e.QUOTES_SIM_TICKS_PER_SECOND,
    },
  };
}

/** Reads the environment once; refuses to start with a list of everything that is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset.
  const parsed = checkedEnvSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseJobsPoolSize: e.DATABASE_JOBS_POOL_SIZE,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    adminTwoFactor: e.ADMIN_TWO_FACTOR,
    twoFactor: {
      key: e.MFA_ENCRYPTION_KEY === undefined ? undefined : parseKey(e.MFA_ENCRYPTION_KEY),
      webauthn: { rpId: e.WEBAUTHN_RP_ID, origin: e.WEBAUTHN_ORIGIN, rpName: 'Signal Desk' },
    },
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ?? path.resolve(SERVER_ROOT, '../web/dist'),
    trustProxy: e.TRUST_PROXY,
    corsOrigin: e.CORS_ORIGIN,
    bodyLimit: e.BODY_LIMIT_BYTES,
    signalListCacheMs: e.SIGNAL_LIST_CACHE_MS,
    customers: { sessionCacheMs: e.CUSTOMER_SESSION_CACHE_MS, trialDays: e.CUSTOMER_TRIAL_DAYS },
    quotes: quotesConfig(e),
    delivery: {
      fcm:
        e.FCM_PROJECT_ID && e.FCM_SERVICE_ACCOUNT
          ? { projectId: e.FCM_PROJECT_ID, serviceAccount: e.FCM_SERVICE_ACCOUNT, endpoint: e.FCM_ENDPOINT }
          : undefined,
      partner: { url: e.PARTNER_WEBHOOK_URL, secret: e.PARTNER_WEBHOOK_SECRET },
      channels: { mode: e.CHANNELS, telegramApiRoot: e.TELEGRAM_API_ROOT },
    },
    uploads: {
      // S3_* are present with STORAGE=s3: requireProviderKeys checked them.
      storage:
        e.STORAGE === 's3'
          ? {
              kind: 's3',
              endpoint: e.S3_ENDPOINT,
              bucket: e.S3_BUCKET as string,
              region: e.S3_REGION,
              accessKeyId: e.S3_ACCESS_KEY_ID as string,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
            }
          : { kind: 'local', root: path.join(path.resolve(e.DATA_DIR), 'uploads') },
      videoLimitMb: e.VIDEO_LIMIT_MB,
    },
    translation: e.LIBRETRANSLATE_URL
      ? { url: e.LIBRETRANSLATE_URL, apiKey: e.LIBRETRANSLATE_API_KEY }
      : undefined,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
  };
}
