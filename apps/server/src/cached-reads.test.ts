import { ACTIVITY_COUNT_LIMIT } from '@signal-desk/domain/activity-log';
import type { App } from '@signal-desk/domain/apps';
import { CUSTOMER_SEARCH_COUNT_CAP } from '@signal-desk/domain/customers';
import { OPEN_STATUSES } from '@signal-desk/domain/signal';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/harness';
import { signals } from './db/schema';
import { listPairs } from './modules/markets/pairs-service';
import { seedDemoCustomers } from './seed/demo-customers';
import { generateSignals, randomSource } from './seed/signal-generator';

/**
 * Every read served from a cache, read by principals whose answers differ (app, subscription,
 * permissions, trader, filter), one after the other in both orders and after restarts: a cached
 * answer of one scope must never reach another. Each answer is checked against the database.
 */

let t: TestApp;

const rows = async <T>(query: SQL) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

interface Principal {
  name: string;
  /** Reads the endpoint as this principal and fails on anything outside its scope. */
  check(): Promise<void>;
}

/** A cached endpoint and the principals of different scope that read it. */
const cases: { endpoint: string; principals: Principal[] }[] = [];

beforeAll(async () => {
  t = await startTestApp({ restartable: true });
  const traderA = await t.adminWith(['SHIFT', 'RELIC', 'NFX', 'STATS']);
  const traderB = await t.adminWith(['SHIFT', 'RELIC', 'NFX', 'STATS']);
  const globalShift = await t.adminWith(['SHIFT', 'STATS_GLOBAL']);
  const shiftDesk = await t.adminWith(['SHIFT']);
  const relicDesk = await t.adminWith(['RELIC']);
  const moderator = await t.adminWith(['ADMIN_VIEW', 'ADMIN_MODERATE']);
  const viewer = await t.adminWith(['ADMIN_VIEW']);
  const keyHolder = await t.adminWith(['EXTERNAL'], { apiType: 'crypto', apiKey: 'hook-1234567890abcdef' });
  // The customers of every app the customers list can hold (a list keeps to its reader's apps).
  const support = await t.adminWith(['USERS_VIEW', 'SHIFT', 'NFX', 'MIRA', 'RELIC', 'TITAN']);
  const auditor = await t.adminWith(['STATS_GLOBAL']);

  // Ideas written behind the API's back, as another process would: no change notification, so every
  // app's cache stands where a fresh process starts.
  const pairs = (await listPairs(t.database.db, { perPage: 200, page: 1 })).data;
  const apps: [App, string, number][] = [
    ['shift', 'SHIFT', 700_000],
    ['relic', 'RELIC', 800_000],
    ['nfx', 'NFX', 900_000],
  ];
  for (const [app, prefix, firstNumber] of apps)
    await t.database.db.insert(signals).values([
      ...generateSignals({
        app,
        pairs,
        traders: [traderA.user._id, traderB.user._id],
        ownerId: t.root._id,
        count: 24,
        days: 6,
        now: new Date(),
        random: randomSource(firstNumber),
        firstNumber,
        prefix,
      }),
    ]);

  // --- customers: the feed and their profile ----------------------------------------------------
  let signUps = 0;
  const customer = async (app: App, subscribed: boolean) => {
    signUps += 1;
    const answer = await t.call('POST', '/app-api/v1/auth/sign-up', {
      body: {
        app,
        email: `scope${signUps}@example.com`,
        password: 'Cust-Pass1!',
        fullName: `Scope Customer${signUps}`,
        username: `scope${signUps}`,
      },
    });
    expect(answer.status).toBe(201);
    const { token, customer } = answer.body.data as { token: string; customer: { _id: string } };
    if (!subscribed)
      await t.database.db.execute(
        sql`update customers set subscription_expires_at = now() - interval '1 day' where id = ${customer._id}`,
      );
    return {
      name: `${app} ${subscribed ? 'subscriber' : 'expired trial'}`,
      app,
      subscribed,
      token,
      id: customer._id,
    };
  };
  const customers = [
    await customer('shift', true),
    await customer('relic', true),
    await customer('nfx', true),
    await customer('shift', false),
    await customer('relic', false),
  ];
  const ideasOf = (app: App) =>
    rows<{ id: string; status: string }>(
      sql`select id, status from signals where app = ${app} and not soft_delete`,
    );
  for (const kind of ['all', 'open', 'closed'] as const)
    cases.push({
      endpoint: `GET /app-api/v1/signals?kind=${kind}`,
      principals: customers.map((c) => ({
        name: c.name,
        async check() {
          const answer = await t.call('GET', `/app-api/v1/signals?kind=${kind}&perPage=50`, {
            token: c.token,
          });
          expect(answer.status).toBe(200);
          const open = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);
          const expected = (await ideasOf(c.app))
            .filter((s) =>
              c.subscribed ? kind === 'all' || (kind === 'open') === open(s.status) : !open(s.status),
            )
            .filter(() => c.subscribed || kind !== 'open')
            .map((s) => s.id);
          expect(answer.body.subscription.active).toBe(c.subscribed);
          expect(answer.body.data.map((s: { _id: string }) => s._id).sort()).toEqual(expected.sort());
          expect(answer.body.total).toBe(expected.length);
        },
      })),
    });
  cases.push({
    endpoint: 'GET /app-api/v1/me',
    principals: customers.map((c) => ({
      name: c.name,
      async check() {
        const answer = await t.call('GET', '/app-api/v1/me', { token: c.token });
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({
          _id: c.id,
          app: c.app,
          subscription: { active: c.subscribed },
        });
      },
    })),
  });

  // --- the back-office signal list: admins of different apps ---------------------------------------
  const desks = [
    { name: 'shift desk', token: shiftDesk.token, apps: ['shift'] },
    { name: 'relic desk', token: relicDesk.token, apps: ['relic'] },
    { name: 'stats trader of three apps', token: traderA.token, apps: ['shift', 'relic', 'nfx'] },
  ];
  for (const query of ['perPage=100', 'app=relic&perPage=100', 'app=nfx&perPage=100&status=won'])
    cases.push({
      endpoint: `GET /api/signals?${query}`,
      principals: desks.map((desk) => ({
        name: desk.name,
        async check() {
          const params = new URLSearchParams(query);
          const app = (params.get('app') ?? 'shift') as App;
          const status = params.get('status');
          const answer = await t.call('GET', `/api/signals?${query}`, { token: desk.token });
          if (!desk.apps.includes(app)) {
            expect(answer.status).toBe(403);
            return;
          }
          expect(answer.status).toBe(200);
          const expected = (await ideasOf(app))
            .filter((s) => !status || s.status === status)
            .map((s) => s.id);
          for (const s of answer.body.data) expect(s.app).toBe(app);
          expect(answer.body.data.map((s: { _id: string }) => s._id).sort()).toEqual(expected.sort());
        },
      })),
    });

  // --- reports: STATS (one's own ideas) and STATS_GLOBAL (everyone's), different apps ------------
  const reporters = [
    { name: 'trader A', token: traderA.token, trader: traderA.user._id, apps: ['shift', 'relic', 'nfx'] },
    { name: 'trader B', token: traderB.token, trader: traderB.user._id, apps: ['shift', 'relic', 'nfx'] },
    { name: 'global of shift', token: globalShift.token, trader: null, apps: ['shift'] },
  ];
  const inScope = (r: (typeof reporters)[number]) =>
    sql`app in (${sql.join(
      r.apps.map((a) => sql`${a}`),
      sql`, `,
    )}) and not soft_delete ${r.trader ? sql`and trader_id = ${r.trader}` : sql``}`;
  const twoMonthsAgo = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
  for (const query of ['period=month', 'app=shift&period=year', `from=${twoMonthsAgo}`, 'period=today'])
    for (const report of ['counters', 'performers', 'pips-gain'] as const)
      cases.push({
        endpoint: `GET /api/stats/${report}?${query}`,
        principals: reporters.map((r) => ({
          name: r.name,
          async check() {
            const answer = await t.call('GET', `/api/stats/${report}?${query}`, { token: r.token });
            expect(answer.status).toBe(200);
            const data = answer.body.data;
            const app = new URLSearchParams(query).get('app');
            const scoped = { ...r, apps: app ? [app] : r.apps };
            const { from, to } = data.range as { from: string; to: string };
            const closed = sql`result_pips is not null and closed_at >= ${from} and closed_at <= ${to} and ${inScope(scoped)}`;
            if (report === 'counters') {
              const [created] = await rows<{ n: number }>(
                sql`select count(*)::int as n from signals where created_at >= ${from} and created_at <= ${to} and ${inScope(scoped)}`,
              );
              expect(data.signalsCount).toBe(created?.n);
              for (const a of data.apps) expect(scoped.apps).toContain(a.app);
            } else if (report === 'performers') {
              const traders = await rows<{ id: string }>(
                sql`select distinct trader_id::text as id from signals where ${closed}`,
              );
              // One entry per trader and unit (pips and points are never added together).
              const keys = new Set(data.traders.map((p: { key: string }) => p.key));
              expect([...keys].sort()).toEqual(traders.map((x) => x.id).sort());
            } else {
              const [results] = await rows<{ n: number }>(
                sql`select count(*)::int as n from signals where ${closed}`,
              );
              const trades = data.months.reduce((n: number, m: { trades: number }) => n + m.trades, 0);
              expect(trades).toBe(results?.n);
            }
          },
        })),
      });

  // --- the signed-in admin and the admin list (API keys are masked for viewers) ---------------------
  cases.push({
    endpoint: 'GET /api/auth/me',
    principals: [shiftDesk, relicDesk, moderator].map((admin) => ({
      name: admin.user.email,
      async check() {
        const answer = await t.call('GET', '/api/auth/me', { token: admin.token });
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({ _id: admin.user._id, permissions: admin.user.permissions });
      },
    })),
  });
  cases.push({
    endpoint: 'GET /api/admin-users',
    principals: [
      { name: 'admin moderator', token: moderator.token, key: 'hook-1234567890abcdef' },
      { name: 'admin viewer', token: viewer.token, key: '****cdef' },
    ].map((p) => ({
      name: p.name,
      async check() {
        const answer = await t.call('GET', '/api/admin-users?perPage=100', { token: p.token });
        expect(answer.status).toBe(200);
        const held = answer.body.data.find((a: { _id: string }) => a._id === keyHolder.user._id);
        expect(held?.apiKey).toBe(p.key);
      },
    })),
  });

  // --- counts kept once they reach their cap: the filter is their scope ---------------------------
  await seedDemoCustomers(t.database.db, () => {}, { count: CUSTOMER_SEARCH_COUNT_CAP + 200, batch: 2000 });
  const searches = ['a', `${customers[0]?.name.split(' ')[0]}`, 'scope customer'];
  cases.push({
    endpoint: 'GET /api/users?search=',
    principals: searches.map((search) => ({
      name: `search "${search}"`,
      async check() {
        const answer = await t.call('GET', `/api/users?perPage=2&search=${encodeURIComponent(search)}`, {
          token: support.token,
        });
        expect(answer.status).toBe(200);
        const [count] = await rows<{ n: number }>(
          sql`select count(*)::int as n from customers where search_text like ${`%${search.toLowerCase()}%`} or app = ${search.toLowerCase()}`,
        );
        const n = count?.n ?? 0;
        expect(answer.body.total).toBe(Math.min(n, CUSTOMER_SEARCH_COUNT_CAP));
        expect(answer.body.totalCapped).toBe(n > CUSTOMER_SEARCH_COUNT_CAP);
      },
    })),
  });
  await t.database.db.execute(sql`insert into activity_log (actor, kind, target_type)
    select 'bulk@example.com', 'csv export', 'signal' from generate_series(1, ${ACTIVITY_COUNT_LIMIT + 5})`);
  await t.database.db.execute(sql`insert into activity_log (actor, kind, target_type)
    select 'few@example.com', 'csv export', 'signal' from generate_series(1, 7)`);
  cases.push({
    endpoint: 'GET /api/log-statistic?userName=',
    principals: [
      { name: 'many entries', userName: 'bulk@example.com', total: ACTIVITY_COUNT_LIMIT, capped: true },
      { name: 'few entries', userName: 'few@example.com', total: 7, capped: false },
    ].map((p) => ({
      name: p.name,
      async check() {
        const answer = await t.call('GET', `/api/log-statistic?perPage=2&userName=${p.userName}`, {
          token: auditor.token,
        });
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ total: p.total, totalCapped: p.capped });
      },
    })),
  });
}, 180_000);
afterAll(() => t?.close());

/** Reads every case, each one's principals in this order. */
async function readAll(order: 'forward' | 'backward') {
  for (const { endpoint, principals } of cases) {
    const ordered = order === 'forward' ? principals : [...principals].reverse();
    for (const principal of ordered) {
      try {
        await principal.check();
      } catch (error) {
        throw new Error(`${endpoint} read by ${principal.name} (${order}): ${(error as Error).message}`);
      }
    }
  }
}

describe('cached reads keep to the scope of their reader', () => {
  it('in a process that has seen no change', async () => {
    await readAll('forward');
  });

  it('after a restart, in the other order', async () => {
    await t.restart();
    await readAll('backward');
  });

  it('after another restart, in the first order, and again from memory', async () => {
    await t.restart();
    await readAll('forward');
    await readAll('backward');
  });
});
