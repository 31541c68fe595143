import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeOanda } from '../../test-support/oanda-fake-server';
import { replicasForFile } from '../../test-support/replicas';
import { until } from '../../test-support/until';

// Two server processes on one PostgreSQL server, one tick stream (a local OANDA both connect to).
let fake: FakeOanda;
let token: string;
let eurusd: string;

/** Generous: CI machines may be busy, and a replica's stop can take its dead connections a while. */
const WAIT_MS = 45_000;
/** The checks ask the replicas over HTTP (and resend a price): every 100 ms is enough. */
const POLL_MS = 100;

beforeAll(async () => {
  fake = await FakeOanda.start();
});

afterAll(() => fake?.close());

// Registered after the feed's hooks, whose `afterAll` then runs last: the replicas stop before it.
const cluster = replicasForFile('sd_replicas');
const { replicas } = cluster;
const api = (base: string, method: string, route: string, body?: unknown) =>
  cluster.call(base, token, method, route, body);

beforeAll(async () => {
  const feed = {
    QUOTES_FOREX: 'oanda',
    OANDA_TOKEN: fake.token,
    OANDA_ACCOUNT_ID: fake.accountId,
    OANDA_API_URL: fake.url,
    OANDA_STREAM_URL: fake.url,
  };
  const [first] = await Promise.all([cluster.start(feed), cluster.start(feed)]);
  token = await cluster.signIn(first.base);
  eurusd = await cluster.eurUsdPair(first.base, token);
}, 120_000);

const createSignals = async (
  base: string,
  count: number,
  entry: string,
  stopLoss: string,
  takeProfits: string[],
) => {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const created = await api(base, 'POST', '/signals', {
      app: 'shift',
      signalType: 'forex',
      pair: eurusd,
      orderType: 'limit',
      side: 'buy',
      entry,
      stopLoss,
      takeProfits,
    });
    if (!created.data) throw new Error(`creation refused: ${JSON.stringify(created)}`);
    ids.push(created.data._id);
  }
  return ids;
};

const statuses = async (base: string, ids: string[]) =>
  Promise.all(ids.map((id) => api(base, 'GET', `/signals/${id}`).then((s) => s.data.status as string)));
const firstTargetsHit = async (base: string, ids: string[]) =>
  Promise.all(
    ids.map((id) => api(base, 'GET', `/signals/${id}`).then((s) => s.data.takeProfits[0].hitAt !== null)),
  );
const logKinds = (base: string, id: string) =>
  api(base, 'GET', `/signals/${id}/log`).then((l) => l.data.map((e: any) => e.kind as string));
/** A feed keeps ticking: the price is sent again until the check holds. */
const tickUntil = (bid: string, ask: string, check: () => Promise<boolean>) =>
  until(
    async () => {
      fake.price('EUR_USD', bid, ask);
      return check();
    },
    WAIT_MS,
    POLL_MS,
  );

/** Every live replica's engine holds the open signals and watches EUR_USD. */
const bothReady = (open: number) =>
  until(
    async () => {
      const alive = replicas.filter((r) => r.child.exitCode === null && !r.child.killed);
      const states = await Promise.all(alive.map((r) => api(r.base, 'GET', '/engine/status')));
      return states.every((s) => s.data.openSignals === open && s.data.watchedKeys === 1);
    },
    WAIT_MS,
    POLL_MS,
  );

describe('two replicas, one tick stream', () => {
  it('commits every transition exactly once', async () => {
    const [a, b] = replicas.map((r) => r.base) as [string, string];
    const levels = ['1.0000', ['1.1100', '1.1200']] as const;
    const ids = [
      ...(await createSignals(a, 6, '1.1000', levels[0], [...levels[1]])),
      ...(await createSignals(b, 6, '1.1000', levels[0], [...levels[1]])),
    ];
    await bothReady(ids.length);
    // Each price is sent until its effect shows, so the next one never overtakes it.
    await tickUntil('1.0990', '1.0991', async () => (await statuses(a, ids)).every((s) => s === 'active'));
    await tickUntil('1.1150', '1.1151', async () => (await firstTargetsHit(b, ids)).every(Boolean));
    await tickUntil('1.1250', '1.1251', async () => (await statuses(a, ids)).every((s) => s === 'won'));
    for (const id of ids) {
      const kinds = await logKinds(b, id);
      expect(kinds.filter((k: string) => k === 'take profit hit')).toHaveLength(2);
      expect(kinds.filter((k: string) => k === 'status changed automatically')).toHaveLength(2);
      expect(kinds.filter((k: string) => k === 'all take profits hit')).toHaveLength(1);
    }
  });

  it('lets the survivor finish the work when a replica dies mid-stream', async () => {
    const [a, b] = replicas.map((r) => r.base) as [string, string];
    const ids = await createSignals(a, 8, '1.2000', '1.1000', ['1.2100', '1.2200']);
    await bothReady(ids.length);
    await tickUntil('1.1990', '1.1991', async () => (await statuses(b, ids)).every((s) => s === 'active'));
    replicas[1]?.child.kill('SIGKILL');
    await tickUntil('1.0990', '1.0991', async () => (await statuses(a, ids)).every((s) => s === 'sl_hit'));
    for (const id of ids) {
      const kinds = await logKinds(a, id);
      expect(kinds.filter((k: string) => k === 'stop loss hit')).toHaveLength(1);
      expect(kinds.filter((k: string) => k === 'status changed automatically')).toHaveLength(2);
    }
  });
});
