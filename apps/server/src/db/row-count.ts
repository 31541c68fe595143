import { count, eq, getTableName, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { rowCounts } from './schema';

/** Rows of a table matching a filter; without a filter, the trigger-kept count answers at once. */
export async function countMatching(exec: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  if (!where) {
    const [kept] = await exec
      .select({ n: rowCounts.n })
      .from(rowCounts)
      .where(eq(rowCounts.tableName, getTableName(table)));
    if (kept) return kept.n;
  }
  const [row] = await exec.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}
