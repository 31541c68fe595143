import { isDeepStrictEqual } from 'node:util';
import {
  DEFAULT_TRADE_IDEA_DISCLAIMER,
  type Settings,
  type settingsInputSchema,
  settingsSchema,
} from '@signal-desk/domain/signal-support';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { settings } from '../../db/schema';
import { selectValue } from '../../db/select-value';
import { type Actor, recordActivity } from '../activity/service';

export type SettingsInput = z.output<typeof settingsInputSchema>;
type SettingKey = keyof Settings;

export const DEFAULT_SETTINGS: Settings = {
  tradeIdeaDisclaimer: DEFAULT_TRADE_IDEA_DISCLAIMER,
  defaultSignalDisclaimer: null,
  blacklistWordFilter: true,
  cancellationThresholds: { pips: '20', points: '20' },
  imageLimitMb: 3,
};

const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];
const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(DEFAULT_SETTINGS, key);

/** The stored values over the defaults; a stored value that no longer fits its schema is ignored. */
function settingsFrom(rows: { key: string; value: unknown }[]): Settings {
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const { key, value } of rows) {
    if (isSettingKey(key) && settingsSchema.shape[key].safeParse(value).success) merged[key] = value;
  }
  return merged as Settings;
}

/**
 * The global settings, in one query. Each setting is its own row (key = field name), so a partial
 * update writes only its fields and a missing row means the default.
 */
export async function getSettings(exec: Executor): Promise<Settings> {
  return (await selectValue(exec, settingsColumn())) ?? DEFAULT_SETTINGS;
}

/** The settings as a column of a larger read (a creation's checks read them with the pair). */
export function settingsColumn(): SQL<Settings> {
  return sql`(select coalesce(json_agg(json_build_object('key', ${settings.key}, 'value', ${settings.value})), '[]')
    from ${settings} where ${inArray(settings.key, SETTING_KEYS)})`.mapWith(settingsFrom);
}

const pick = (from: Settings, keys: readonly SettingKey[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]]));

/** Merges the given fields into the settings; null puts a setting back to its default. */
export function updateSettings(db: Db, actor: Actor, input: SettingsInput): Promise<Settings> {
  return db.transaction(async (tx) => {
    // Writers queue up (readers do not), so `before` and the logged change are exact under concurrent saves.
    await tx.execute(sql`lock table ${settings} in share row exclusive mode`);
    const before = await getSettings(tx);
    const given = SETTING_KEYS.filter((key) => input[key] !== undefined);
    const after: Settings = {
      ...before,
      ...Object.fromEntries(given.map((key) => [key, input[key] ?? DEFAULT_SETTINGS[key]])),
    };
    const changed = given.filter((key) => !isDeepStrictEqual(before[key], after[key]));
    if (changed.length === 0) return before;

    const reset = changed.filter((key) => input[key] === null);
    const stored = changed.filter((key) => input[key] !== null);
    if (reset.length) await tx.delete(settings).where(inArray(settings.key, reset));
    if (stored.length) {
      await tx
        .insert(settings)
        .values(stored.map((key) => ({ key, value: after[key] })))
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        });
    }
    await recordActivity(tx, actor, {
      kind: 'settings updated',
      targetType: 'settings',
      prev: pick(before, changed),
      next: pick(after, changed),
    });
    return after;
  });
}
