import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { activityOfKind } from '../../../test-support/test-activity-log';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const TOKEN = '123456789:AAE-telegram-secret-token-0001';
const telegram = (overrides: Record<string, unknown> = {}) => ({
  app: 'shift',
  kind: 'telegram',
  name: 'Shift signals',
  language: 'en',
  enabled: true,
  botToken: TOKEN,
  chatId: '-1001234567890',
  ...overrides,
});
const create = (body: unknown, token = t.rootToken) => t.call('POST', '/api/channels', { token, body });

describe('/api/channels access', () => {
  it('needs CHANNELS_MODERATE, and keeps each admin to the channels of their apps', async () => {
    expect((await t.call('GET', '/api/channels')).status).toBe(401);
    const stranger = await t.adminWith(['SHIFT', 'SETTINGS']);
    const shift = await t.adminWith(['CHANNELS_MODERATE', 'SHIFT']);
    const relic = await t.adminWith(['CHANNELS_MODERATE', 'RELIC']);
    expect((await t.call('GET', '/api/channels', { token: stranger.token })).status).toBe(403);

    const relicChannel = (await create(telegram({ app: 'relic', name: 'Relic signals' }), relic.token)).body
      .data;
    const shiftChannel = (await create(telegram(), shift.token)).body.data;
    expect(relicChannel.app).toBe('relic');

    // The shift admin neither sees nor touches relic's channel, nor moves theirs to relic.
    const listed = await t.call('GET', '/api/channels', { token: shift.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((c: { _id: string }) => c._id)).toContain(shiftChannel._id);
    expect(listed.body.data.every((c: { app: string }) => c.app === 'shift')).toBe(true);
    expect((await t.call('GET', '/api/channels?app=relic', { token: shift.token })).status).toBe(403);
    const id = relicChannel._id;
    expect((await t.call('GET', `/api/channels/${id}`, { token: shift.token })).status).toBe(403);
    expect(
      (await t.call('PUT', `/api/channels/${id}`, { token: shift.token, body: telegram({ app: 'relic' }) }))
        .status,
    ).toBe(403);
    expect((await t.call('DELETE', `/api/channels/${id}`, { token: shift.token })).status).toBe(403);
    expect((await t.call('POST', `/api/channels/${id}/test`, { token: shift.token, body: {} })).status).toBe(
      403,
    );
    expect((await create(telegram({ app: 'relic' }), shift.token)).status).toBe(403);
    expect(
      (
        await t.call('PUT', `/api/channels/${shiftChannel._id}`, {
          token: shift.token,
          body: telegram({ app: 'relic' }),
        })
      ).status,
    ).toBe(403);
    expect((await t.call('GET', '/api/channel-posts?app=relic', { token: shift.token })).status).toBe(403);
    // The relic admin still sees theirs, unchanged.
    const own = await t.call('GET', `/api/channels/${id}`, { token: relic.token });
    expect(own.status).toBe(200);
    expect(own.body.data.name).toBe('Relic signals');
  });
});

describe('/api/channels', () => {
  it('answers secrets masked, keeps them when an edit leaves them empty, and logs masked values', async () => {
    const created = await create(telegram({ name: 'Masked' }));
    expect(created.status).toBe(201);
    const channel = created.body.data;
    expect(channel).toMatchObject({
      kind: 'telegram',
      chatId: '-1001234567890',
      botToken: '••••0001',
      simulated: true,
    });
    expect(JSON.stringify(created.body)).not.toContain('telegram-secret');

    const kept = await t.call('PUT', `/api/channels/${channel._id}`, {
      token: t.rootToken,
      body: telegram({ name: 'Masked (renamed)', botToken: '', enabled: false }),
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ name: 'Masked (renamed)', botToken: '••••0001', enabled: false });
    const replaced = await t.call('PUT', `/api/channels/${channel._id}`, {
      token: t.rootToken,
      body: telegram({ botToken: '123456789:AAE-telegram-secret-token-0002' }),
    });
    expect(replaced.body.data.botToken).toBe('••••0002');

    const discord = await create({
      app: 'shift',
      kind: 'discord',
      name: 'Discord',
      language: 'fr',
      enabled: true,
      webhookUrl: 'https://discord.example.com/api/webhooks/42/secret-webhook-token-wxyz',
    });
    expect(discord.body.data).toMatchObject({ webhookUrl: '••••wxyz', botToken: null, chatId: null });

    const logged = [
      ...(await activityOfKind(t, 'channel created', channel._id)),
      ...(await activityOfKind(t, 'channel updated', channel._id)),
      ...(await activityOfKind(t, 'channel created', discord.body.data._id)),
    ];
    expect(logged).toHaveLength(4);
    expect(logged[1]?.next).toMatchObject({ name: 'Masked (renamed)', changedCredentials: [] });
    expect(logged[2]?.next).toMatchObject({ changedCredentials: ['bot token'] });
    const text = JSON.stringify(logged);
    expect(text).not.toContain('telegram-secret');
    expect(text).not.toContain('secret-webhook-token');

    const removed = await t.call('DELETE', `/api/channels/${channel._id}`, { token: t.rootToken });
    expect(removed.status).toBe(200);
    expect(await activityOfKind(t, 'channel deleted', channel._id)).toHaveLength(1);
    expect((await t.call('GET', `/api/channels/${channel._id}`, { token: t.rootToken })).status).toBe(404);
  });

  it('refuses a channel without its credentials or with malformed ones, and writes nothing', async () => {
    const before = await t.count('channels');
    const noToken = await create(telegram({ botToken: '' }));
    expect(noToken.status).toBe(400);
    expect(noToken.body.error.fields).toEqual([
      expect.objectContaining({ path: 'botToken', code: 'required' }),
    ]);
    const badChat = await create(telegram({ chatId: 'not a chat' }));
    expect(badChat.status).toBe(400);
    expect(badChat.body.error.fields[0].path).toBe('chatId');
    const badToken = await create(telegram({ botToken: 'nope' }));
    expect(badToken.body.error.fields[0].path).toBe('botToken');
    const noHook = await create({ app: 'shift', kind: 'discord', name: 'D', language: 'en', enabled: true });
    expect(noHook.status).toBe(400);
    const javascript = await create({
      app: 'shift',
      kind: 'discord',
      name: 'Discord',
      language: 'en',
      enabled: true,
      webhookUrl: 'javascript:alert(1)',
    });
    expect(javascript.status).toBe(400);
    expect(javascript.body.error.fields[0]).toMatchObject({ path: 'webhookUrl', code: 'url' });
    expect(await t.count('channels')).toBe(before);
  });

  it('sends a test message (simulated here), refuses a blacklisted one, and logs it', async () => {
    const channel = (await create(telegram({ name: 'Tested', language: 'de' }))).body.data;
    const sent = await t.call('POST', `/api/channels/${channel._id}/test`, { token: t.rootToken, body: {} });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ delivered: true, simulated: true, error: null });
    expect(sent.body.data.messageId).toMatch(/^simulated-/);
    const [entry] = await activityOfKind(t, 'channel test sent', channel._id);
    expect(entry?.next).toMatchObject({ delivered: true, text: expect.stringContaining('Testnachricht') });

    await t.call('POST', '/api/badWords', { token: t.rootToken, body: { words: ['guaranteed'] } });
    const refused = await t.call('POST', `/api/channels/${channel._id}/test`, {
      token: t.rootToken,
      body: { text: 'Guaranteed profits today' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.reason).toBe('compliance_warning');
    expect(await activityOfKind(t, 'channel test sent', channel._id)).toHaveLength(1);
  });
});
