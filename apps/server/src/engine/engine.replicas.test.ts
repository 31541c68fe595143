import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeOanda } from '../../test-support/oanda-fake-server';
import { until } from '../../test-support/until';
import { SERVER_ROOT } from '../config';

// Two server processes on one PostgreSQL server, one tick stream (a local OANDA both connect to).
const PASSWORD = 'Replica-Pass1';
const url = process.env.TEST_DATABASE_URL as string;
const dbName = `sd_replicas_${randomBytes(4).toString('hex')}`;
let fake: FakeOanda;
const replicas: { process: ChildProcess; base: string }[] = [];
let token: string;
let eurusd: string;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function startReplica(databaseUrl: string) {
  const port = await freePort();
  const child = spawn('node', [path.join(SERVER_ROOT, 'dist/main.mjs')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      QUOTES_FOREX: 'oanda',
      OANDA_TOKEN: fake.token,
      OANDA_ACCOUNT_ID: fake.accountId,
      OANDA_API_URL: fake.url,
      OANDA_STREAM_URL: fake.url,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += String(chunk);
  });
  const base = `http://127.0.0.1:${port}`;
  replicas.push({ process: child, base });
  // Ready when it answers /api/ready; a busy machine applying migrations for two replicas takes a while.
  await until(
    async () => {
      // An exited replica's output is what the failure reports when the time is up.
      if (child.exitCode !== null)
        throw new Error(`replica on ${port} exited (${child.exitCode}): ${errors}`);
      return fetch(`${base}/api/ready`)
        .then((r) => r.ok)
        .catch(() => false);
    },
    100_000,
    POLL_MS,
  ).catch((error: unknown) => {
    throw new Error(`replica on ${port} did not start: ${errors}`, { cause: error });
  });
  return base;
}

async function api(base: string, method: string, route: string, body?: unknown) {
  const response = await fetch(`${base}/api${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json() as Promise<any>;
}

/** Generous: CI machines may be busy, and a replica's stop can take its dead connections a while. */
const WAIT_MS = 45_000;
/** The checks ask the replicas over HTTP (and resend a price): every 100 ms is enough. */
const POLL_MS = 100;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${dbName}`;
  fake = await FakeOanda.start();
  const { buildServer } = await import(path.join(SERVER_ROOT, '../../scripts/server-build.mjs'));
  await buildServer();
  await Promise.all([startReplica(target.toString()), startReplica(target.toString())]);
  const login = await fetch(`${replicas[0]?.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: PASSWORD }),
  }).then((r) => r.json() as Promise<any>);
  token = login.data.token;
  const pairs = await api(
    replicas[0]?.base as string,
    'GET',
    `/currency-pairs?where=${encodeURIComponent('{"base":"EUR","quote":"USD"}')}`,
  );
  eurusd = pairs.data[0]._id;
}, 120_000);

afterAll(async () => {
  // Each replica closes its connections before it exits: the database can be dropped after that.
  await Promise.all(
    replicas.map(({ process: child }) => {
      if (child.exitCode !== null || child.signalCode !== null) return null;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      return exited;
    }),
  );
  await fake?.close();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

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
      const alive = replicas.filter((r) => r.process.exitCode === null && !r.process.killed);
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
    replicas[1]?.process.kill('SIGKILL');
    await tickUntil('1.0990', '1.0991', async () => (await statuses(a, ids)).every((s) => s === 'sl_hit'));
    for (const id of ids) {
      const kinds = await logKinds(a, id);
      expect(kinds.filter((k: string) => k === 'stop loss hit')).toHaveLength(1);
      expect(kinds.filter((k: string) => k === 'status changed automatically')).toHaveLength(2);
    }
  });
});
