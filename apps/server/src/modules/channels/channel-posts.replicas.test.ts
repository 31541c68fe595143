import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeTelegramServer } from '../../../test-support/fake-telegram-server';
import { SERVER_ROOT } from '../../config';

// A server killed with SIGKILL between an idea's commit and its channel post: a new process on the
// same PostgreSQL server posts what was committed, once, in the fake Telegram chat.
const PASSWORD = 'Replica-Pass1';
const TOKEN = '123456789:AAE-replica-bot-token-0000001';
const CHAT = '-1007777';
const url = process.env.TEST_DATABASE_URL as string;
const dbName = `sd_channels_${randomBytes(4).toString('hex')}`;
const target = new URL(url);
target.pathname = `/${dbName}`;
const telegram = new FakeTelegramServer([TOKEN]);
let apiRoot: string;
const children: ChildProcess[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function until(check: () => boolean | Promise<boolean>, ms = 90_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

async function startServer() {
  const port = await freePort();
  const child = spawn('node', [path.join(SERVER_ROOT, 'dist/main.mjs')], {
    env: {
      ...process.env,
      DATABASE_URL: target.toString(),
      PORT: String(port),
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      CHANNELS: 'real',
      TELEGRAM_API_ROOT: apiRoot,
    },
    stdio: 'ignore',
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  expect(
    await until(
      () =>
        fetch(`${base}/api/ready`).then(
          (r) => r.ok,
          () => false,
        ),
      60_000,
    ),
  ).toBe(true);
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
  apiRoot = await telegram.start();
  const { buildServer } = await import(path.join(SERVER_ROOT, '../../scripts/server-build.mjs'));
  await buildServer();
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await telegram.stop();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

describe('kill -9 between commit and channel post', () => {
  it('posts the idea once in the chat after a restart', async () => {
    const first = await startServer();
    const token = await signIn(first.base);
    const channel = await call(first.base, token, 'POST', '/channels', {
      app: 'shift',
      kind: 'telegram',
      name: 'Shift Telegram',
      language: 'en',
      enabled: true,
      botToken: TOKEN,
      chatId: CHAT,
    });
    expect(channel.data.simulated).toBe(false);
    const pairs = await call(
      first.base,
      token,
      'GET',
      `/currency-pairs?where=${encodeURIComponent('{"base":"EUR","quote":"USD"}')}`,
    );
    // Telegram takes the first post and never answers: the server dies holding it.
    telegram.stallNext = 1;
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
    expect(await until(() => telegram.calls.length === 1)).toBe(true);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(telegram.chat(CHAT)).toHaveLength(0);

    await startServer();
    // The job the killed server held is retried once it expires (60 s) and maintenance notices.
    expect(await until(() => telegram.chat(CHAT).length === 1, 180_000)).toBe(true);
    const db = new pg.Client({ connectionString: target.toString() });
    await db.connect();
    try {
      const posts = async () =>
        (
          await db.query(
            `select version, status, attempts, outcome from channel_posts where signal_id = $1`,
            [id],
          )
        ).rows;
      expect(await until(async () => (await posts())[0]?.status === 'sent')).toBe(true);
      expect(await posts()).toEqual([{ version: 1, status: 'sent', attempts: 2, outcome: 'posted' }]);
      // Nothing else reached the chat: the stalled request, then the one post.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(telegram.chat(CHAT)).toHaveLength(1);
      expect(telegram.calls.filter((c) => c.method === 'sendMessage')).toHaveLength(2);
      expect(telegram.chat(CHAT)[0]?.text).toContain('EUR/USD BUY');
    } finally {
      await db.end();
    }
  }, 360_000);
});
