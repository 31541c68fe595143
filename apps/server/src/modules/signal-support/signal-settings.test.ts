import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { activityOfKind } from '../../../test-support/test-activity-log';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const url = (key: string) => `/api/me/signal-settings/${key}`;

describe('/api/me/signal-settings/{key}', () => {
  it('answers 401 without a token', async () => {
    expect((await t.call('GET', url('shift-1'))).status).toBe(401);
    expect((await t.call('POST', url('shift-1'), { body: { settings: {} } })).status).toBe(401);
  });

  it('keeps each admin’s own form defaults per app and quote provider, logging each save', async () => {
    const trader = await t.adminWith(['SHIFT', 'RELIC']);
    const otherApp = await t.call('POST', url('nfx-1'), { token: trader.token, body: { settings: {} } });
    expect(otherApp.status).toBe(403);
    const empty = await t.call('GET', url('shift-1'), { token: trader.token });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ data: { key: 'shift-1', settings: {} } });

    const settings = { orderType: 'limit', riskPercentage: 1.5, mutePush: false, comment: null };
    const saved = await t.call('POST', url('shift-1'), { token: trader.token, body: { settings } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ data: { key: 'shift-1', settings } });
    await t.call('POST', url('relic--1'), {
      token: trader.token,
      body: { settings: { exchange: 'binance' } },
    });

    expect((await t.call('GET', url('shift-1'), { token: trader.token })).body.data.settings).toEqual(
      settings,
    );
    expect((await t.call('GET', url('relic--1'), { token: trader.token })).body.data.settings).toEqual({
      exchange: 'binance',
    });
    expect((await t.call('GET', url('shift-1'), { token: t.rootToken })).body.data.settings).toEqual({});

    const replaced = { orderType: 'market' };
    await t.call('POST', url('shift-1'), { token: trader.token, body: { settings: replaced } });
    expect((await t.call('GET', url('shift-1'), { token: trader.token })).body.data.settings).toEqual(
      replaced,
    );

    const entries = await activityOfKind(t, 'signal settings updated', trader.user._id);
    expect(entries).toHaveLength(3);
    expect(entries[2]).toMatchObject({
      actor: trader.user.email,
      prev: { key: 'shift-1', settings },
      next: { key: 'shift-1', settings: replaced },
    });
  });

  it('refuses unknown keys and bad settings, writing nothing', async () => {
    const logs = await t.count('activity_log');
    for (const key of ['moon-1', 'shift-3', 'shift', 'shift-1-1']) {
      const answer = await t.call('GET', url(key), { token: t.rootToken });
      expect(answer.status, key).toBe(400);
      expect(answer.body.error.fields).toEqual([{ path: 'key', message: 'Invalid value', code: 'invalid' }]);
      expect((await t.call('POST', url(key), { token: t.rootToken, body: { settings: {} } })).status).toBe(
        400,
      );
    }
    for (const body of [
      {},
      { settings: [] },
      { settings: { nested: { deep: true } } },
      { settings: { text: 'x'.repeat(501) } },
    ]) {
      const answer = await t.call('POST', url('titan-2'), { token: t.rootToken, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.fields.length).toBeGreaterThan(0);
    }
    expect(await t.count('activity_log')).toBe(logs);
    expect((await t.call('GET', url('titan-2'), { token: t.rootToken })).body.data.settings).toEqual({});
  });
});
