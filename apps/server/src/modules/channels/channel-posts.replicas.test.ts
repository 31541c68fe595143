import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeTelegramServer } from '../../../test-support/fake-telegram-server';
import { replicasForFile } from '../../../test-support/replicas';
import { until } from '../../../test-support/until';

// A server killed with SIGKILL between an idea's commit and its channel post: a new process on the
// same PostgreSQL server posts what was committed, once, in the fake Telegram chat.
const TOKEN = '123456789:AAE-replica-bot-token-0000001';
const CHAT = '-1007777';
const telegram = new FakeTelegramServer([TOKEN]);
let apiRoot: string;

/** The checks ask the servers, the fake chat and the database: every 100 ms is enough. */
const POLL_MS = 100;

beforeAll(async () => {
  apiRoot = await telegram.start();
});

afterAll(() => telegram.stop());

// Registered after Telegram's hooks, whose `afterAll` then runs last: the servers stop before it.
const cluster = replicasForFile('sd_channels');
const startServer = () => cluster.start({ CHANNELS: 'real', TELEGRAM_API_ROOT: apiRoot });

describe('kill -9 between commit and channel post', () => {
  it('posts the idea once in the chat after a restart', async () => {
    const first = await startServer();
    const token = await cluster.signIn(first.base);
    const channel = await cluster.call(first.base, token, 'POST', '/channels', {
      app: 'shift',
      kind: 'telegram',
      name: 'Shift Telegram',
      language: 'en',
      enabled: true,
      botToken: TOKEN,
      chatId: CHAT,
    });
    expect(channel.data.simulated).toBe(false);
    const eurusd = await cluster.eurUsdPair(first.base, token);
    // Telegram takes the first post and never answers: the server dies holding it.
    telegram.stallNext = 1;
    const created = await cluster.call(first.base, token, 'POST', '/signals', {
      app: 'shift',
      signalType: 'forex',
      pair: eurusd,
      orderType: 'limit',
      side: 'buy',
      entry: '1.0850',
      stopLoss: '1.0800',
      takeProfits: ['1.0900'],
    });
    const id = created.data._id as string;
    await until(() => telegram.calls.length === 1, 90_000, POLL_MS);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(telegram.chat(CHAT)).toHaveLength(0);

    await startServer();
    // The job the killed server held is retried once it expires (60 s) and maintenance notices.
    await until(() => telegram.chat(CHAT).length === 1, 180_000, POLL_MS);
    const db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
    try {
      const posts = async () =>
        (
          await db.query(
            `select version, status, attempts, outcome from channel_posts where signal_id = $1`,
            [id],
          )
        ).rows;
      await until(async () => (await posts())[0]?.status === 'sent', 90_000, POLL_MS);
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
