import type { ListQuery } from '@signal-desk/domain/http';
import { and, count, eq, inArray, type SQL, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signalCounts, signals } from '../../db/schema';
import type { SignalFilters } from './signal-filters';

/**
 * The total of a signal list. Lists filtered only by app, signal type, status and recycle flag read
 * the trigger-kept counters (migration 0007), so paging through a million signals stays fast; any
 * other filter counts the matching rows.
 */
export async function countSignals(
  db: Db,
  query: ListQuery,
  filters: SignalFilters,
  where: SQL | undefined,
): Promise<number> {
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
    const [row] = await db.select({ n: count() }).from(signals).where(where);
    return row?.n ?? 0;
  }
  const [row] = await db
    .select({ n: sum(signalCounts.n) })
    .from(signalCounts)
    .where(
      and(
        eq(signalCounts.app, filters.app),
        eq(signalCounts.softDelete, filters.deleted),
        filters.signalType ? eq(signalCounts.signalType, filters.signalType) : undefined,
        filters.status?.length ? inArray(signalCounts.status, filters.status) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}
