import { apiKeyTypesOf } from '@signal-desk/domain/admin';
import { APPS } from '@signal-desk/domain/apps';
import { resolveRange } from '@signal-desk/domain/date-range';
import { dec } from '@signal-desk/domain/decimal';
import { canAccessApp, hasPermission } from '@signal-desk/domain/permissions';
import {
  type Counters,
  equityCurve,
  metricsOf,
  type Performer,
  type Performers,
  type PipsGain,
  RESULT_UNITS,
  type ResultUnit,
  rankedStrategy,
  SumsTotal,
  type statsQuerySchema,
  statusCounts,
  topMonthly,
  weeklyCurve,
} from '@signal-desk/domain/stats';
import { and, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { signalResultDays, signalResultStrategyDays, signalResultTraderDays, signals } from '../../db/schema';
import { assertAppAccess, missingPermission } from '../../shared/access-rules';
import { type AdminActor, nicknamesOf } from '../identity/admins-service';
import type { Bucket, Dimension, StatsCache, StatsScope } from './stats-cache';

export type StatsQuery = z.output<typeof statsQuerySchema>;

/**
 * What one caller may see: their apps, and (without STATS_GLOBAL) only the ideas they are the trader
 * of. It is the key of the cached answers as it stands: nothing that shapes an answer can be left out.
 */
type Scope = StatsScope;

/**
 * STATS sees the trade ideas whose trader is the caller; STATS_GLOBAL (and ALL, SUPER_ADMIN) everyone's
 * (docs/decisions/0013-reports-and-audit.md). Only apps the caller may open are counted; asking for
 * another app or another trader without STATS_GLOBAL is a 403.
 */
export function scopeOf(actor: AdminActor, query: StatsQuery, now = new Date()): Scope {
  const admin = actor.admin;
  const subject = { permissions: admin.effectivePermissions, apiKeyTypes: apiKeyTypesOf(admin) };
  let apps = APPS.filter((app) => canAccessApp(subject, app));
  if (query.app) {
    assertAppAccess(admin, query.app);
    apps = [query.app];
  }
  const global = hasPermission(admin.effectivePermissions, ['STATS_GLOBAL']);
  if (!global && query.trader && query.trader !== admin._id) throw missingPermission(['STATS_GLOBAL']);
  const { from, to } = resolveRange(query, now);
  return {
    apps,
    trader: (global ? query.trader : admin._id) ?? null,
    strategy: query.strategy ?? null,
    from: from.toISOString(),
    to: to.toISOString(),
  };
}

const rangeOf = (scope: Scope) => ({ from: scope.from, to: scope.to });

/** Conditions every report shares: apps, trader, strategy (the date column differs). */
function scopeConditions(scope: Scope): SQL[] {
  const out: SQL[] = [inArray(signals.app, [...scope.apps])];
  if (scope.trader) out.push(eq(signals.traderId, scope.trader));
  if (scope.strategy) out.push(eq(signals.strategy, scope.strategy));
  return out;
}

const DAY_MS = 86_400_000;
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * The smallest rollup that still tells apart what a report groups by and filters on: per strategy (no
 * trader), per trader (no strategy), or the fine one with both (migrations 0016 and 0019).
 */
const ROLLUPS = [
  { table: signalResultStrategyDays, trader: undefined, strategy: signalResultStrategyDays.strategy },
  { table: signalResultTraderDays, trader: signalResultTraderDays.traderId, strategy: undefined },
  { table: signalResultDays, trader: signalResultDays.traderId, strategy: signalResultDays.strategy },
] as const;

function rollupFor(scope: Scope, dimension: Dimension) {
  const fits = (r: (typeof ROLLUPS)[number]) =>
    (r.trader || (dimension !== 'trader' && !scope.trader)) &&
    (r.strategy || (dimension !== 'strategy' && !scope.strategy));
  return ROLLUPS.find(fits) ?? ROLLUPS[2];
}

/**
 * The results of the ideas closed in the range, summed per key, unit and UTC closing day. The whole
 * days of the range come from a rollup (kept by triggers in the transaction of every change,
 * migrations 0016 and 0019) and are cached until a change of results reaches one of them; the
 * partial days at its ends (today up to now, or a range given to the instant) from `signals` on
 * `signals_results_idx`, the partial index of closed, counted ideas. The two sets of days never meet,
 * so their buckets are simply put together. A result counts as a win above 0, a loss below 0, a draw
 * at 0; the R-multiple divides by the risk the idea was published with (`signals.initial_risk`).
 */
async function resultBuckets(
  db: Db,
  cache: StatsCache,
  scope: Scope,
  dimension: Dimension,
): Promise<Bucket[]> {
  if (scope.apps.length === 0) return [];
  const from = new Date(scope.from);
  const to = new Date(scope.to);
  // Whole days: [wholeFrom, wholeTo), each inside [from, to] to the microsecond.
  const wholeFrom = Math.ceil(from.getTime() / DAY_MS) * DAY_MS;
  const wholeTo = Math.floor(to.getTime() / DAY_MS) * DAY_MS;
  const hasWhole = wholeFrom < wholeTo;
  const closed = hasWhole
    ? or(
        and(gte(signals.closedAt, from), lt(signals.closedAt, new Date(wholeFrom))),
        and(gte(signals.closedAt, new Date(wholeTo)), lte(signals.closedAt, to)),
      )
    : and(gte(signals.closedAt, from), lte(signals.closedAt, to));
  const [whole, partial] = await Promise.all([
    hasWhole
      ? wholeDayBuckets(db, cache, scope, dimension, dayOf(new Date(wholeFrom)), dayOf(new Date(wholeTo)))
      : [],
    partialDayBuckets(db, scope, dimension, closed),
  ]);
  return whole.length === 0 ? partial : partial.length === 0 ? whole : [...whole, ...partial];
}

const SUMS = sql`sum(trades)::int as trades, sum(wins)::int as wins, sum(losses)::int as losses,
  sum(pips)::text as pips, sum(win_pips)::text as "winPips", sum(loss_pips)::text as "lossPips",
  sum(r_sum)::text as "rSum", sum(r_trades)::int as "rTrades"`;

/** The buckets of the whole days [fromDay, toDay) from the smallest rollup that fits. */
function wholeDayBuckets(
  db: Db,
  cache: StatsCache,
  scope: Scope,
  dimension: Dimension,
  fromDay: string,
  toDay: string,
): Promise<Bucket[]> {
  // The scope without its range, whose ends move with every window: whole days are shared longer.
  const { from: _from, to: _to, ...filter } = scope;
  return cache.wholeDays.read({ ...filter, dimension, fromDay, toDay }, async () => {
    const days = rollupFor(scope, dimension);
    const daysKey = {
      all: sql`''`,
      app: sql`${days.table.app}`,
      trader: sql`${days.trader}::text`,
      strategy: sql`${days.strategy}`,
    }[dimension];
    const { rows } = (await db.execute(sql`select ${daysKey} as key, ${days.table.unit} as unit,
        ${days.table.day}::text as day, ${SUMS}
      from ${days.table}
      where ${and(
        gte(days.table.day, fromDay),
        lt(days.table.day, toDay),
        inArray(days.table.app, [...scope.apps]),
        scope.trader && days.trader ? eq(days.trader, scope.trader) : undefined,
        scope.strategy && days.strategy ? eq(days.strategy, scope.strategy) : undefined,
      )}
      group by 1, 2, 3
      having sum(trades) <> 0`)) as unknown as { rows: Bucket[] };
    return rows;
  });
}

/**
 * The buckets of the ideas closed in the partial days of the range, read from `signals`: each idea's
 * delta as the rollup's triggers compute it (`signal_result_delta`, migration 0024: crypto in percent),
 * so the two halves of a report never count an idea two ways.
 */
async function partialDayBuckets(db: Db, scope: Scope, dimension: Dimension, closed: SQL | undefined) {
  const rawKey = {
    all: sql`''`,
    app: sql`${signals.app}`,
    trader: sql`${signals.traderId}::text`,
    strategy: sql`coalesce(${signals.strategy}, '')`,
  }[dimension];
  const { rows } = (await db.execute(sql`select key, unit, day::text as day, ${SUMS}
    from (select ${rawKey} as key, d.*
      from ${signals} cross join lateral signal_result_delta(${signals}, 1) d
      where ${and(sql`${signals.resultPips} is not null and not ${signals.softDelete}`, closed, ...scopeConditions(scope))}) as b
    group by key, unit, day`)) as unknown as { rows: Bucket[] };
  return rows;
}

/** Buckets folded per key and unit: the sums, and the daily results for the equity curve. */
function fold(buckets: readonly Bucket[]) {
  const groups = new Map<string, { key: string; unit: ResultUnit; sums: SumsTotal; days: Bucket[] }>();
  for (const b of buckets) {
    const id = `${b.key}\u0000${b.unit}`;
    let group = groups.get(id);
    if (!group) {
      group = { key: b.key, unit: b.unit, sums: new SumsTotal(), days: [] };
      groups.set(id, group);
    }
    group.sums.add(b);
    group.days.push(b);
  }
  return [...groups.values()].map((g) => {
    const equity = equityCurve(g.days);
    return { key: g.key, unit: g.unit, metrics: metricsOf(g.unit, g.sums.sums(), equity), equity };
  });
}

/** Per unit, in the order pips, points, percent; the curve of a unit is the daily sum over every key. */
function perUnit(buckets: readonly Bucket[]) {
  const merged = fold(buckets.map((b) => ({ ...b, key: '' })));
  return RESULT_UNITS.flatMap((unit) => merged.filter((m) => m.unit === unit));
}

/** GET /stats/counters: ideas published in the range by status, results of those closed in it. */
export function statsCounters(db: Db, cache: StatsCache, actor: AdminActor, query: StatsQuery) {
  const scope = scopeOf(actor, query, cache.now());
  return cache.counters.read(scope, () => counters(db, cache, scope));
}

async function counters(db: Db, cache: StatsCache, scope: Scope): Promise<Counters> {
  const [statusRows, buckets] = await Promise.all([
    scope.apps.length === 0
      ? Promise.resolve([])
      : db
          .select({ app: signals.app, status: signals.status, n: sql<number>`count(*)::int` })
          .from(signals)
          .where(
            and(
              eq(signals.softDelete, false),
              gte(signals.createdAt, new Date(scope.from)),
              lte(signals.createdAt, new Date(scope.to)),
              ...scopeConditions(scope),
            ),
          )
          .groupBy(signals.app, signals.status),
    resultBuckets(db, cache, scope, 'app'),
  ]);
  const byStatus = statusCounts(statusRows);
  const apps = scope.apps
    .map((app) => ({
      app,
      signalsCount: statusRows.filter((r) => r.app === app).reduce((n, r) => n + r.n, 0),
      results: perUnit(buckets.filter((b) => b.key === app)).map((u) => u.metrics),
    }))
    .filter((a) => a.signalsCount > 0 || a.results.length > 0);
  return {
    range: rangeOf(scope),
    signalsCount: Object.values(byStatus).reduce((a, b) => a + b, 0),
    byStatus,
    results: perUnit(buckets).map((u) => u.metrics),
    apps,
  };
}

const byResult = (a: Performer, b: Performer) =>
  dec(b.metrics.pipsSum).cmp(a.metrics.pipsSum) || a.name.localeCompare(b.name);

/** GET /stats/performers: every trader and strategy with their figures and curves, best first. */
export function statsPerformers(db: Db, cache: StatsCache, actor: AdminActor, query: StatsQuery) {
  const scope = scopeOf(actor, query, cache.now());
  return cache.performers.read(scope, () => performers(db, cache, scope));
}

async function performers(db: Db, cache: StatsCache, scope: Scope): Promise<Performers> {
  const [traderBuckets, strategyBuckets] = await Promise.all([
    resultBuckets(db, cache, scope, 'trader'),
    resultBuckets(db, cache, scope, 'strategy'),
  ]);
  const names = await nicknamesOf(
    db,
    traderBuckets.map((b) => b.key),
  );
  const traders = fold(traderBuckets)
    .map((t) => ({
      key: t.key,
      name: names.get(t.key) ?? '',
      metrics: t.metrics,
      equity: weeklyCurve(t.equity),
    }))
    .sort(byResult);
  const strategies = fold(strategyBuckets)
    .map((s) => ({ key: s.key, name: s.key, metrics: s.metrics, equity: weeklyCurve(s.equity) }))
    .sort(byResult);
  const ends = (pick: 'best' | 'worst') =>
    RESULT_UNITS.flatMap((unit) => rankedStrategy(strategies, unit, pick) ?? []);
  // Top monthly performers: the trader buckets summed per month.
  const months = new Map<string, { month: string; unit: ResultUnit; key: string; sums: SumsTotal }>();
  for (const b of traderBuckets) {
    const month = b.day.slice(0, 7);
    const id = `${month}|${b.unit}|${b.key}`;
    let entry = months.get(id);
    if (!entry) {
      entry = { month, unit: b.unit, key: b.key, sums: new SumsTotal() };
      months.set(id, entry);
    }
    entry.sums.add(b);
  }
  const monthly = topMonthly(
    [...months.values()].map((m) => {
      const sums = m.sums.sums();
      return {
        month: m.month,
        unit: m.unit,
        key: m.key,
        name: names.get(m.key) ?? '',
        pips: sums.pips,
        trades: sums.trades,
      };
    }),
  );
  return {
    range: rangeOf(scope),
    traders,
    strategies,
    bestStrategy: ends('best'),
    worstStrategy: ends('worst'),
    monthly,
  };
}

/** GET /stats/pips-gain: results by year and month, and the equity curve per unit. */
export function statsPipsGain(db: Db, cache: StatsCache, actor: AdminActor, query: StatsQuery) {
  const scope = scopeOf(actor, query, cache.now());
  return cache.pipsGain.read(scope, () => pipsGain(db, cache, scope));
}

async function pipsGain(db: Db, cache: StatsCache, scope: Scope): Promise<PipsGain> {
  const buckets = await resultBuckets(db, cache, scope, 'all');
  const sumBy = (keyOf: (b: Bucket) => string) => {
    const out = new Map<string, { unit: ResultUnit; key: string; total: SumsTotal }>();
    for (const b of buckets) {
      const id = `${keyOf(b)}|${b.unit}`;
      let entry = out.get(id);
      if (!entry) {
        entry = { unit: b.unit, key: keyOf(b), total: new SumsTotal() };
        out.set(id, entry);
      }
      entry.total.add(b);
    }
    return [...out.values()]
      .map((e) => ({ unit: e.unit, key: e.key, sums: e.total.sums() }))
      .sort((a, b) => a.key.localeCompare(b.key) || a.unit.localeCompare(b.unit));
  };
  return {
    range: rangeOf(scope),
    months: sumBy((b) => b.day.slice(0, 7)).map((m) => ({
      year: Number(m.key.slice(0, 4)),
      month: Number(m.key.slice(5, 7)),
      unit: m.unit,
      pipsSum: m.sums.pips,
      trades: m.sums.trades,
    })),
    years: sumBy((b) => b.day.slice(0, 4)).map((y) => ({
      year: Number(y.key),
      unit: y.unit,
      pipsSum: y.sums.pips,
      trades: y.sums.trades,
    })),
    units: perUnit(buckets).map((u) => ({ unit: u.unit, metrics: u.metrics, equity: u.equity })),
  };
}

/** Folds the result deltas into one row per day and key; safe anywhere, any time (see migration 0016). */
export async function compactSignalResultDays(db: Db): Promise<void> {
  await db.execute(sql`select compact_signal_result_days()`);
}
