import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDiscordServer } from '../../../test-support/fake-discord-server';
import { FakeTelegramServer } from '../../../test-support/fake-telegram-server';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { createLimitBuy, eurUsdPair } from '../../../test-support/ideas';
import { until } from '../../../test-support/until';
import { multipart, pngOf } from '../../../test-support/upload-files';
import { channelPosts } from '../../db/schema';
import { LocalStorage } from '../../integrations/storage/local-storage';
import { traderFollowerIdsQuery } from '../customers/followers-service';
import { createDelivery } from '../notifications/delivery-service';
import { purgeChannelPosts } from './channel-posts-service';

// Posts of trade ideas through the real adapters (grammY, Discord webhooks) against local fakes of
// both protocols: one message per idea, edited at each change and answered by a reply.
const TOKEN = '123456789:AAE-fake-bot-token-000000001';
const telegram = new FakeTelegramServer([TOKEN]);
const discord = new FakeDiscordServer();
let t: TestApp;
let pair: string;
let chat = 0;
let uploads: string;

beforeAll(async () => {
  const apiRoot = await telegram.start();
  await discord.start();
  uploads = await mkdtemp(path.join(tmpdir(), 'sd-channel-images-'));
  const storage = new LocalStorage(uploads);
  t = await startTestApp({
    storage,
    delivery: (database) =>
      createDelivery({
        database,
        config: {
          fcm: undefined,
          partner: { url: undefined, secret: undefined },
          channels: { mode: 'real', telegramApiRoot: apiRoot },
        },
        log: pino({ level: 'silent' }),
        pollingIntervalSeconds: 0.5,
        maintenanceIntervalSeconds: 1,
        traderFollowerIds: traderFollowerIdsQuery,
        storage,
      }),
  });
  pair = await eurUsdPair(t);
  await t.call('PUT', '/api/settings', {
    token: t.rootToken,
    body: { tradeIdeaDisclaimer: 'Not advice: mind your risk.' },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await telegram.stop();
  await discord.stop();
  await rm(uploads, { recursive: true, force: true });
});

/** A fresh Telegram chat and Discord webhook of shift (the only channels enabled while a test runs). */
async function channelsOfShift() {
  const listed = await t.call('GET', '/api/channels?app=shift', { token: t.rootToken });
  for (const old of listed.body.data)
    await t.call('DELETE', `/api/channels/${old._id}`, { token: t.rootToken });
  chat += 1;
  const chatId = `-100${chat}`;
  const webhookUrl = discord.webhookUrl(String(chat));
  const base = { app: 'shift', language: 'en', enabled: true };
  const tg = await t.call('POST', '/api/channels', {
    token: t.rootToken,
    body: { ...base, kind: 'telegram', name: `Telegram ${chat}`, botToken: TOKEN, chatId },
  });
  const dc = await t.call('POST', '/api/channels', {
    token: t.rootToken,
    body: { ...base, kind: 'discord', name: `Discord ${chat}`, webhookUrl },
  });
  expect([tg.status, dc.status]).toEqual([201, 201]);
  return { chatId, webhookUrl, telegramId: tg.body.data._id as string };
}

const postsOf = (signalId: string) =>
  t.database.db.select().from(channelPosts).where(eq(channelPosts.signalId, signalId));
/** Whether the idea has `n` posts, all sent; a post that failed for good fails the test with its error. */
const allSent = async (signalId: string, n: number) => {
  const posts = await postsOf(signalId);
  const stuck = posts.find((p) => p.status !== 'sent' && p.status !== 'pending');
  if (stuck) throw new Error(`post ${stuck.version} ${stuck.status}: ${stuck.lastError}`);
  return posts.length === n && posts.every((p) => p.status === 'sent');
};

async function move(id: string, version: number, value: string) {
  const moved = await t.call('POST', `/api/signals/${id}/update-live-price`, {
    token: t.rootToken,
    body: { value, version },
  });
  expect(moved.status).toBe(200);
  return moved.body.data as { version: number };
}

describe('channel posts', () => {
  it('posts a new idea, then edits it and replies for its take profit and its close, in Telegram and Discord', async () => {
    const { chatId, webhookUrl } = await channelsOfShift();
    const idea = await createLimitBuy(t, pair);
    await until(() => telegram.chat(chatId).length === 1 && discord.channel(webhookUrl).length === 1);
    const [root] = telegram.chat(chatId);
    expect(root?.text).toContain('EUR/USD BUY');
    expect(root?.text).toContain(idea.signalId);
    expect(root?.text).toContain('Entry: 1.08500');
    expect(root?.text).toContain('TP2: 1.09500');
    expect(root?.text).toContain(`Trader: ${t.root.nickname}`);
    expect(root?.text).toContain('Not advice: mind your risk.');

    let signal = await move(idea._id, idea.version, '1.0850'); // activated
    signal = await move(idea._id, signal.version, '1.0900'); // take profit 1
    t.prices.set({ base: 'EUR', quote: 'USD', exchange: null }, '1.0890', '1.0892');
    const ended = await t.call('PUT', `/api/signals/end-trade/${idea._id}`, {
      token: t.rootToken,
      body: { version: signal.version, expectedStatus: 'won' },
    });
    expect(ended.status).toBe(200);
    // One post per channel and version: create, activated, take profit, won.
    await until(() => allSent(idea._id, 8), 60_000);

    const messages = telegram.chat(chatId);
    expect(messages).toHaveLength(4);
    const [message, ...replies] = messages;
    expect(message?.edits).toBe(3);
    expect(message?.text).toContain('TP1: 1.09000 ✅');
    expect(message?.text).toContain('Status: Won');
    expect(replies.map((r) => r.replyTo)).toEqual([
      message?.messageId,
      message?.messageId,
      message?.messageId,
    ]);
    expect(replies.map((r) => r.text)).toEqual([
      'EUR/USD BUY: Trade idea activated at 1.08500',
      'EUR/USD BUY: Take profit 1 hit: +50 pips',
      'EUR/USD BUY: Trade idea won: +50 pips',
    ]);
    const channelMessages = discord.channel(webhookUrl);
    expect(channelMessages).toHaveLength(4);
    expect(channelMessages[0]?.edits).toBe(3);
    expect(channelMessages[0]?.content).toContain('Status: Won');
    expect(channelMessages[3]?.content).toBe('EUR/USD BUY: Trade idea won: +50 pips');

    const posts = await postsOf(idea._id);
    expect(posts.filter((p) => p.outcome === 'posted')).toHaveLength(2);
    expect(posts.filter((p) => p.outcome === 'edited-replied')).toHaveLength(6);
    // The chat got its requests (a post, then an edit and a reply per change) at most one a second
    // (arrival times carry some request jitter).
    const times = telegram.calls.filter((c) => c.chatId === chatId).map((c) => c.at);
    expect(times).toHaveLength(7);
    expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBeGreaterThan(6 * 1000 - 300);

    const history = await t.call('GET', `/api/channel-posts?app=shift&perPage=50`, { token: t.rootToken });
    const mine = history.body.data.filter((p: { signalId: string }) => p.signalId === idea._id);
    expect(mine).toHaveLength(8);
    expect(mine[0]).toMatchObject({ readableId: idea.signalId, status: 'sent', sender: 'real' });
  }, 90_000);

  it('removes the posts of closed ideas after 90 days, and keeps those of ideas still open', async () => {
    await channelsOfShift();
    const closed = await createLimitBuy(t, pair);
    const open = await createLimitBuy(t, pair);
    const cancelled = await t.call('PUT', `/api/signals/cancelled/${closed._id}`, {
      token: t.rootToken,
      body: { version: closed.version },
    });
    expect(cancelled.status).toBe(200);
    // Sent first: a post still in flight when the next test's channels are made would take their calls.
    await until(async () => (await allSent(closed._id, 4)) && (await allSent(open._id, 2)), 60_000);
    const age = (days: number) =>
      t.database.db.execute(
        sql`update channel_posts set created_at = now() - make_interval(days => ${days}) where signal_id in (${closed._id}, ${open._id})`,
      );
    await age(89);
    await purgeChannelPosts(t.database.db);
    expect((await postsOf(closed._id)).length).toBe(4);
    await age(91);
    await purgeChannelPosts(t.database.db);
    expect(await postsOf(closed._id)).toEqual([]);
    expect((await postsOf(open._id)).length).toBe(2);
  }, 90_000);

  it("waits Telegram's retry_after, and replies with the whole idea when its message can no longer be edited", async () => {
    const { chatId, telegramId } = await channelsOfShift();
    telegram.tooManyNext = 1;
    const idea = await createLimitBuy(t, pair);
    await until(() => telegram.chat(chatId).length === 1, 30_000);
    await until(() => allSent(idea._id, 2));
    const first = (await postsOf(idea._id)).find((p) => p.channelId === telegramId);
    expect(first?.attempts).toBe(2);
    // The second try waited the second Telegram asked for.
    const [refusedAt, postedAt] = telegram.calls.filter((c) => c.chatId === chatId).map((c) => c.at);
    expect((postedAt ?? 0) - (refusedAt ?? 0)).toBeGreaterThanOrEqual(1000);

    // The idea's message was deleted in Telegram: the change is told in a reply carrying the whole idea.
    const root = telegram.chat(chatId)[0];
    telegram.forget(root?.messageId ?? 0);
    await move(idea._id, idea.version, '1.0850');
    await until(() => allSent(idea._id, 4), 30_000);
    const [reply] = telegram.chat(chatId);
    expect(reply?.replyTo).toBeNull();
    expect(reply?.text).toContain('EUR/USD BUY: Trade idea activated at 1.08500');
    expect(reply?.text).toContain('Status: Active');
    const posts = await postsOf(idea._id);
    expect(posts.find((p) => p.version === 2 && p.outcome === 'replied')).toBeDefined();
  }, 90_000);

  it("attaches the idea's image, and edits its caption afterwards", async () => {
    const { chatId, webhookUrl, telegramId } = await channelsOfShift();
    const form = multipart('file', 'chart.png', 'image/png', pngOf(2048));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/common/upload?folder=signals',
      headers: { authorization: `Bearer ${t.rootToken}`, 'content-type': form.contentType },
      payload: form.body,
    });
    expect(uploaded.statusCode).toBe(201);
    const created = await t.call('POST', '/api/signals', {
      token: t.rootToken,
      body: {
        app: 'shift',
        signalType: 'forex',
        pair,
        orderType: 'limit',
        side: 'sell',
        entry: '1.0850',
        stopLoss: '1.0900',
        takeProfits: ['1.0800'],
        images: [JSON.parse(uploaded.body).data.url],
      },
    });
    expect(created.status).toBe(201);
    const idea = created.body.data;
    await until(() => allSent(idea._id, 2));
    expect(telegram.chat(chatId)[0]).toMatchObject({
      photo: true,
      text: expect.stringContaining('EUR/USD SELL'),
    });
    expect(discord.channel(webhookUrl)[0]?.attachments).toHaveLength(1);
    await move(idea._id, idea.version, '1.0850');
    await until(() => allSent(idea._id, 4));
    expect(telegram.chat(chatId)[0]).toMatchObject({ photo: true, edits: 1 });
    const posts = await postsOf(idea._id);
    expect(posts.find((p) => p.channelId === telegramId && p.version === 2)?.outcome).toBe('edited-replied');
  }, 60_000);

  it('refuses a post whose text holds a blacklisted term, and sends nothing', async () => {
    const { chatId } = await channelsOfShift();
    const created = await t.call('POST', '/api/signals', {
      token: t.rootToken,
      body: {
        app: 'shift',
        signalType: 'forex',
        pair,
        orderType: 'limit',
        side: 'buy',
        entry: '1.0850',
        stopLoss: '1.0800',
        takeProfits: ['1.0900'],
        comment: 'Aiming for the moon',
      },
    });
    const idea = created.body.data;
    await until(() => allSent(idea._id, 2));
    // The term is blacklisted after the idea was published: its next post is refused in every channel.
    const added = await t.call('POST', '/api/badWords', { token: t.rootToken, body: { words: ['moon'] } });
    await move(idea._id, idea.version, '1.0850');
    await until(async () => (await postsOf(idea._id)).filter((p) => p.status === 'refused').length === 2);
    const refused = (await postsOf(idea._id)).filter((p) => p.version === 2);
    expect(refused.map((p) => p.lastError)).toEqual([
      'compliance warning: "moon"',
      'compliance warning: "moon"',
    ]);
    expect(telegram.chat(chatId)).toHaveLength(1);
    expect(telegram.chat(chatId)[0]?.edits).toBe(0);
    for (const word of added.body.data)
      await t.call('DELETE', `/api/badWords/${word._id}`, { token: t.rootToken });
  }, 60_000);

  it('sends the test message through the real adapter and says what Telegram answered', async () => {
    const { telegramId, chatId } = await channelsOfShift();
    const sent = await t.call('POST', `/api/channels/${telegramId}/test`, { token: t.rootToken, body: {} });
    expect(sent.body.data).toMatchObject({ delivered: true, simulated: false });
    expect(telegram.chat(chatId).at(-1)?.text).toContain('Test message from Signal Desk');
    const wrong = await t.call('POST', '/api/channels', {
      token: t.rootToken,
      body: {
        app: 'relic',
        kind: 'telegram',
        name: 'Wrong token',
        language: 'en',
        enabled: true,
        botToken: '987654321:AAE-not-a-known-bot-token-999',
        chatId: '-100999',
      },
    });
    const refused = await t.call('POST', `/api/channels/${wrong.body.data._id}/test`, {
      token: t.rootToken,
      body: {},
    });
    expect(refused.body.data).toMatchObject({ delivered: false, error: 'Telegram 401: Unauthorized' });
  });
});
