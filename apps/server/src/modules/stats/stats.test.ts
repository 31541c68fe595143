import { randomBytes } from 'node:crypto';
import { dec, text } from '@signal-desk/domain/decimal';
import type { SignalStatus } from '@signal-desk/domain/signal';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { signals } from '../../db/schema';
import { SIGNAL_RESULTS } from './stats-cache';

let t: TestApp;
let alice: { token: string; user: { _id: string } };
let bob: { token: string; user: { _id: string } };
let auditor: { token: string; user: { _id: string } };

const now = new Date();
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
let counter = 0;

/**
 * A trade idea as the engine would leave it: EUR/USD from 1.1 with its stop loss at 1.09 (100 pips of
 * risk), or on relic BTC/USDT from 250 with its stop loss at 240 (10 points, a result of 5 points is 2 %).
 */
async function idea(o: {
  trader: string;
  app?: 'shift' | 'relic';
  status: SignalStatus;
  result?: string | null;
  strategy?: string | null;
  closedDaysAgo?: number;
  createdDaysAgo?: number;
}) {
  counter += 1;
  const points = o.app === 'relic';
  const signalId = `T${counter}-${randomBytes(3).toString('hex')}`;
  await t.database.db.insert(signals).values({
    signalId,
    tradeId: randomBytes(6).toString('hex'),
    app: o.app ?? 'shift',
    signalType: points ? 'crypto' : 'forex',
    status: o.status,
    traderId: o.trader,
    pairType: points ? 'crypto' : 'forex',
    base: points ? 'BTC' : 'EUR',
    quote: points ? 'USDT' : 'USD',
    symbolId: points ? 'BTCUSDT' : 'EUR_USD',
    quoteProvider: points ? -1 : 1,
    orderType: 'market',
    side: 'buy',
    entry: points ? '250' : '1.1',
    stopLoss: points ? '240' : '1.09',
    takeProfits: [{ price: points ? '270' : '1.12', hitAt: null }],
    pipSize: points ? '1' : '0.0001',
    multiplier: points ? '1' : '10000',
    unit: points ? 'points' : 'pips',
    resultPips: o.result ?? null,
    strategy: o.strategy ?? null,
    createdAt: daysAgo(o.createdDaysAgo ?? 2),
    closedAt: o.result === undefined ? null : daysAgo(o.closedDaysAgo ?? 1),
  });
  return signalId;
}

beforeAll(async () => {
  t = await startTestApp();
  alice = await t.adminWith(['STATS', 'SHIFT', 'RELIC']);
  bob = await t.adminWith(['STATS', 'SHIFT']);
  auditor = await t.adminWith(['STATS_GLOBAL', 'SHIFT']);
  const a = alice.user._id;
  const b = bob.user._id;
  await idea({ trader: a, status: 'won', result: '30', strategy: 'Breakout', closedDaysAgo: 3 });
  await idea({ trader: a, status: 'sl_hit', result: '-10', strategy: 'Breakout', closedDaysAgo: 2 });
  await idea({ trader: a, status: 'draw', result: '0', strategy: 'Trend', closedDaysAgo: 1 });
  await idea({ trader: b, status: 'won', result: '25.5', strategy: 'Trend', closedDaysAgo: 1 });
  await idea({ trader: a, app: 'relic', status: 'won', result: '5', strategy: 'Breakout' });
  await idea({ trader: a, status: 'active' });
  await idea({ trader: a, status: 'expired', result: null, createdDaysAgo: 400 });
  // Two years ago: outside the default range (the last 30 days).
  await idea({ trader: b, status: 'won', result: '999', createdDaysAgo: 730, closedDaysAgo: 729 });
});
afterAll(() => t.close());

const get = (url: string, token = t.rootToken) => t.call('GET', url, { token });

describe('GET /api/stats/counters', () => {
  it('counts ideas by status and gives the figures per unit, never adding pips to points, crypto in percent', async () => {
    const answer = await get('/api/stats/counters');
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.signalsCount).toBe(6);
    expect(data.byStatus).toMatchObject({ won: 3, sl_hit: 1, draw: 1, active: 1, pending: 0, expired: 0 });
    expect(data.results).toEqual([
      {
        unit: 'pips',
        trades: 4,
        wins: 2,
        losses: 1,
        draws: 1,
        pipsSum: '45.5',
        avgWin: '27.75',
        avgLoss: '-10',
        winRate: '50',
        profitFactor: '5.55',
        expectancy: '11.38',
        avgR: '0.11',
        // Days: +30, -10, +25.5 (draw 0 the same day): the deepest fall is 10.
        maxDrawdown: '10',
      },
      expect.objectContaining({ unit: 'percent', trades: 1, pipsSum: '2', avgWin: '2', avgR: '0.5' }),
    ]);
    expect(data.apps.map((a: { app: string }) => a.app)).toEqual(['shift', 'relic']);
  });

  it('shows a STATS holder only the ideas they are the trader of', async () => {
    const own = (await get('/api/stats/counters', alice.token)).body.data;
    expect(own.signalsCount).toBe(5);
    expect(own.results[0]).toMatchObject({ unit: 'pips', trades: 3, pipsSum: '20' });
    const other = await get(`/api/stats/counters?trader=${bob.user._id}`, alice.token);
    expect(other.status).toBe(403);
    const global = (await get(`/api/stats/counters?trader=${bob.user._id}`, auditor.token)).body.data;
    expect(global.results).toEqual([expect.objectContaining({ unit: 'pips', trades: 1, pipsSum: '25.5' })]);
  });

  it('filters by app, strategy and range, and refuses an app the caller may not open', async () => {
    const relic = (await get('/api/stats/counters?app=relic')).body.data;
    expect(relic.results.map((r: { unit: string }) => r.unit)).toEqual(['percent']);
    const trend = (await get('/api/stats/counters?strategy=Trend')).body.data;
    expect(trend.results[0]).toMatchObject({ trades: 2, pipsSum: '25.5' });
    const old = (await get(`/api/stats/counters?from=${daysAgo(800).toISOString().slice(0, 10)}`)).body.data;
    expect(old.results[0]).toMatchObject({ trades: 5, pipsSum: '1044.5' });
    const today = (await get('/api/stats/counters?period=today')).body.data;
    expect(today.signalsCount).toBe(0);
    expect((await get('/api/stats/counters?app=nfx', bob.token)).status).toBe(403);
  });

  it('answers bad input with 400 and the fields at fault', async () => {
    const unknown = await get('/api/stats/counters?colour=red');
    expect(unknown.status).toBe(400);
    const badDate = await get('/api/stats/counters?from=2026-13-01');
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.fields).toEqual([
      expect.objectContaining({ path: 'from', code: 'dateInvalid' }),
    ]);
    const long = await get('/api/stats/counters?from=2019-01-01&to=2025-01-01');
    expect(long.body.error.fields).toEqual([expect.objectContaining({ path: 'to', code: 'rangeTooLong' })]);
    const reversed = await get('/api/stats/counters?from=2025-02-01&to=2025-01-01');
    expect(reversed.body.error.fields).toEqual([
      expect.objectContaining({ path: 'from', code: 'rangeReversed' }),
    ]);
    expect((await get('/api/stats/counters?period=decade')).status).toBe(400);
    expect((await get('/api/stats/counters?app=moon')).status).toBe(400);
  });

  it('needs STATS', async () => {
    const outsider = await t.adminWith(['SHIFT']);
    expect((await get('/api/stats/counters', outsider.token)).status).toBe(403);
    expect((await t.call('GET', '/api/stats/counters')).status).toBe(401);
  });
});

describe('GET /api/stats/performers', () => {
  it('ranks traders and strategies per unit, with curves, best and worst, and the top of each month', async () => {
    const data = (await get('/api/stats/performers')).body.data;
    const pipsTraders = data.traders.filter((p: any) => p.metrics.unit === 'pips');
    expect(pipsTraders.map((p: any) => [p.key, p.metrics.pipsSum])).toEqual([
      [bob.user._id, '25.5'],
      [alice.user._id, '20'],
    ]);
    expect(pipsTraders[1].name).toMatch(/^u\d+x$/);
    expect(pipsTraders[1].equity.map((e: any) => e.cumulative)).toEqual(['30', '20', '20']);
    expect(pipsTraders[1].metrics.maxDrawdown).toBe('10');
    // Two ideas at most per strategy here: too few to call one the best or the worst.
    expect(data.bestStrategy).toEqual([]);
    expect(data.worstStrategy).toEqual([]);
    expect(data.monthly.length).toBeGreaterThan(0);
    expect(data.monthly[0].top[0].pipsSum).not.toBeUndefined();
  });
});

describe('best and worst strategy', () => {
  // Closed about 1,000 days ago, outside the ranges the other tests read.
  const window = () =>
    `from=${daysAgo(1020).toISOString().slice(0, 10)}&to=${daysAgo(990).toISOString().slice(0, 10)}`;

  beforeAll(async () => {
    const a = alice.user._id;
    const closed = (strategy: string, result: string | null, app: 'shift' | 'relic' = 'shift') =>
      idea({
        trader: a,
        app,
        status: result === null ? 'cancelled' : Number(result) > 0 ? 'won' : 'sl_hit',
        result,
        strategy,
        createdDaysAgo: 1010,
        closedDaysAgo: 1005,
      });
    for (const result of ['40', '-5', '10']) await closed('Range', result);
    for (const result of ['-2', '-4', '-6']) await closed('Swing', result);
    for (const result of ['100', '100']) await closed('Lucky', result);
    await closed('Scalp', '-50');
    // Cancelled before it opened: no result, so no sample.
    for (let i = 0; i < 3; i += 1) await closed('Fade', null);
    // Crypto (relic), counted in percent of the entry: every strategy with a sample lost.
    for (const result of ['-1', '-3', '-5']) await closed('Grid', result, 'relic');
  });

  it('ranks only strategies with at least 3 closed ideas with a result, and says how many', async () => {
    const data = (await get(`/api/stats/performers?${window()}`)).body.data;
    expect(data.bestStrategy).toEqual([{ unit: 'pips', name: 'Range', pipsSum: '45', trades: 3 }]);
    expect(data.worstStrategy).toEqual([
      { unit: 'pips', name: 'Swing', pipsSum: '-12', trades: 3 },
      { unit: 'percent', name: 'Grid', pipsSum: '-3.6', trades: 3 },
    ]);
  });
});

describe('GET /api/stats/pips-gain', () => {
  it('sums results by year and month per unit, with the equity curve', async () => {
    const answer = await get(`/api/stats/pips-gain?from=${daysAgo(800).toISOString().slice(0, 10)}`);
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    const pips = data.months.filter((m: any) => m.unit === 'pips');
    expect(pips.reduce((n: number, m: any) => n + m.trades, 0)).toBe(5);
    expect(pips[0]).toMatchObject({ pipsSum: '999', trades: 1 });
    expect(data.years.filter((y: any) => y.unit === 'percent')).toEqual([
      expect.objectContaining({ pipsSum: '2', trades: 1 }),
    ]);
    const curve = data.units.find((u: any) => u.unit === 'pips').equity;
    expect(curve.at(-1).cumulative).toBe('1044.5');
  });
});

describe('signal_result_days', () => {
  /** Per app, trader, strategy, unit and day: the rollup's sums and the same computed from signals. */
  async function bothWays() {
    const read = async (query: ReturnType<typeof sql>) =>
      ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
        .map((r) =>
          JSON.stringify(
            Object.values(r).map((v) => (typeof v === 'string' && /^-?[\d.]+$/.test(v) ? text(dec(v)) : v)),
          ),
        )
        .sort();
    const rollup = await read(sql`
      select app, trader_id::text as trader, strategy, unit, day::text as day, sum(trades)::int as trades,
        sum(wins)::int as wins, sum(losses)::int as losses, sum(pips)::text as pips, sum(win_pips)::text as win,
        sum(loss_pips)::text as loss, sum(r_sum)::text as r, sum(r_trades)::int as r_trades
      from signal_result_days group by 1, 2, 3, 4, 5 having sum(trades) <> 0`);
    // Crypto results count in percent of the entry, 2 decimals each (migration 0024).
    const direct = await read(sql`
      select app, trader_id::text as trader, coalesce(strategy, '') as strategy,
        case when signal_type = 'crypto' then 'percent' else unit end as unit,
        ((closed_at at time zone 'UTC')::date)::text as day, count(*)::int as trades,
        (count(*) filter (where result_pips > 0))::int as wins, (count(*) filter (where result_pips < 0))::int as losses,
        sum(result)::text as pips, coalesce(sum(result) filter (where result > 0), 0)::text as win,
        coalesce(sum(result) filter (where result < 0), 0)::text as loss,
        coalesce(sum(round(result_pips / initial_risk, 4)) filter (where initial_risk > 0), 0)::text as r,
        (count(*) filter (where initial_risk > 0))::int as r_trades
      from (select *, case when signal_type = 'crypto' then round(result_pips / multiplier / entry * 100, 2)
          else result_pips end as result from signals) s
      where result_pips is not null and not soft_delete and closed_at is not null
      group by 1, 2, 3, 4, 5`);
    // The coarser rollups (migration 0019) hold the fine one's sums without the strategy or the trader.
    const sums = sql`sum(trades)::int, sum(wins)::int, sum(losses)::int, sum(pips)::text, sum(win_pips)::text,
      sum(loss_pips)::text, sum(r_sum)::text, sum(r_trades)::int`;
    for (const [table, key] of [
      [sql`signal_result_trader_days`, sql`trader_id::text`],
      [sql`signal_result_strategy_days`, sql`strategy`],
    ] as const) {
      const coarse = await read(
        sql`select app, ${key}, unit, day::text, ${sums} from ${table} group by 1, 2, 3, 4 having sum(trades) <> 0`,
      );
      const fromFine = await read(
        sql`select app, ${key}, unit, day::text, ${sums} from signal_result_days group by 1, 2, 3, 4 having sum(trades) <> 0`,
      );
      expect(coarse).toEqual(fromFine);
    }
    return { rollup, direct };
  }
  const change = (id: string, values: Partial<typeof signals.$inferInsert>) =>
    t.database.db.update(signals).set(values).where(eq(signals.signalId, id));

  it('tells every replica when results change, and not when an open idea only moves', async () => {
    const heard: string[] = [];
    const stop = await t.database.listen(SIGNAL_RESULTS, (payload) => heard.push(payload));
    try {
      const open = await idea({ trader: alice.user._id, status: 'pending' }); // no result yet
      await change(open, { status: 'active', stopLoss: '1.095' }); // the engine moves it: no result
      await t.database.db.execute(sql`select pg_notify(${SIGNAL_RESULTS}, 'sentinel')`);
      await expect.poll(() => heard).toContain('sentinel');
      expect(heard).toEqual(['sentinel']); // notifications arrive in commit order
      const closedAt = new Date();
      await change(open, { status: 'won', resultPips: '8', closedAt }); // closed
      await expect.poll(() => heard.length).toBe(2);
      expect(heard[1]).toBe(closedAt.toISOString().slice(0, 10)); // the first day it changed
      // A result moved back to an earlier day names that day.
      const earlier = new Date(closedAt.getTime() - 3 * 86_400_000);
      await change(open, { closedAt: earlier });
      await expect.poll(() => heard.length).toBe(3);
      expect(heard[2]).toBe(earlier.toISOString().slice(0, 10));
    } finally {
      await stop();
    }
  });

  it('agrees with a direct computation after closes, edits, moves, deletes and restores', async () => {
    const a = alice.user._id;
    const b = bob.user._id;
    const open1 = await idea({ trader: a, status: 'active', strategy: 'Scalp' });
    const open2 = await idea({ trader: b, status: 'active', strategy: 'Scalp' });
    const closed = await idea({
      trader: a,
      status: 'won',
      result: '12.5',
      strategy: 'Scalp',
      closedDaysAgo: 5,
    });
    await idea({ trader: b, app: 'relic', status: 'won', result: '7', closedDaysAgo: 5 });
    const before = await bothWays();
    expect(before.rollup).toEqual(before.direct);

    await change(open1, { status: 'won', resultPips: '40', closedAt: daysAgo(3) }); // closed by the engine
    await change(open2, { status: 'sl_hit', resultPips: '-15.25', closedAt: daysAgo(0) }); // closed by hand
    await change(closed, { resultPips: '-3' }); // a closed result edited
    await change(open1, { closedAt: daysAgo(9), strategy: 'Breakout' }); // another day and strategy
    await change(open2, { softDelete: true }); // to the recycle bin
    let now = await bothWays();
    expect(now.rollup).toEqual(now.direct);
    expect(now.direct.length).toBeGreaterThan(3);

    await change(open2, { softDelete: false }); // restored
    await change(closed, { traderId: b, unit: 'points' });
    await t.database.db.delete(signals).where(eq(signals.signalId, open1)); // deleted for good
    await t.database.db
      .update(signals)
      .set({ resultPips: null, closedAt: null })
      .where(eq(signals.signalId, closed)); // reopened
    now = await bothWays();
    expect(now.rollup).toEqual(now.direct);

    await t.database.db.execute(sql`select compact_signal_result_days()`);
    const compacted = await bothWays();
    expect(compacted.rollup).toEqual(now.direct);
    const rows = (await t.database.db.execute(
      sql`select count(*)::int as n from signal_result_days`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.rows[0]?.n).toBe(compacted.direct.length);
  });
});

describe('the reports over time', () => {
  it("follow today's closes and a change of a past day's result, whatever they keep of past days", async () => {
    const carol = await t.adminWith(['STATS', 'SHIFT']);
    const past = await idea({ trader: carol.user._id, status: 'won', result: '12', closedDaysAgo: 2 });
    const sum = async () =>
      (await get('/api/stats/performers?period=month', carol.token)).body.data.traders[0]?.metrics.pipsSum;
    await expect.poll(sum).toBe('12');
    await idea({ trader: carol.user._id, status: 'won', result: '3', closedDaysAgo: 0 });
    await expect.poll(sum).toBe('15');
    await t.database.db.update(signals).set({ resultPips: '2' }).where(eq(signals.signalId, past));
    await expect.poll(sum).toBe('5');
  });

  it('count a crypto idea closed today in percent of its entry, as the whole days do', async () => {
    const dave = await t.adminWith(['STATS', 'RELIC']);
    await idea({ trader: dave.user._id, app: 'relic', status: 'won', result: '5', closedDaysAgo: 0 });
    await idea({ trader: dave.user._id, app: 'relic', status: 'sl_hit', result: '-2.5', closedDaysAgo: 2 });
    const metrics = (await get('/api/stats/performers?period=month', dave.token)).body.data.traders.map(
      (p: { metrics: { unit: string; pipsSum: string; wins: number; losses: number } }) => p.metrics,
    );
    expect(metrics).toEqual([expect.objectContaining({ unit: 'percent', pipsSum: '1', wins: 1, losses: 1 })]);
  });
});
