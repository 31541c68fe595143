import type { AdminUser } from '@signal-desk/domain/admin';
import type { App } from '@signal-desk/domain/apps';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cte } from '../../db/cte';
import type { Param } from '../../db/prepared';
import { dailySignalCounts } from '../../db/schema';
import { refused } from '../../shared/errors';

const today = sql`(now() at time zone 'utc')::date`;

/** How many ideas the admin may send to the app a day (none unless the admin's limits say). */
export const dailyLimitOf = (admin: AdminUser, app: App): number => admin.signalsLimit[app] ?? 0;

/** The daily limit's one rule: the idea being sent must fit, `sentWithIt` counting it. */
function assertWithinDailyLimit(admin: AdminUser, app: App, sentWithIt: number): void {
  if (sentWithIt > dailyLimitOf(admin, app)) throw refused('conflict', 'daily_limit_reached');
}

/** Refuses, before anything is sent, an idea the daily limit would refuse (`POST /signals/validate`). */
export async function checkDailyLimit(exec: Executor, admin: AdminUser, app: App): Promise<void> {
  const [row] = await exec
    .select({ sent: dailySignalCounts.sent })
    .from(dailySignalCounts)
    .where(
      and(
        eq(dailySignalCounts.adminId, admin._id),
        eq(dailySignalCounts.app, app),
        eq(dailySignalCounts.day, today),
      ),
    );
  assertWithinDailyLimit(admin, app, (row?.sent ?? 0) + 1);
}

/**
 * The day's slot of a creation, a CTE of its statement: one row (the count with the idea) when the
 * admin may send one more to the app today, none at the limit. The upsert's row lock makes parallel
 * creations at the limit queue up, so the count never goes over; the creation's insert reads the
 * slot, so an idea past the limit is not written.
 */
export const dailySlot = cte('slot', { sent: dailySignalCounts.sent.name });

/**
 * The definition of `dailySlot` for a creation by the admin `adminId` in `app`, whose daily limit there
 * is `limit` (`dailyLimitOf`): each a value, or a placeholder of a prepared statement.
 */
export function dailySlotCte({
  adminId,
  app,
  limit,
}: {
  adminId: Param<string>;
  app: Param<App>;
  limit: Param<number>;
}): SQL {
  return dailySlot.define(sql`
    insert into ${dailySignalCounts} (admin_id, app, day, sent)
    select ${adminId}::uuid, ${app}, ${today}, 1 where ${limit}::int >= 1
    on conflict (admin_id, app, day) do update set sent = ${dailySignalCounts}.sent + 1
      where ${dailySignalCounts}.sent < ${limit}::int
    returning ${dailySlot.bare('sent')}`);
}

/** The prefix of an app's readable ids (SHIFT-000123); the demo seed writes the same. */
export const SIGNAL_ID_PREFIX: Readonly<Record<App, string>> = {
  shift: 'SHIFT',
  nfx: 'NFX',
  mira: 'MIRA',
  relic: 'RELIC',
  titan: 'TITAN',
  external: 'EXT',
  externalFx: 'EXTFX',
  externalIndices: 'EXTIDX',
  externalSynthetic: 'EXTSYN',
};

/** The sequence of an app's readable id numbers (migration 0010). */
export const signalNumberSequence = (app: App) => `signal_number_${app.toLowerCase()}`;

/**
 * The readable id of the app's next number, e.g. SHIFT-000123 (six digits at least), drawn from its
 * sequence by the statement that reads it.
 */
export const nextSignalId = (app: App): SQL<string> =>
  sql`(select ${`${SIGNAL_ID_PREFIX[app]}-`} || lpad(n::text, greatest(6, length(n::text)), '0')
    from nextval(${signalNumberSequence(app)}) as n)`;

/**
 * Reserves `count` consecutive numbers of an app's readable ids and returns the first. Sequences take
 * no row lock, so parallel creations never queue here.
 */
export async function reserveSignalNumbers(exec: Executor, app: App, count = 1): Promise<number> {
  const sequence = signalNumberSequence(app);
  const result = (await exec.execute(
    count === 1
      ? sql`select nextval(${sequence}) as last`
      : sql`select setval(${sequence}, nextval(${sequence}) + ${count - 1}) as last`,
  )) as unknown as { rows: { last: string | number }[] };
  return Number(result.rows[0]?.last) - count + 1;
}
