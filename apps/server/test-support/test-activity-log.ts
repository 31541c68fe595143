import { sql } from 'drizzle-orm';
import type { TestApp } from './harness';

export interface LoggedActivity {
  kind: string;
  actor: string;
  ip: string | null;
  targetId: string | null;
  prev: unknown;
  next: unknown;
}

/** The activity log entries of one kind (about one target, when given), oldest first. */
export async function activityOfKind(t: TestApp, kind: string, targetId?: string): Promise<LoggedActivity[]> {
  const aboutTarget = targetId === undefined ? sql`` : sql` and target_id = ${targetId}`;
  const result = await t.database.db.execute(
    sql`select kind, actor, ip, target_id as "targetId", prev, next from activity_log
        where kind = ${kind}${aboutTarget} order by id`,
  );
  return (result as unknown as { rows: LoggedActivity[] }).rows;
}
