import { DEFAULT_TRADE_IDEA_DISCLAIMER } from '@signal-desk/domain/signal-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, startTestApp, type TestApp } from '../../../test-support/harness';
import { activityOfKind } from '../../../test-support/test-activity-log';
import { DEFAULT_SETTINGS, getSettings } from './settings-service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const put = (body: unknown, token = t.rootToken) => t.call('PUT', '/api/settings', { token, body });

describe('GET /api/settings', () => {
  it('answers the defaults to any signed-in admin, and 401 without a token', async () => {
    expect((await t.call('GET', '/api/settings')).status).toBe(401);
    const someone = await t.adminWith(['STATS']);
    const answer = await t.call('GET', '/api/settings', { token: someone.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      tradeIdeaDisclaimer: DEFAULT_TRADE_IDEA_DISCLAIMER,
      defaultSignalDisclaimer: null,
      blacklistWordFilter: true,
      cancellationThresholds: { pips: '20', points: '20' },
      imageLimitMb: 3,
    });
  });
});

describe('PUT /api/settings', () => {
  it('needs a token and SETTINGS', async () => {
    expect((await t.call('PUT', '/api/settings', { body: { imageLimitMb: 5 } })).status).toBe(401);
    const viewer = await t.adminWith(['SIGNALS_VIEW']);
    const denied = await put({ imageLimitMb: 5 }, viewer.token);
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toContain('SETTINGS');
    const keeper = await t.adminWith(['SETTINGS']);
    expect((await put({ imageLimitMb: 3 }, keeper.token)).status).toBe(200);
  });

  it('merges the given fields, answers the whole settings and logs what changed', async () => {
    const answer = await put({
      tradeIdeaDisclaimer: '  Trade carefully.  ',
      cancellationThresholds: { pips: 15, points: '7.5' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      ...DEFAULT_SETTINGS,
      tradeIdeaDisclaimer: 'Trade carefully.',
      cancellationThresholds: { pips: '15', points: '7.5' },
    });
    const second = await put({ blacklistWordFilter: false, defaultSignalDisclaimer: 'Not advice.' });
    expect(second.body.data).toMatchObject({
      tradeIdeaDisclaimer: 'Trade carefully.',
      blacklistWordFilter: false,
      defaultSignalDisclaimer: 'Not advice.',
      cancellationThresholds: { pips: '15', points: '7.5' },
    });
    expect((await t.call('GET', '/api/settings', { token: t.rootToken })).body.data).toEqual(
      second.body.data,
    );
    expect(await getSettings(t.database.db)).toEqual(second.body.data);

    const [first, latest] = (await activityOfKind(t, 'settings updated')).slice(-2);
    expect(first).toMatchObject({
      actor: ADMIN_EMAIL,
      ip: '127.0.0.1',
      prev: {
        tradeIdeaDisclaimer: DEFAULT_TRADE_IDEA_DISCLAIMER,
        cancellationThresholds: { pips: '20', points: '20' },
      },
      next: {
        tradeIdeaDisclaimer: 'Trade carefully.',
        cancellationThresholds: { pips: '15', points: '7.5' },
      },
    });
    expect(latest).toMatchObject({
      prev: { blacklistWordFilter: true, defaultSignalDisclaimer: null },
      next: { blacklistWordFilter: false, defaultSignalDisclaimer: 'Not advice.' },
    });
  });

  it('puts a setting back to its default on null', async () => {
    await put({ tradeIdeaDisclaimer: 'Custom', defaultSignalDisclaimer: 'Custom too' });
    const answer = await put({ tradeIdeaDisclaimer: null, defaultSignalDisclaimer: null });
    expect(answer.body.data).toMatchObject({
      tradeIdeaDisclaimer: DEFAULT_TRADE_IDEA_DISCLAIMER,
      defaultSignalDisclaimer: null,
    });
  });

  it('writes nothing when nothing changes', async () => {
    const current = (await t.call('GET', '/api/settings', { token: t.rootToken })).body.data;
    const logs = await t.count('activity_log');
    const answer = await put({
      imageLimitMb: current.imageLimitMb,
      blacklistWordFilter: current.blacklistWordFilter,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(current);
    expect((await put({})).body.data).toEqual(current);
    expect(await t.count('activity_log')).toBe(logs);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = (await t.call('GET', '/api/settings', { token: t.rootToken })).body.data;
    const logs = await t.count('activity_log');
    const bad = await put({
      imageLimitMb: 0,
      blacklistWordFilter: 'yes',
      cancellationThresholds: { pips: '-1', points: 'abc' },
      tradeIdeaDisclaimer: 'x'.repeat(1501),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('bad_request');
    const paths = bad.body.error.fields.map((f: { path: string }) => f.path).sort();
    expect(paths).toEqual([
      'blacklistWordFilter',
      'cancellationThresholds.pips',
      'cancellationThresholds.points',
      'imageLimitMb',
      'tradeIdeaDisclaimer',
    ]);
    expect(bad.body.error.fields).toContainEqual({
      path: 'tradeIdeaDisclaimer',
      message: 'Must be at most 1500 characters',
      code: 'tooLong1500',
    });
    expect((await put({ cancellationThresholds: { pips: '10' } })).status).toBe(400);
    expect((await t.call('GET', '/api/settings', { token: t.rootToken })).body.data).toEqual(before);
    expect(await t.count('activity_log')).toBe(logs);
  });
});

describe('concurrent saves', () => {
  it('queue up, so each logged change starts from the value the one before left', async () => {
    await put({ imageLimitMb: 1 });
    const limits = [2, 3, 4, 5, 6, 7, 8, 9];
    const answers = await Promise.all(limits.map((imageLimitMb) => put({ imageLimitMb })));
    expect(answers.map((a) => a.status)).toEqual(limits.map(() => 200));
    const chain = (await activityOfKind(t, 'settings updated')).slice(-limits.length - 1);
    for (let i = 1; i < chain.length; i++) expect(chain[i]?.prev).toEqual(chain[i - 1]?.next);
    const final = (await t.call('GET', '/api/settings', { token: t.rootToken })).body.data.imageLimitMb;
    expect(chain.at(-1)?.next).toEqual({ imageLimitMb: final });
  });
});
