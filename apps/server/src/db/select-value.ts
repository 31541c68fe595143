import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';

/** The value of one expression (a subquery, say), read as a statement of its own. */
export async function selectValue<T>(exec: Executor, value: SQL<T>): Promise<T | undefined> {
  const [row] = await exec.select({ value }).from(sql`(select) as one`);
  return row?.value;
}
