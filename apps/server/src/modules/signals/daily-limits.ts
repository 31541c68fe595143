import type { AdminUser } from '@signal-desk/domain/admin';
import type { App } from '@signal-desk/domain/apps';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { dailySignalCounts, signalCounters } from '../../db/schema';
import { conflict } from '../../http/errors';

export const LIMIT_REACHED = 'Limit reached for today, contact the admin';

const today = sql`(now() at time zone 'utc')::date`;

/**
 * Counts one more signal for the admin and app today, refusing past the daily limit. The row lock of
 * the upsert makes parallel creations at the limit queue up, so the count never goes over.
 */
export async function takeDailySlot(tx: Tx, admin: AdminUser, app: App): Promise<void> {
  const limit = admin.signalsLimit[app] ?? 0;
  const [row] = await tx
    .insert(dailySignalCounts)
    .values({ adminId: admin._id, app, day: today, sent: 1 })
    .onConflictDoUpdate({
      target: [dailySignalCounts.adminId, dailySignalCounts.app, dailySignalCounts.day],
      set: { sent: sql`${dailySignalCounts.sent} + 1` },
    })
    .returning({ sent: dailySignalCounts.sent });
  if (!row || row.sent > limit) throw conflict(LIMIT_REACHED);
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

/** The next human-readable id of an app, e.g. SHIFT-000123; the counter row serialises concurrent takers. */
export async function nextSignalId(tx: Tx, app: App): Promise<string> {
  const [row] = await tx
    .insert(signalCounters)
    .values({ app, last: 1 })
    .onConflictDoUpdate({ target: signalCounters.app, set: { last: sql`${signalCounters.last} + 1` } })
    .returning({ last: signalCounters.last });
  return `${PREFIX[app]}-${String(row?.last ?? 1).padStart(6, '0')}`;
}
