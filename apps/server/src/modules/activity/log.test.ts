import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, startTestApp, type TestApp } from '../../../test-support/harness';

let t: TestApp;
let signal: { _id: string; signalId: string };

beforeAll(async () => {
  t = await startTestApp();
  const pairs = await t.call('GET', '/api/currency-pairs?perPage=200', { token: t.rootToken });
  const eurusd = pairs.body.data.find((p: any) => p.base === 'EUR' && p.quote === 'USD' && !p.exchange)._id;
  const created = await t.call('POST', '/api/signals', {
    token: t.rootToken,
    body: {
      app: 'shift',
      signalType: 'forex',
      pair: eurusd,
      orderType: 'limit',
      side: 'buy',
      entry: '1.0850',
      stopLoss: '1.0800',
      takeProfits: ['1.0900'],
      timeframe: '1H',
      tradeType: 'Swing-TD',
    },
  });
  expect(created.status).toBe(201);
  signal = created.body.data;
  const updated = await t.call('PATCH', `/api/signals/${signal._id}`, {
    token: t.rootToken,
    body: { version: 1, comment: 'Watch the NFP release.', timeframe: '4H' },
  });
  expect(updated.status).toBe(200);
});
afterAll(() => t.close());

const get = (url: string, token = t.rootToken) => t.call('GET', url, { token });

describe('value changes of a trade idea', () => {
  it('are logged one entry per changed field, with the value before and after', async () => {
    const log = await get(
      `/api/log-statistic?signalId=${signal.signalId}&eventType=${encodeURIComponent('value added or changed in a signal')}`,
    );
    expect(log.status).toBe(200);
    const changes = log.body.data.map((e: any) => [e.prev, e.next]);
    expect(changes).toEqual(
      expect.arrayContaining([
        [{ comment: null }, { comment: 'Watch the NFP release.' }],
        [{ timeframe: '1H' }, { timeframe: '4H' }],
      ]),
    );
    expect(log.body).toMatchObject({ total: 2, page: 1, lastPage: 1, totalCapped: false });
  });
});

describe('GET /api/log-statistic', () => {
  it('lists the log newest first with the app and the readable id of the trade idea', async () => {
    const log = await get(`/api/log-statistic?signalId=${signal._id}`);
    expect(log.body.data.map((e: any) => e.eventType)).toEqual([
      'value added or changed in a signal',
      'value added or changed in a signal',
      'update signal',
      'create signal',
    ]);
    expect(log.body.data[3]).toMatchObject({
      app: 'shift',
      signalId: signal.signalId,
      targetId: signal._id,
      userName: ADMIN_EMAIL,
    });
  });

  it('filters by user, app, event type and date, and pages', async () => {
    const byUser = await get(`/api/log-statistic?userName=${ADMIN_EMAIL}&perPage=2`);
    expect(byUser.body.data).toHaveLength(2);
    expect(byUser.body.total).toBeGreaterThan(4);
    expect(byUser.body.data.every((e: any) => e.userName === ADMIN_EMAIL)).toBe(true);
    const nfx = await get('/api/log-statistic?app=nfx');
    expect(nfx.body.total).toBe(0);
    const shift = await get('/api/log-statistic?app=shift&period=today');
    expect(shift.body.total).toBe(4);
    const signIns = await get(`/api/log-statistic?eventType=${encodeURIComponent('sign in')}`);
    expect(signIns.body.data.every((e: any) => e.eventType === 'sign in')).toBe(true);
    const past = await get('/api/log-statistic?from=2020-01-01&to=2020-12-31');
    expect(past.body.total).toBe(0);
    const unknown = await get('/api/log-statistic?signalId=SHIFT-999999');
    expect(unknown.body.total).toBe(0);
  });

  it('refuses bad input with the fields at fault', async () => {
    expect((await get('/api/log-statistic?colour=red')).status).toBe(400);
    expect((await get('/api/log-statistic?eventType=teleport')).status).toBe(400);
    const long = await get('/api/log-statistic?from=2015-01-01&to=2024-01-01');
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual([expect.objectContaining({ path: 'to', code: 'rangeTooLong' })]);
    const bad = await get('/api/log-statistic?to=yesterday');
    expect(bad.body.error.fields).toEqual([expect.objectContaining({ path: 'to', code: 'dateInvalid' })]);
  });

  it('is open to super admins and STATS_GLOBAL holders only', async () => {
    const stats = await t.adminWith(['STATS', 'SHIFT']);
    expect((await get('/api/log-statistic', stats.token)).status).toBe(403);
    expect((await get('/api/log-statistic/event-type', stats.token)).status).toBe(403);
    const auditor = await t.adminWith(['STATS_GLOBAL']);
    expect((await get('/api/log-statistic', auditor.token)).status).toBe(200);
    const superAdmin = await t.adminWith(['SUPER_ADMIN']);
    expect((await get('/api/log-statistic', superAdmin.token)).status).toBe(200);
  });
});

describe('creation log kinds', () => {
  it('logs an idea of an external TITAN app as "external titan create signal", any other as "create signal"', async () => {
    const spx = (await get(`/api/currency-pairs?where=${encodeURIComponent('{"base":"SPX500"}')}`)).body
      .data[0]._id;
    // The external TITAN apps open only to an admin holding an indices API key.
    const feed = await t.adminWith(['EXTERNAL_INDICES', 'SIGNAL_OPEN_FIELDS_MODIFY'], {
      apiType: 'indices',
      apiKey: 'feed-key-1',
    });
    const limited = await t.call('PUT', `/api/admin-users/${feed.user._id}`, {
      token: t.rootToken,
      body: { signalsLimit: { externalIndices: 5 } },
    });
    expect(limited.status).toBe(200);
    const created = await t.call('POST', '/api/signals', {
      token: feed.token,
      body: {
        app: 'externalIndices',
        signalType: 'indice',
        pair: spx,
        orderType: 'limit',
        side: 'buy',
        entry: '5900',
        stopLoss: '5850',
        takeProfits: ['5950'],
        timeframe: '1H',
        tradeType: 'Swing-TD',
      },
    });
    expect(created.status).toBe(201);
    const external = await get(`/api/log-statistic?signalId=${created.body.data.signalId}`);
    expect(external.body.data.map((e: any) => [e.eventType, e.app, e.userName])).toEqual([
      ['external titan create signal', 'externalIndices', feed.user.email],
    ]);
    const kind = encodeURIComponent('external titan create signal');
    const filtered = await get(`/api/log-statistic?eventType=${kind}&app=externalIndices`);
    expect(filtered.body.data.map((e: any) => e.targetId)).toEqual([created.body.data._id]);
    const shift = await get(`/api/log-statistic?signalId=${signal.signalId}&eventType=${kind}`);
    expect(shift.body.total).toBe(0);
  });
});

describe('the lists of the filters', () => {
  it('gives the event types and the user names', async () => {
    const types = await get('/api/log-statistic/event-type');
    expect(types.body.data).toEqual(
      expect.arrayContaining(['create signal', 'external titan create signal', 'csv export']),
    );
    const users = await get('/api/log-statistic/user-name');
    expect(users.body.data).toEqual(
      expect.arrayContaining([
        { userName: 'system', name: 'system' },
        expect.objectContaining({ userName: ADMIN_EMAIL }),
      ]),
    );
  });
});

describe('GET /api/log-statistic/export', () => {
  it('streams the filtered log as CSV and logs the export', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/log-statistic/export?signalId=${signal.signalId}`,
      headers: { authorization: `Bearer ${t.rootToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'createdAt,eventType,userName,ipAddress,app,signalId,targetType,targetId,prev,next',
    );
    expect(lines).toHaveLength(5);
    expect(lines[4]).toContain('create signal');
    // The app and readable id columns, then the target.
    for (const line of lines.slice(1)) expect(line).toContain(`,${signal.signalId},signal,${signal._id},`);
    expect(lines.slice(1, 3).join()).toContain('"{""timeframe"":""4H""}"');
    const exports = await get(`/api/log-statistic?eventType=${encodeURIComponent('csv export')}`);
    expect(exports.body.data[0]).toMatchObject({
      targetType: 'activity_log',
      next: { signalId: signal.signalId },
    });
  });

  it('reads past its batches without losing or repeating entries of the same instant', async () => {
    const target = '00000000-0000-4000-8000-000000000001';
    // 2,500 entries, five per microsecond-precise instant: more than one batch of 2,000.
    await t.database.db.execute(
      sql`insert into activity_log (actor, kind, target_type, target_id, created_at, next)
          select 'system', 'take profit hit', 'signal', ${target},
                 timestamptz '2026-01-01 00:00:00.000001+00' + make_interval(secs => (i / 5) * 0.000001),
                 jsonb_build_object('n', i)
          from generate_series(0, 2499) as i`,
    );
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/log-statistic/export?signalId=${target}`,
      headers: { authorization: `Bearer ${t.rootToken}` },
    });
    const rows = response.body.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(2500);
    const numbers = rows.map((row) => Number(/""n"":(\d+)/.exec(row)?.[1]));
    expect(new Set(numbers).size).toBe(2500);
    const page = await get(`/api/log-statistic?signalId=${target}&perPage=3`);
    expect(page.body.data.map((e: any) => e.next.n)).toEqual([2499, 2498, 2497]);
  });
});
