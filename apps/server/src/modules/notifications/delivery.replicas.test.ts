import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakePartnerReceiver } from '../../../test-support/fake-partner-receiver';
import { until } from '../../../test-support/until';
import { SERVER_ROOT } from '../../config';

// A server killed with SIGKILL between a signal's commit and its delivery: a second process on the
// same PostgreSQL server delivers what was committed, once (the receiver dedupes by idempotency key).
const PASSWORD = 'Replica-Pass1';
const SECRET = 'kill-test-secret-0123456789';
const url = process.env.TEST_DATABASE_URL as string;
const dbName = `sd_delivery_${randomBytes(4).toString('hex')}`;
const target = new URL(url);
target.pathname = `/${dbName}`;
const receiver = new FakePartnerReceiver(SECRET);
let receiverUrl: string;
const children: ChildProcess[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Polls every 100 ms: the checks ask servers and the database. */
const POLL_MS = 100;

async function startServer() {
  const port = await freePort();
  const child = spawn('node', [path.join(SERVER_ROOT, 'dist/main.mjs')], {
    env: {
      ...process.env,
      DATABASE_URL: target.toString(),
      PORT: String(port),
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      PARTNER_WEBHOOK_URL: receiverUrl,
      PARTNER_WEBHOOK_SECRET: SECRET,
    },
    stdio: 'ignore',
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await until(
    () =>
      fetch(`${base}/api/ready`).then(
        (r) => r.ok,
        () => false,
      ),
    60_000,
    POLL_MS,
  );
  return { child, base };
}

async function call(base: string, token: string, method: string, route: string, body?: unknown) {
  const response = await fetch(`${base}/api${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json() as Promise<any>;
}

async function signIn(base: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: PASSWORD }),
  }).then((r) => r.json() as Promise<any>);
  return login.data.token as string;
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  receiverUrl = await receiver.start();
  const { buildServer } = await import(path.join(SERVER_ROOT, '../../scripts/server-build.mjs'));
  await buildServer();
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await receiver.stop();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

describe('kill -9 between commit and delivery', () => {
  it('loses no job and delivers none twice', async () => {
    const first = await startServer();
    const token = await signIn(first.base);
    const pairs = await call(
      first.base,
      token,
      'GET',
      `/currency-pairs?where=${encodeURIComponent('{"base":"EUR","quote":"USD"}')}`,
    );
    const db = new pg.Client({ connectionString: target.toString() });
    await db.connect();
    try {
      for (const [i, language] of ['en', 'fr', 'de'].entries())
        await db.query(
          `insert into push_devices (token, app, language, platform) values ($1, 'shift', $2, 'ios')`,
          [`kill-${i}`, language],
        );
      // The receiver takes the first copy and never answers: the server dies holding it.
      receiver.stallNext = 1;
      const created = await call(first.base, token, 'POST', '/signals', {
        app: 'shift',
        signalType: 'forex',
        pair: pairs.data[0]._id,
        orderType: 'limit',
        side: 'buy',
        entry: '1.0850',
        stopLoss: '1.0800',
        takeProfits: ['1.0900'],
      });
      const id = created.data._id as string;
      await until(() => receiver.requests === 1, 90_000, POLL_MS);
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
      expect(receiver.accepted).toHaveLength(0);

      await startServer();
      await until(() => receiver.accepted.length === 1, 90_000, POLL_MS);
      expect(receiver.accepted[0]?.key).toBe(`${id}:1`);
      // The same copy was posted again with the same key; nothing else was sent.
      expect(receiver.requests).toBe(2);
      const copy = async () =>
        (await db.query(`select status, attempts from partner_deliveries where signal_id = $1`, [id])).rows;
      await until(async () => (await copy())[0]?.status === 'delivered', 90_000, POLL_MS);
      expect(await copy()).toEqual([{ status: 'delivered', attempts: 2 }]);

      // The automatic push of the new idea went out once to each device.
      // A push job the killed server had taken (whichever of the three queues) is retried once it
      // expires (60 s each) and the next maintenance pass (10 s) notices: up to 70 s, more on a
      // loaded machine.
      await until(
        async () => {
          const n = await db.query(`select status from notifications where signal_id = $1`, [id]);
          return n.rows[0]?.status === 'done';
        },
        180_000,
        POLL_MS,
      );
      const pushes = await db.query(
        `select count(*)::int as n from simulated_pushes p join notifications n on n.id = p.notification_id
         where n.signal_id = $1`,
        [id],
      );
      expect(pushes.rows[0].n).toBe(3);
      const outbox = await db.query(`select count(*)::int as n from job_outbox`);
      expect(outbox.rows[0].n).toBe(0);
    } finally {
      await db.end();
    }
  }, 360_000);
});
