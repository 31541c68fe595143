import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  ADMIN_EMAIL: z.email().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  CORS_ORIGIN: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
});

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
  adminEmail: string;
  adminPassword: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** The built web app to serve at `/`; absent in tests that only drive the API. */
  webDist: string | undefined;
  trustProxy: boolean;
  corsOrigin: string | undefined;
  bodyLimit: number;
}

/** Reads the environment once; refuses to start with a list of everything that is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset.
  const parsed = envSchema.safeParse(
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
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ?? path.resolve(SERVER_ROOT, '../web/dist'),
    trustProxy: e.TRUST_PROXY,
    corsOrigin: e.CORS_ORIGIN,
    bodyLimit: e.BODY_LIMIT_BYTES,
  };
}
