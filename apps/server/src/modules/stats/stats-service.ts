import { apiKeyTypesOf } from '@signal-desk/domain/admin';
import { APPS, type App } from '@signal-desk/domain/apps';
import { dec } from '@signal-desk/domain/decimal';
import { canAccessApp, hasPermission } from '@signal-desk/domain/permissions';
import {
  addSums,
  type Counters,
  EMPTY_SUMS,
  equityCurve,
  metricsOf,
  type Performer,
  type Performers,
  type PipsGain,
  RESULT_UNITS,
  type ResultSums,
  type ResultUnit,
  resolveRange,
  type statsQuerySchema,
  statusCounts,
  topMonthly,
} from '@signal-desk/domain/stats';
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { signals } from '../../db/schema';
import { assertAppAccess } from '../../shared/access-rules';
import { forbidden } from '../../shared/errors';
import { type AdminActor, nicknamesOf } from '../identity/admins-service';
import type { StatsCache } from './stats-cache';

export type StatsQuery = z.output<typeof statsQuerySchema>;

/** What one caller may see: their apps, and (without STATS_GLOBAL) only the ideas they are the trader of. */
interface Scope {
  apps: App[];
  trader?: string;
  strategy?: string;
  from: Date;
  to: Date;
}

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
  if (!global && query.trader && query.trader !== admin._id)
    throw forbidden('The reports of other traders need STATS_GLOBAL');
  return {
    apps,
    trader: global ? query.trader : admin._id,
    strategy: query.strategy,
    ...resolveRange(query, now),
  };
}

/** What makes two callers' answers the same: apps, trader, strategy and range. */
const keyOf = (scope: Scope) =>
  JSON.stringify([scope.apps, scope.trader ?? '', scope.strategy ?? '', +scope.from, +scope.to]);

const rangeOf = (scope: Scope) => ({ from: scope.from.toISOString(), to: scope.to.toISOString() });

/** Conditions every report shares: apps, trader, strategy (the date column differs). */
function scopeConditions(scope: Scope): SQL[] {
  const out: SQL[] = [inArray(signals.app, scope.apps)];
  if (scope.trader) out.push(eq(signals.traderId, scope.trader));
  if (scope.strategy) out.push(eq(signals.strategy, scope.strategy));
  return out;
}

type Dimension = 'all' | 'app' | 'trader' | 'strategy';
const KEYS: Record<Dimension, SQL<string>> = {
  all: sql<string>`''`,
  app: sql<string>`${signals.app}`,
  trader: sql<string>`${signals.traderId}::text`,
  strategy: sql<string>`coalesce(${signals.strategy}, '')`,
};

interface Bucket extends ResultSums {
  key: string;
  unit: ResultUnit;
  day: string;
}

/**
 * The results of the ideas closed in the range, summed per key, unit and UTC closing day, in one
 * statement on `signals_results_idx` (the partial index of closed, counted ideas). A result counts as
 * a win above 0, a loss below 0, a draw at 0; the R-multiple divides by the risk the idea was published
 * with (`signals.initial_risk`).
 */
async function resultBuckets(db: Db, scope: Scope, dimension: Dimension): Promise<Bucket[]> {
  if (scope.apps.length === 0) return [];
  const result = signals.resultPips;
  const key = KEYS[dimension];
  const day = sql<string>`((${signals.closedAt} at time zone 'UTC')::date)::text`;
  const rows = await db
    .select({
      key,
      unit: signals.unit,
      day,
      trades: sql<number>`count(*)::int`,
      wins: sql<number>`(count(*) filter (where ${result} > 0))::int`,
      losses: sql<number>`(count(*) filter (where ${result} < 0))::int`,
      pips: sql<string>`sum(${result})::text`,
      winPips: sql<string>`coalesce(sum(${result}) filter (where ${result} > 0), 0)::text`,
      lossPips: sql<string>`coalesce(sum(${result}) filter (where ${result} < 0), 0)::text`,
      rSum: sql<string>`coalesce(sum(round(${result} / ${signals.initialRisk}, 4)) filter (where ${signals.initialRisk} > 0), 0)::text`,
      rTrades: sql<number>`(count(*) filter (where ${signals.initialRisk} > 0))::int`,
    })
    .from(signals)
    .where(
      and(
        sql`${signals.resultPips} is not null and not ${signals.softDelete}`,
        gte(signals.closedAt, scope.from),
        lte(signals.closedAt, scope.to),
        ...scopeConditions(scope),
      ),
    )
    .groupBy(...(dimension === 'all' ? [] : [key]), signals.unit, day);
  return rows.map((r) => ({ ...r, unit: r.unit as ResultUnit }));
}

/** Buckets folded per key and unit: the sums, and the daily results for the equity curve. */
function fold(buckets: readonly Bucket[]) {
  const groups = new Map<string, { key: string; unit: ResultUnit; sums: ResultSums; days: Bucket[] }>();
  for (const b of buckets) {
    const id = `${b.key}\u0000${b.unit}`;
    const group = groups.get(id) ?? { key: b.key, unit: b.unit, sums: EMPTY_SUMS, days: [] };
    group.sums = addSums(group.sums, b);
    group.days.push(b);
    groups.set(id, group);
  }
  return [...groups.values()].map((g) => {
    const equity = equityCurve(g.days.map((d) => ({ day: d.day, pips: d.pips })));
    return { key: g.key, unit: g.unit, metrics: metricsOf(g.unit, g.sums, equity), equity };
  });
}

/** Per unit, in the order pips, points; the curve of a unit is the daily sum over every key. */
function perUnit(buckets: readonly Bucket[]) {
  const merged = fold(buckets.map((b) => ({ ...b, key: '' })));
  return RESULT_UNITS.flatMap((unit) => merged.filter((m) => m.unit === unit));
}

/** GET /stats/counters: ideas published in the range by status, results of those closed in it. */
export function statsCounters(db: Db, cache: StatsCache, actor: AdminActor, query: StatsQuery) {
  const scope = scopeOf(actor, query, cache.now());
  return cache.read(`counters:${keyOf(scope)}`, () => counters(db, scope));
}

async function counters(db: Db, scope: Scope): Promise<Counters> {
  const [statusRows, buckets] = await Promise.all([
    scope.apps.length === 0
      ? Promise.resolve([])
      : db
          .select({ app: signals.app, status: signals.status, n: sql<number>`count(*)::int` })
          .from(signals)
          .where(
            and(
              eq(signals.softDelete, false),
              gte(signals.createdAt, scope.from),
              lte(signals.createdAt, scope.to),
              ...scopeConditions(scope),
            ),
          )
          .groupBy(signals.app, signals.status),
    resultBuckets(db, scope, 'app'),
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
  return cache.read(`performers:${keyOf(scope)}`, () => performers(db, scope));
}

async function performers(db: Db, scope: Scope): Promise<Performers> {
  const [traderBuckets, strategyBuckets] = await Promise.all([
    resultBuckets(db, scope, 'trader'),
    resultBuckets(db, scope, 'strategy'),
  ]);
  const names = await nicknamesOf(
    db,
    traderBuckets.map((b) => b.key),
  );
  const traders = fold(traderBuckets)
    .map((t) => ({ key: t.key, name: names.get(t.key) ?? '', metrics: t.metrics, equity: t.equity }))
    .sort(byResult);
  const strategies = fold(strategyBuckets)
    .map((s) => ({ key: s.key, name: s.key, metrics: s.metrics, equity: s.equity }))
    .sort(byResult);
  const ends = (pick: 'best' | 'worst') =>
    RESULT_UNITS.flatMap((unit) => {
      const ranked = strategies.filter((s) => s.metrics.unit === unit);
      const chosen = pick === 'best' ? ranked[0] : ranked.at(-1);
      return chosen ? [{ unit, name: chosen.name, pipsSum: chosen.metrics.pipsSum }] : [];
    });
  // Top monthly performers: the trader buckets summed per month.
  const months = new Map<string, { month: string; unit: ResultUnit; key: string; sums: ResultSums }>();
  for (const b of traderBuckets) {
    const month = b.day.slice(0, 7);
    const id = `${month}|${b.unit}|${b.key}`;
    const entry = months.get(id) ?? { month, unit: b.unit, key: b.key, sums: EMPTY_SUMS };
    entry.sums = addSums(entry.sums, b);
    months.set(id, entry);
  }
  const monthly = topMonthly(
    [...months.values()].map((m) => ({
      month: m.month,
      unit: m.unit,
      key: m.key,
      name: names.get(m.key) ?? '',
      pips: m.sums.pips,
      trades: m.sums.trades,
    })),
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
  return cache.read(`pips-gain:${keyOf(scope)}`, () => pipsGain(db, scope));
}

async function pipsGain(db: Db, scope: Scope): Promise<PipsGain> {
  const buckets = await resultBuckets(db, scope, 'all');
  const sumBy = (keyOf: (b: Bucket) => string) => {
    const out = new Map<string, { unit: ResultUnit; key: string; sums: ResultSums }>();
    for (const b of buckets) {
      const id = `${keyOf(b)}|${b.unit}`;
      const entry = out.get(id) ?? { unit: b.unit, key: keyOf(b), sums: EMPTY_SUMS };
      entry.sums = addSums(entry.sums, b);
      out.set(id, entry);
    }
    return [...out.values()].sort((a, b) => a.key.localeCompare(b.key) || a.unit.localeCompare(b.unit));
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
