import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { activityOfKind } from '../../../test-support/test-activity-log';
import { rulesForApp } from './take-profit-rules-service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const rule = (overrides: Record<string, unknown> = {}) => ({
  app: 'shift',
  minTakeProfit: '10',
  maxTakeProfit: 200,
  minStopLoss: '5',
  maxStopLoss: '100',
  minTakeProfitsCount: 1,
  maxTakeProfitsCount: 3,
  rrr: '1.5',
  ...overrides,
});

const create = (body: unknown, token = t.rootToken) =>
  t.call('POST', '/api/take-profit-rules', { token, body });

describe('/api/take-profit-rules access', () => {
  it('answers 401 without a token on every route', async () => {
    expect((await t.call('GET', '/api/take-profit-rules')).status).toBe(401);
    expect((await t.call('POST', '/api/take-profit-rules', { body: rule() })).status).toBe(401);
    expect((await t.call('PUT', `/api/take-profit-rules/${MISSING_ID}`, { body: rule() })).status).toBe(401);
    expect((await t.call('DELETE', `/api/take-profit-rules/${MISSING_ID}`)).status).toBe(401);
  });

  it('lets SIGNALS_VIEW read, SETTINGS or SIGNALS_MODERATE change, and nobody else', async () => {
    const stranger = await t.adminWith(['STATS']);
    const viewer = await t.adminWith(['SIGNALS_VIEW', 'SHIFT']);
    const moderator = await t.adminWith(['SIGNALS_MODERATE', 'SHIFT']);
    const keeper = await t.adminWith(['SETTINGS', 'SHIFT']);

    const hidden = await t.call('GET', '/api/take-profit-rules', { token: stranger.token });
    expect(hidden.status).toBe(403);
    expect(hidden.body.error.message).toContain('SIGNALS_VIEW');
    expect((await t.call('GET', '/api/take-profit-rules', { token: viewer.token })).status).toBe(200);

    const id = (await create(rule(), moderator.token)).body.data._id;
    expect((await create(rule(), keeper.token)).status).toBe(201);
    for (const token of [stranger.token, viewer.token]) {
      expect((await create(rule(), token)).status).toBe(403);
      expect((await t.call('PUT', `/api/take-profit-rules/${id}`, { token, body: rule() })).status).toBe(403);
      expect((await t.call('DELETE', `/api/take-profit-rules/${id}`, { token })).status).toBe(403);
    }
    expect((await t.call('DELETE', `/api/take-profit-rules/${id}`, { token: keeper.token })).status).toBe(
      200,
    );
  });
});

describe('/api/take-profit-rules', () => {
  it('creates, replaces and deletes a rule, logging each change', async () => {
    const created = await create(rule({ ignoredTradeTypes: ['Scalping'] }));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      app: 'shift',
      minTakeProfit: '10',
      maxTakeProfit: '200',
      minStopTip: null,
      takeProfitIndex: 1,
      ignoredTradeTypes: ['Scalping'],
    });
    const id = created.body.data._id;

    const updated = await t.call('PUT', `/api/take-profit-rules/${id}`, {
      token: t.rootToken,
      body: { app: 'shift', rrr: '2', takeProfitIndex: 2 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      rrr: '2',
      takeProfitIndex: 2,
      minTakeProfit: null,
      ignoredTradeTypes: [],
    });

    expect((await t.call('DELETE', `/api/take-profit-rules/${id}`, { token: t.rootToken })).body).toEqual({
      data: { _id: id },
    });
    expect((await t.call('DELETE', `/api/take-profit-rules/${id}`, { token: t.rootToken })).status).toBe(404);

    expect(await activityOfKind(t, 'take profit rule created', id)).toMatchObject([
      { next: { _id: id, rrr: '1.5' } },
    ]);
    expect(await activityOfKind(t, 'take profit rule updated', id)).toMatchObject([
      { prev: { rrr: '1.5', minTakeProfit: '10' }, next: { rrr: '2', minTakeProfit: null } },
    ]);
    expect(await activityOfKind(t, 'take profit rule deleted', id)).toMatchObject([
      { prev: { rrr: '2' }, next: null },
    ]);
  });

  it('lists newest first, filtered by ?app= or a where on app', async () => {
    const titanFirst = (await create(rule({ app: 'titan', rrr: '1' }))).body.data._id;
    const titanSecond = (await create(rule({ app: 'titan', rrr: '3' }))).body.data._id;
    await create(rule({ app: 'relic' }));

    const byApp = await t.call('GET', '/api/take-profit-rules?app=titan', { token: t.rootToken });
    expect(byApp.status).toBe(200);
    expect(byApp.body).toMatchObject({ page: 1, total: 2, lastPage: 1 });
    expect(byApp.body.data.map((r: { _id: string }) => r._id)).toEqual([titanSecond, titanFirst]);

    const where = encodeURIComponent(JSON.stringify({ app: { in: ['titan', 'relic'] } }));
    const byWhere = await t.call('GET', `/api/take-profit-rules?where=${where}&perPage=2`, {
      token: t.rootToken,
    });
    expect(byWhere.body).toMatchObject({ total: 3, perPage: 2, lastPage: 2 });

    for (const query of ['app=moon', `where=${encodeURIComponent('{"rrr":{"eq":"1"}}')}`, 'sort=rrr']) {
      const answer = await t.call('GET', `/api/take-profit-rules?${query}`, { token: t.rootToken });
      expect(answer.status, query).toBe(400);
    }
  });

  it('refuses a maximum below its minimum with field errors, writing nothing', async () => {
    const rules = await t.count('take_profit_rules');
    const logs = await t.count('activity_log');
    const answer = await create(
      rule({
        minTakeProfit: '50',
        maxTakeProfit: '20',
        minTakeProfitsCount: 4,
        maxTakeProfitsCount: 2,
        minStopTip: '1.5',
        maxStopTip: '1.25',
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual([
      { path: 'maxTakeProfit', message: 'The maximum must not be below the minimum', code: 'maxBelowMin' },
      {
        path: 'maxTakeProfitsCount',
        message: 'The maximum must not be below the minimum',
        code: 'maxBelowMin',
      },
      { path: 'maxStopTip', message: 'The maximum must not be below the minimum', code: 'maxBelowMin' },
    ]);
    expect((await create(rule({ minStopLoss: '10', maxStopLoss: '10' }))).status).toBe(201);

    const id = (await create(rule())).body.data._id;
    const update = await t.call('PUT', `/api/take-profit-rules/${id}`, {
      token: t.rootToken,
      body: rule({ minStopLoss: '9', maxStopLoss: '8.99' }),
    });
    expect(update.status).toBe(400);
    expect(update.body.error.fields).toEqual([
      { path: 'maxStopLoss', message: 'The maximum must not be below the minimum', code: 'maxBelowMin' },
    ]);
    expect(await t.count('take_profit_rules')).toBe(rules + 2);
    expect(await t.count('activity_log')).toBe(logs + 2);
  });

  it('refuses bad bodies and unknown ids', async () => {
    const rules = await t.count('take_profit_rules');
    const bad = await create(
      rule({ app: 'moon', rrr: 'lots', minTakeProfitsCount: 11, ignoredTradeTypes: ['Forever'] }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual([
      'app',
      'ignoredTradeTypes.0',
      'minTakeProfitsCount',
      'rrr',
    ]);
    expect((await create(rule({ maxStopLoss: '-1' }))).body.error.fields).toEqual([
      { path: 'maxStopLoss', message: 'Must be 0 or more', code: 'nonNegative' },
    ]);
    expect(await t.count('take_profit_rules')).toBe(rules);

    const missing = await t.call('PUT', `/api/take-profit-rules/${MISSING_ID}`, {
      token: t.rootToken,
      body: rule(),
    });
    expect(missing.status).toBe(404);
    expect(
      (await t.call('PUT', '/api/take-profit-rules/nope', { token: t.rootToken, body: rule() })).status,
    ).toBe(400);
  });
});

describe('rulesForApp', () => {
  it('gives the domain rules of one app, newest first', async () => {
    await create(rule({ app: 'nfx', rrr: '1.2', ignoredTradeTypes: ['HODL'] }));
    await create(rule({ app: 'nfx', rrr: '2.4', minTakeProfit: null, maxTakeProfit: null }));
    const rules = await rulesForApp(t.database.db, 'nfx');
    expect(rules).toHaveLength(2);
    expect(rules[0]).toMatchObject({
      rrr: '2.4',
      minTakeProfit: null,
      maxTakeProfit: null,
      takeProfitIndex: 1,
    });
    expect(rules[1]).toMatchObject({
      rrr: '1.2',
      minStopLoss: '5',
      maxTakeProfitsCount: 3,
      ignoredTradeTypes: ['HODL'],
    });
    expect(await rulesForApp(t.database.db, 'mira')).toEqual([]);
  });
});
