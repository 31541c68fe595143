import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakePartnerReceiver } from '../../test-support/fake-partner-receiver';
import { startTestApp, type TestApp } from '../../test-support/harness';
import { eurUsdPair } from '../../test-support/ideas';
import { ManualQuoteSource } from '../../test-support/manual-quote-source';
import { until } from '../../test-support/until';
import type { Db } from '../db/client';
import { SignalEngine } from '../engine/signal-engine';
import { traderFollowerIdsQuery } from '../modules/customers/followers-service';
import { createDelivery, type Delivery, signalDeliveryOf } from '../modules/notifications/delivery-service';
import { registerDevice } from '../modules/notifications/service';
import { QuoteHub } from '../modules/quotes/quotes-service';
import { Metrics } from './metrics';
import { serveMetrics } from './metrics-route';

const TOKEN = 'scrape-token-0123456789';
const SECRET = 'partner-secret-0123456789';
const receiver = new FakePartnerReceiver(SECRET);
const metrics = new Metrics();
let t: TestApp;
let source: ManualQuoteSource;
let hub: QuoteHub;
let engine: SignalEngine;

/** The value of one sample of the exposition text (labels as written by prom-client), or undefined. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return undefined;
}

const scrape = async () => {
  const answer = await t.call('GET', '/metrics', { token: TOKEN });
  expect(answer.status).toBe(200);
  return answer.body as string;
};

let delivery: Delivery;

beforeAll(async () => {
  const url = await receiver.start();
  t = await startTestApp({
    metrics: { registry: metrics, token: TOKEN },
    delivery: (database) => {
      delivery = createDelivery({
        database,
        config: { fcm: undefined, partner: { url, secret: SECRET } },
        log: pino({ level: 'silent' }),
        pollingIntervalSeconds: 0.5,
        maintenanceIntervalSeconds: 1,
        traderFollowerIds: traderFollowerIdsQuery,
        meters: metrics.meters,
      });
      return delivery;
    },
  });
  source = new ManualQuoteSource('manual:oanda', 'oanda', ['EUR_USD']);
  hub = new QuoteHub(new Map([['oanda', source]]));
  await hub.start();
  engine = new SignalEngine({
    database: t.database,
    quotes: hub,
    events: t.events,
    log: pino({ level: 'silent' }),
    delivery: signalDeliveryOf(delivery),
    meters: metrics.meters.engine,
  });
  await engine.start();
  metrics.readFrom({ engine, quotes: t.quotes, jobs: t.database.db });
}, 60_000);
afterAll(async () => {
  await engine?.stop();
  await hub?.stop();
  await t?.close();
  await receiver.stop();
});

describe('GET /metrics on the API port', () => {
  it('refuses a scraper without the token, or with another one, in the one error body', async () => {
    for (const token of [undefined, 'scrape-token-0123456780', 'x']) {
      const answer = await t.call('GET', '/metrics', { token });
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('unauthorized');
    }
  });

  it('answers the Prometheus text format to the token', async () => {
    const answer = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.body).toContain('# TYPE http_server_request_duration_seconds histogram');
    expect(sample(answer.body, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(answer.body, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('is not there at all without a token (a 404)', async () => {
    const bare = await startTestApp({ metrics: { registry: new Metrics() } });
    try {
      expect((await bare.call('GET', '/metrics')).status).toBe(404);
      expect((await bare.call('GET', '/metrics', { token: TOKEN })).status).toBe(404);
    } finally {
      await bare.close();
    }
  }, 30_000);
});

describe('what the metrics count', () => {
  it('times requests by route pattern and status, never by raw URL', async () => {
    await t.call('GET', '/api/auth/me', { token: t.rootToken });
    await t.call('GET', '/api/signals/00000000-0000-0000-0000-000000000000', { token: t.rootToken });
    const text = await scrape();
    const me = { method: 'GET', route: '/api/auth/me', status_code: '200' };
    expect(sample(text, 'http_server_request_duration_seconds_count', me)).toBeGreaterThanOrEqual(1);
    expect(text).toContain('route="/api/signals/:id"');
    expect(text).not.toContain('00000000-0000-0000-0000-000000000000');
  });

  it('counts engine ticks, times tick to commit, reports open ideas and paused instruments', async () => {
    const before = await scrape();
    const eurusd = await eurUsdPair(t);
    const created = await t.call('POST', '/api/signals', {
      token: t.rootToken,
      body: {
        app: 'shift',
        signalType: 'forex',
        pair: eurusd,
        orderType: 'limit',
        side: 'buy',
        entry: '1.0850',
        stopLoss: '1.0800',
        takeProfits: ['1.0900', '1.0950'],
        mutePush: true,
      },
    });
    expect(created.status).toBe(201);
    await until(async () => engine.status().openSignals === 1);
    expect(sample(await scrape(), 'signal_desk_engine_open_ideas')).toBe(1);
    source.tick('EUR_USD', 1.084, 1.0842);
    await until(async () => engine.status().committed === 1);
    const text = await scrape();
    expect(sample(text, 'signal_desk_engine_ticks_total')).toBeGreaterThan(
      sample(before, 'signal_desk_engine_ticks_total') ?? 0,
    );
    expect(sample(text, 'signal_desk_engine_tick_to_commit_seconds_count')).toBe(1);
    expect(sample(text, 'signal_desk_engine_running')).toBe(1);
    expect(sample(text, 'signal_desk_engine_paused_instruments')).toBe(0);
    source.tick('EUR_USD', 1.0845, 1.0847, Date.now() - 60_000);
    expect(sample(await scrape(), 'signal_desk_engine_paused_instruments')).toBe(1);
    source.tick('EUR_USD', 1.0845, 1.0847);
  });

  it('counts pushes sent and partner copies delivered, retried, with their latency and the queues', async () => {
    await registerDevice(t.database.db, { token: 'metrics-1', app: 'nfx', language: 'en', platform: 'ios' });
    const push = await t.call('POST', '/api/notifications', {
      token: t.rootToken,
      body: { app: 'nfx', title: 'Counted', body: 'A push the metrics count' },
    });
    expect(push.status).toBe(201);
    await until(async () => (sample(await scrape(), 'signal_desk_pushes_sent_total') ?? 0) >= 1);
    const text = await scrape();
    expect(sample(text, 'signal_desk_pushes_failed_total', { reason: 'invalid_token' })).toBe(0);

    const delivered = { outcome: 'delivered' };
    await until(
      async () => (sample(await scrape(), 'signal_desk_partner_copies_total', delivered) ?? 0) >= 1,
    );
    receiver.failNext = 1;
    const signal = (await t.call('GET', '/api/signals?perPage=1', { token: t.rootToken })).body.data[0];
    const changed = await t.call('PATCH', `/api/signals/${signal._id}`, {
      token: t.rootToken,
      body: { version: signal.version, comment: 'Counted copy' },
    });
    expect(changed.status).toBe(200);
    const copied = (copy: { payload: { signalId: string; version: number } }) =>
      copy.payload.signalId === signal._id && copy.payload.version > signal.version;
    await until(async () => receiver.failNext === 0 && receiver.accepted.some(copied));
    // The receiver answers before the worker records the outcome: wait until every accepted copy and
    // the refused one are counted, not only until they reached the receiver.
    await until(async () => {
      const text = await scrape();
      return (
        (sample(text, 'signal_desk_partner_copies_total', delivered) ?? 0) >= receiver.accepted.length &&
        (sample(text, 'signal_desk_partner_copies_total', { outcome: 'retried' }) ?? 0) >= 1
      );
    });
    const after = await scrape();
    expect(sample(after, 'signal_desk_partner_copies_total', { outcome: 'retried' })).toBe(1);
    expect(sample(after, 'signal_desk_partner_copies_total', { outcome: 'given_up' })).toBe(0);
    expect(sample(after, 'signal_desk_partner_delivery_latency_seconds_count')).toBeGreaterThanOrEqual(2);
    expect(sample(after, 'signal_desk_job_queue_depth', { queue: 'partner-copy' })).toBeGreaterThanOrEqual(0);
    expect(
      sample(after, 'signal_desk_job_oldest_age_seconds', { queue: 'push-fanout' }),
    ).toBeGreaterThanOrEqual(0);
  }, 40_000);

  it('reports the age of each source’s last quote and the pools’ use', async () => {
    const own = new Metrics();
    own.readFrom({
      quotes: {
        health: () => [
          { source: 'oanda', lastTickAt: Date.now() - 5_000 },
          { source: 'deriv', lastTickAt: null },
        ],
      },
      pools: { requests: { totalCount: 7, idleCount: 3, waitingCount: 2 } },
    });
    const { text } = await own.scrape();
    expect(sample(text, 'signal_desk_quote_age_seconds', { source: 'oanda' })).toBeCloseTo(5, 0);
    expect(sample(text, 'signal_desk_quote_age_seconds', { source: 'deriv' })).toBeUndefined();
    expect(sample(text, 'signal_desk_db_pool_connections', { pool: 'requests', state: 'in_use' })).toBe(4);
    expect(sample(text, 'signal_desk_db_pool_waiting', { pool: 'requests' })).toBe(2);
    expect(sample(text, 'signal_desk_engine_running')).toBe(0);
  });

  it('reads the queues once a second at most, and only the first scrape waits for the database', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const own = new Metrics();
      let depth = 3;
      let answer: Promise<unknown> | undefined;
      let reads = 0;
      // The database of the job queues as the scrape sees it: each read answers the depth of its time,
      // or waits for as long as the test says (`answer`).
      const jobs = {
        execute: async () => {
          reads += 1;
          const rows = [{ name: 'partner-copy', depth, oldest: 0 }];
          await answer;
          return rows;
        },
      } as unknown as Db;
      own.readFrom({ jobs });
      const depthOf = async () =>
        sample((await own.scrape()).text, 'signal_desk_job_queue_depth', { queue: 'partner-copy' });

      expect(await depthOf()).toBe(3);
      depth = 5;
      expect(await depthOf()).toBe(3);
      expect(reads).toBe(1);

      // A second later the query is slow: the scrape answers the last reading without waiting, once.
      vi.advanceTimersByTime(1_000);
      let release = () => {};
      answer = new Promise<void>((resolve) => {
        release = resolve;
      });
      expect(await depthOf()).toBe(3);
      expect(await depthOf()).toBe(3);
      expect(reads).toBe(2);
      release();
      await vi.waitFor(async () => expect(await depthOf()).toBe(5));
      expect(reads).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('METRICS_PORT', () => {
  it('serves /metrics without a token on its own port and nothing else there', async () => {
    const server = await serveMetrics(metrics, 0, '127.0.0.1');
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const answer = await fetch(`${base}/metrics`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('signal_desk_engine_ticks_total');
      expect((await fetch(`${base}/api/health`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
