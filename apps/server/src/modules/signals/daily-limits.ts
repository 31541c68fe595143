import type { AdminUser } from '@signal-desk/domain/admin';
import type { App } from '@signal-desk/domain/apps';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { dailySignalCounts } from '../../db/schema';
import { refused } from '../../shared/errors';

const today = sql`(now() at time zone 'utc')::date`;

/** The daily limit's one rule: the idea being sent must fit, `sentWithIt` counting it. */
function assertWithinDailyLimit(admin: AdminUser, app: App, sentWithIt: number): void {
  if (sentWithIt > (admin.signalsLimit[app] ?? 0)) throw refused('conflict', 'daily_limit_reached');
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
 * Counts one more signal for the admin and app today, refusing past the daily limit. The row lock of
 * the upsert makes parallel creations at the limit queue up, so the count never goes over.
 */
export async function takeDailySlot(tx: Tx, admin: AdminUser, app: App): Promise<void> {
  const [row] = await tx
    .insert(dailySignalCounts)
    .values({ adminId: admin._id, app, day: today, sent: 1 })
    .onConflictDoUpdate({
      target: [dailySignalCounts.adminId, dailySignalCounts.app, dailySignalCounts.day],
      set: { sent: sql`${dailySignalCounts.sent} + 1` },
    })
    .returning({ sent: dailySignalCounts.sent });
  if (!row) throw new Error('daily count upsert returned nothing');
  assertWithinDailyLimit(admin, app, row.sent);
}

const PREFIX: Record<App, string> = {
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

/** The readable id of an app's signal number, e.g. SHIFT-000123. */
export const signalIdOf = (app: App, number: number) => `${PREFIX[app]}-${String(number).padStart(6, '0')}`;

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
