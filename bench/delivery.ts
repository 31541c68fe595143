/**
 * Delivery, on a scratch database of the PostgreSQL server of BENCH_DATABASE_URL:
 * - fan-out: a new trade idea in an app with BENCH_DELIVERY_DEVICES device tokens (default 100,000):
 *   time from the signal's commit until every token was handed to the sender (a counting sender:
 *   the figure is the pipeline's, not a push service's), with the process's memory sampled;
 * - the signal write with the outbox on: POST /api/signals, and the cost of the delivery hook alone
 *   in the same transaction shape, so the ratio to a write without it is known;
 * - partner copy: commit -> delivery at a healthy local receiver (p50, p99) over BENCH_DELIVERY_SIGNALS.
 * The server runs in this process (buildApp + inject), with its delivery workers.
 */
import { randomBytes } from 'node:crypto';
import { eq, TransactionRollbackError } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { notifications } from '../apps/server/src/db/schema';
import { SignalEngine } from '../apps/server/src/engine/signal-engine';
import type { PushMessage, PushOutcome, PushSender } from '../apps/server/src/integrations/push/push-sender';
import { LocalStorage } from '../apps/server/src/integrations/storage/local-storage';
import { traderFollowerIdsQuery } from '../apps/server/src/modules/customers/followers-service';
import { LiveHub } from '../apps/server/src/modules/live/live-service';
import { seedMarketCatalogue } from '../apps/server/src/modules/markets/seed-catalogue';
import { sourcesMarketData } from '../apps/server/src/modules/markets/sources-market-data';
import { createDelivery, signalDeliveryOf } from '../apps/server/src/modules/notifications/delivery-service';
import { createQuoteHub } from '../apps/server/src/modules/quotes/quotes-service';
import { notifySignalChange } from '../apps/server/src/modules/signals/signal-changes-service';
import { SignalEventBus } from '../apps/server/src/modules/signals/signal-events';
import { seedFirstAdmin } from '../apps/server/src/seed/seed';
import { FakePartnerReceiver } from '../apps/server/test-support/fake-partner-receiver';

const DEVICES = Number(process.env.BENCH_DELIVERY_DEVICES ?? 100_000);
const SIGNALS = Number(process.env.BENCH_DELIVERY_SIGNALS ?? 200);
const WRITES = Number(process.env.BENCH_DELIVERY_WRITES ?? 200);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `bench_delivery_${randomBytes(4).toString('hex')}`;
const SECRET = 'bench-partner-secret-0123456789';

const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create database ${dbName}`);
await admin.end();
const target = new URL(url);
target.pathname = `/${dbName}`;

/** Counts what it is handed, with the time the last token arrived. */
class CountingSender implements PushSender {
  readonly name = 'simulated' as const;
  handed = 0;
  lastAt = 0;
  async send(_id: string, messages: readonly PushMessage[]): Promise<PushOutcome[]> {
    this.handed += messages.length;
    this.lastAt = performance.now();
    return messages.map((m) => ({ token: m.token, outcome: 'success' as const }));
  }
  async sendToTopic(): Promise<void> {}
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;
const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 120_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end)
      throw new Error(`timed out (${sender.handed} tokens handed, ${receiver.accepted.length} copies)`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

const database = await openDatabase({ url: target.toString(), poolSize: 10 });
const receiver = new FakePartnerReceiver(SECRET);
const sender = new CountingSender();
try {
  await database.migrate();
  await seedFirstAdmin(database.db, 'admin@example.com', 'Bench-Delivery-1!', () => {}, {
    twoFactor: 'optional',
  });
  await seedMarketCatalogue(
    database.db,
    sourcesMarketData(() => []),
  );
  const receiverUrl = await receiver.start();
  const quotes = await createQuoteHub({
    forex: { provider: 'simulated' },
    synthetic: { provider: 'simulated' },
    crypto: { provider: 'simulated' },
    simulation: { seed: 1, ticksPerSecond: undefined },
  });
  const log = pino({ level: 'warn' });
  const events = new SignalEventBus();
  const live = new LiveHub({ database, log });
  const delivery = createDelivery({
    database,
    config: { fcm: undefined, partner: { url: receiverUrl, secret: SECRET } },
    log,
    sender,
    pollingIntervalSeconds: 0.5,
    traderFollowerIds: traderFollowerIdsQuery,
  });
  await delivery.start();
  const app = await buildApp({
    database,
    quotes,
    market: sourcesMarketData(() => []),
    prices: { get: () => undefined } as never,
    events,
    live,
    engine: new SignalEngine({ database, quotes, events, log, delivery: signalDeliveryOf(delivery) }),
    uploads: { storage: new LocalStorage('/tmp/bench-delivery-uploads'), videoLimitMb: 1 },
    translator: null,
    delivery,
    twoFactor: { key: null, webauthn: { rpId: undefined, origin: undefined, rpName: 'Signal Desk' } },
    config: {
      logLevel: 'warn',
      webDist: undefined,
      trustProxy: false,
      corsOrigin: undefined,
      bodyLimit: 1_048_576,
      signalListCacheMs: 3000,
    },
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@example.com', password: 'Bench-Delivery-1!' },
  });
  const token = login.json().data.token as string;
  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api${path}`,
      headers: { authorization: `Bearer ${token}` },
      payload: payload as never,
    });
  // The benchmark writes more ideas than a day's default limit allows (admins cannot raise their own).
  await database.db.execute(
    `update admins set signals_limit = signals_limit || '{"shift": 100000}'::jsonb where email = 'admin@example.com'`,
  );
  const pairs = (await call('GET', '/currency-pairs?perPage=200')).json().data as any[];
  const eurusd = pairs.find((p) => p.base === 'EUR' && p.quote === 'USD' && p.exchange === null)._id;
  const idea = (app: string, mutePush = false) => ({
    app,
    signalType: 'forex',
    pair: eurusd,
    orderType: 'limit',
    side: 'buy',
    entry: '1.0850',
    stopLoss: '1.0800',
    takeProfits: ['1.0900'],
    mutePush,
  });

  // --- fan-out ------------------------------------------------------------------------------------
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  await client.query(
    `insert into push_devices (token, app, language, platform)
     select 'bench-' || g, 'shift', (array['en','fr','es','de','sv','it'])[1 + g % 6], 'android'
     from generate_series(1, $1) g`,
    [DEVICES],
  );
  await client.end();
  global.gc?.();
  const rss: number[] = [];
  const sampler = setInterval(() => rss.push(process.memoryUsage().rss), 100);
  const rssBefore = process.memoryUsage().rss;
  const created = await call('POST', '/signals', idea('shift'));
  const committedAt = performance.now();
  if (created.statusCode !== 201) throw new Error(created.body);
  await until(() => sender.handed >= DEVICES);
  const fanOutMs = sender.lastAt - committedAt;
  clearInterval(sampler);
  const signalId = created.json().data._id as string;
  await until(async () => {
    const [n] = await database.db.select().from(notifications).where(eq(notifications.signalId, signalId));
    return n?.status === 'done';
  });
  console.log(
    `fan-out: ${DEVICES.toLocaleString('en')} tokens handed to the sender ${ms(fanOutMs)} after the commit (target < 5 s); ` +
      `RSS ${(rssBefore / 1e6).toFixed(0)} MB before, ${(Math.max(...rss) / 1e6).toFixed(0)} MB at most`,
  );

  // --- signal writes with the outbox on -----------------------------------------------------------
  const writes: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    const start = performance.now();
    const answer = await call('POST', '/signals', idea('shift', true));
    writes.push(performance.now() - start);
    if (answer.statusCode !== 201) throw new Error(answer.body);
  }
  const written = (await database.db.execute(
    `select id, app, version, owner_id from signals where app = 'shift' limit 50`,
  )) as unknown as {
    rows: { id: string; app: 'shift'; version: number; owner_id: string | null }[];
  };
  const hook: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    const row = written.rows[i % written.rows.length];
    if (!row) throw new Error('no signal to measure the delivery hook on');
    const change = {
      id: row.id,
      app: row.app,
      version: row.version,
      kinds: ['update signal' as const],
      ownerId: row.owner_id,
    };
    const start = performance.now();
    await database.db
      .transaction(async (tx) => {
        await notifySignalChange(tx, signalDeliveryOf(delivery), change);
        // Rolled back: measures the hook's statements without leaving copies behind.
        tx.rollback();
      })
      .catch((err) => {
        if (!(err instanceof TransactionRollbackError)) throw err;
      });
    hook.push(performance.now() - start);
  }
  const p50 = pct(writes, 50);
  const hookP50 = pct(hook, 50);
  console.log(
    `POST /api/signals with the outbox: p50 ${ms(p50)}, p99 ${ms(pct(writes, 99))} over ${WRITES}; ` +
      `the delivery hook alone (own transaction) p50 ${ms(hookP50)}: throughput with it about ` +
      `${(Math.max(0, p50 - hookP50) / p50).toFixed(2)}x of without (target >= 0.8x)`,
  );

  // --- partner copy latency -----------------------------------------------------------------------
  await until(() => receiver.accepted.length >= WRITES + 1, 60_000).catch(async (err) => {
    const states = await database.db.execute(
      `select status, count(*)::int as n, max(attempts) as attempts, max(last_error) as error from partner_deliveries group by status`,
    );
    console.log(JSON.stringify((states as unknown as { rows: unknown[] }).rows), receiver.requests);
    throw err;
  });
  const latencies: number[] = [];
  const committed = new Map<string, number>();
  receiver.onAccepted = (copy) => {
    const at = committed.get(copy.payload.signalId);
    if (at !== undefined) latencies.push(performance.now() - at);
  };
  for (let i = 0; i < SIGNALS; i++) {
    const answer = await call('POST', '/signals', idea('shift', true));
    if (answer.statusCode !== 201) throw new Error(answer.body);
    committed.set(answer.json().data._id, performance.now());
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await until(() => latencies.length >= SIGNALS);
  console.log(
    `partner copy, commit -> delivery: p50 ${ms(pct(latencies, 50))}, p99 ${ms(pct(latencies, 99))} over ${SIGNALS} (target p99 < 1 s)`,
  );

  await app.close();
  await delivery.stop();
  await quotes.stop();
} finally {
  await receiver.stop().catch(() => {});
  await database.close();
  const cleanup = new pg.Client({ connectionString: url });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${dbName} with (force)`);
  await cleanup.end();
}
process.exit(0);
