import type { ListQuery } from '@signal-desk/domain/http';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signalCounts, signals } from '../../db/schema';
import type { SignalFilters } from './signal-filters';

/**
 * The total of a signal list as a scalar subquery. Lists filtered only by app, signal type, status
 * and recycle flag sum the trigger-kept count deltas (migration 0009), so paging through a million
 * signals stays fast; any other filter counts the matching rows.
 */
export function signalTotal(query: ListQuery, filters: SignalFilters, where: SQL | undefined): SQL<number> {
  const onlyCounted =
    !query.where &&
    !query.params &&
    !query.search &&
    !filters.trader &&
    !filters.pair &&
    !filters.period &&
    !filters.from &&
    !filters.to;
  if (!onlyCounted) {
    return sql`(select count(*) from ${signals} where ${where ?? sql`true`})`.mapWith(Number);
  }
  const counted = and(
    eq(signalCounts.app, filters.app),
    eq(signalCounts.softDelete, filters.deleted),
    filters.signalType ? eq(signalCounts.signalType, filters.signalType) : undefined,
    filters.status?.length ? inArray(signalCounts.status, filters.status) : undefined,
  );
  return sql`(select coalesce(sum(${signalCounts.n}), 0) from ${signalCounts} where ${counted})`.mapWith(
    Number,
  );
}

/** Folds the count deltas into one row per key; safe to run anywhere, any time (see migration 0009). */
export async function compactSignalCounts(db: Db): Promise<void> {
  await db.execute(sql`select compact_signal_counts()`);
}
