import type { AppVersions, appVersionInputSchema } from '@signal-desk/domain/content';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { appVersions } from '../../db/schema';
import { type Actor, recordActivity } from '../activity/service';

export type AppVersionInput = z.output<typeof appVersionInputSchema>;

export async function getAppVersions(exec: Executor): Promise<AppVersions> {
  const rows = await exec.select().from(appVersions);
  const of = (device: 'ios' | 'android') => {
    const row = rows.find((r) => r.device === device);
    return row
      ? { version: row.version, isNeedUpdate: row.isNeedUpdate, date: row.date.toISOString() }
      : null;
  };
  return { ios: of('ios'), android: of('android') };
}

/** Sets the versions given (iOS, Android or both); each gets today's date. */
export function saveAppVersions(db: Db, actor: Actor, input: AppVersionInput): Promise<AppVersions> {
  return db.transaction(async (tx) => {
    const before = await getAppVersions(tx);
    const given = (['ios', 'android'] as const).flatMap((device) => {
      const v = input[device];
      return v ? [{ device, version: v.version, isNeedUpdate: v.isNeedUpdate, date: new Date() }] : [];
    });
    await tx
      .insert(appVersions)
      .values(given)
      .onConflictDoUpdate({
        target: appVersions.device,
        set: {
          version: sql`excluded.version`,
          isNeedUpdate: sql`excluded.is_need_update`,
          date: sql`excluded.date`,
        },
      });
    const after = await getAppVersions(tx);
    await recordActivity(tx, actor, {
      kind: 'app version updated',
      targetType: 'app-version',
      prev: before,
      next: after,
    });
    return after;
  });
}
