import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminUser, CreateAdminInput } from '@signal-desk/domain/admin';
import type { Permission } from '@signal-desk/domain/permissions';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { SignalEngine } from '../src/engine/signal-engine';
import { LocalStorage } from '../src/integrations/storage/local-storage';
import type { Storage } from '../src/integrations/storage/storage';
import type { Translator } from '../src/integrations/translation/translator';
import { LiveHub } from '../src/modules/live/live-service';
import { seedMarketCatalogue } from '../src/modules/markets/seed-catalogue';
import { sourcesMarketData } from '../src/modules/markets/sources-market-data';
import { type Delivery, signalDeliveryOf } from '../src/modules/notifications/delivery-service';
import { createQuoteHub, type QuoteHub } from '../src/modules/quotes/quotes-service';
import { SignalEventBus } from '../src/modules/signals/signal-events';
import type { Metrics } from '../src/observability/metrics';
import { seedFirstAdmin } from '../src/seed/seed';
import { shutdown } from '../src/shutdown';
import { scratchPostgresDatabase } from './scratch-database';
import { TestPrices } from './test-prices';

export const ADMIN_EMAIL = 'root@example.com';
export const ADMIN_PASSWORD = 'Root-Pass1';
export const USER_PASSWORD = 'User-Pass1';
/** Seals the test admins' authenticator secrets. */
const TEST_ENCRYPTION_KEY = randomBytes(32);

/**
 * A fresh database for the tests of one file: opened before them (`prepare` runs on it then: migrations,
 * a probe table), closed and dropped after them. Answers a getter, as the database exists only once
 * `beforeAll` has run.
 */
export function databaseForFile(prepare: (database: Database) => Promise<unknown>): () => Database {
  let database: Database | undefined;
  let drop = async () => {};
  beforeAll(async () => {
    const fresh = await freshDatabase(false);
    drop = fresh.drop;
    database = await fresh.open();
    await prepare(database);
  });
  afterAll(async () => {
    await database?.close();
    await drop();
  });
  return () => {
    if (!database) throw new Error('the database opens before the tests run');
    return database;
  };
}

/**
 * A fresh database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new database on the
 * server of TEST_DATABASE_URL, dropped at the end. `restartable` keeps PGlite in a temporary folder
 * instead, so the database can be closed and opened again as a restarted process would.
 */
export async function freshDatabase(restartable: boolean): Promise<{
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  if (process.env.TEST_DB !== 'postgres') {
    if (!restartable) {
      let opened = false;
      return {
        open: () => {
          if (opened) throw new Error('startTestApp({ restartable: true }) to restart');
          opened = true;
          return openDatabase({ dataDir: 'memory://' });
        },
        drop: async () => {},
      };
    }
    const root = await mkdtemp(path.join(tmpdir(), 'sd-pglite-'));
    return {
      open: () => openDatabase({ dataDir: path.join(root, 'data') }),
      drop: () => rm(root, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const scratch = await scratchPostgresDatabase(url, 'sd_test');
  return { open: async () => openDatabase({ url: scratch.url, poolSize: 5 }), drop: scratch.drop };
}

export interface TestApp {
  app: App;
  /** Quotes the signals module sees; set them by hand. */
  prices: TestPrices;
  /** Lifecycle events the app emitted. */
  events: SignalEventBus;
  /** The quote hub, on the simulated market. */
  quotes: QuoteHub;
  database: Database;
  /** Where the local storage of uploads keeps its files. */
  uploadsDir: string;
  rootToken: string;
  root: AdminUser;
  close(): Promise<void>;
  /**
   * Stops this server process (app, background parts, database connection) and starts a new one on
   * the same database: nothing kept in memory survives, as after a real restart. Needs `restartable`.
   */
  restart(): Promise<void>;
  login(email: string, password: string, ip?: string): Promise<{ token: string; user: AdminUser }>;
  /** Creates an admin with these permissions (through the API, as root) and signs them in. */
  adminWith(
    permissions: Permission[],
    extra?: Partial<CreateAdminInput>,
  ): Promise<{ token: string; user: AdminUser }>;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options?: { token?: string; body?: unknown; ip?: string },
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  count(table: string): Promise<number>;
}

let counter = 0;

interface TestAppOptions {
  translator?: Translator;
  /** Where uploads go; a fresh local folder by default. */
  storage?: Storage;
  /** Delivery workers on the test's database (started here, stopped by close()). */
  delivery?: (database: Database) => Delivery;
  /** `restart()` may be called (on PGlite the database then lives in a temporary folder). */
  restartable?: boolean;
  /** A Prometheus registry recording requests; with a token, `GET /metrics` is served for it. */
  metrics?: { registry: Metrics; token?: string };
}

/** What one server process holds: its database connection, its background parts and the app. */
async function startProcess(database: Database, options: TestAppOptions, uploadsDir: string) {
  const prices = new TestPrices();
  const events = new SignalEventBus();
  const live = new LiveHub({ database, log: pino({ level: 'silent' }) });
  await live.start();
  const quotes = await createQuoteHub({
    forex: { provider: 'simulated' },
    synthetic: { provider: 'simulated' },
    crypto: { provider: 'simulated' },
    simulation: { seed: 1, ticksPerSecond: undefined },
  });
  await quotes.start();
  const delivery = options.delivery?.(database);
  await delivery?.start();
  const app = await buildApp({
    database,
    quotes,
    market: sourcesMarketData(() => quotes.sourceList()),
    prices,
    events,
    live,
    engine: new SignalEngine({
      database,
      quotes,
      events,
      log: pino({ level: 'silent' }),
      delivery: signalDeliveryOf(delivery),
    }),
    uploads: { storage: options.storage ?? new LocalStorage(uploadsDir), videoLimitMb: 20 },
    translator: options.translator ?? null,
    delivery,
    metrics: options.metrics?.registry,
    twoFactor: {
      key: TEST_ENCRYPTION_KEY,
      webauthn: { rpId: undefined, origin: undefined, rpName: 'Signal Desk' },
    },
    config: {
      metrics: { token: options.metrics?.token, port: undefined },
      logLevel: 'silent',
      webDist: undefined,
      trustProxy: false,
      corsOrigin: undefined,
      bodyLimit: 1_048_576,
      signalListCacheMs: 3000,
    },
  });
  await app.ready();
  return {
    app,
    prices,
    events,
    quotes,
    database,
    // The stop order of main.ts: requests in flight, then background work, then the database.
    stop: () =>
      shutdown({
        app,
        background: [
          ...(delivery ? [{ name: 'delivery', stop: () => delivery.stop() }] : []),
          { name: 'live pages', stop: () => live.stop() },
          { name: 'quotes', stop: () => quotes.stop() },
        ],
        database,
        graceMs: 5_000,
      }),
  };
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { open, drop } = await freshDatabase(options.restartable === true);
  const database = await open();
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'sd-uploads-'));
  await database.migrate();
  // The root of the tests holds its powers directly, with no role requiring two factors: the
  // two-factor tests give their admins such roles.
  await seedFirstAdmin(database.db, ADMIN_EMAIL, ADMIN_PASSWORD, () => {}, { twoFactor: 'optional' });
  await seedMarketCatalogue(
    database.db,
    sourcesMarketData(() => []),
  );
  let running = await startProcess(database, options, uploadsDir);

  const call: TestApp['call'] = async (method, url, options = {}) => {
    const response = await running.app.inject({
      method,
      url,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    const text = response.body;
    const json = String(response.headers['content-type'] ?? '').includes('json');
    return {
      status: response.statusCode,
      body: text ? (json ? JSON.parse(text) : text) : null,
      headers: response.headers,
    };
  };

  const login: TestApp['login'] = async (email, password, ip) => {
    const response = await call('POST', '/api/auth/login', { body: { email, password }, ip });
    if (response.status !== 200)
      throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };

  const root = await login(ADMIN_EMAIL, ADMIN_PASSWORD);

  const testApp: TestApp = {
    app: running.app,
    prices: running.prices,
    events: running.events,
    quotes: running.quotes,
    database,
    uploadsDir,
    rootToken: root.token,
    root: root.user,
    login,
    call,
    async adminWith(permissions, extra = {}) {
      counter += 1;
      const email = `user${counter}-${randomBytes(3).toString('hex')}@example.com`;
      const created = await call('POST', '/api/admin-users', {
        token: testApp.rootToken,
        body: {
          name: `User ${counter}`,
          nickname: `u${counter}x`,
          email,
          password: USER_PASSWORD,
          permissions,
          ...extra,
        },
      });
      if (created.status !== 201) throw new Error(`create admin failed: ${JSON.stringify(created.body)}`);
      return login(email, USER_PASSWORD);
    },
    async count(table) {
      const result = (await testApp.database.db.execute(
        `select count(*)::int as n from ${table}`,
      )) as unknown as {
        rows: { n: number }[];
      };
      return Number(result.rows[0]?.n);
    },
    async restart() {
      await running.stop();
      running = await startProcess(await open(), options, uploadsDir);
      Object.assign(testApp, {
        app: running.app,
        prices: running.prices,
        events: running.events,
        quotes: running.quotes,
        database: running.database,
      });
    },
    async close() {
      await running.stop();
      await drop();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
  return testApp;
}
