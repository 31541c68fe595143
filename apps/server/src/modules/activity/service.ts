import type { ActivityKind } from '@signal-desk/domain/activity';
import { APPS, type App } from '@signal-desk/domain/apps';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import type { Relation } from '../../db/cte';
import type { Param } from '../../db/prepared';
import { activityLog } from '../../db/schema';

/** Who did it: an admin (with the request's IP) or the system itself. */
export interface Actor {
  adminId: string | null;
  label: string;
  ip: string | null;
}

export const SYSTEM_ACTOR: Actor = { adminId: null, label: 'system', ip: null };

export interface ActivityEntry {
  kind: ActivityKind;
  targetType: string;
  targetId?: string | null;
  prev?: unknown;
  next?: unknown;
  /** The app the entry is about; by default the `app` of `next` or `prev` (a signal's comes from its row). */
  app?: App;
}

const appField = (value: unknown): App | undefined => {
  const app = typeof value === 'object' && value !== null ? (value as { app?: unknown }).app : undefined;
  return APPS.includes(app as App) ? (app as App) : undefined;
};

const SECRET_KEY = /password|token|hash|secret|apikey/i;

/** Copies a payload with every secret value replaced, so the log shows that it changed but never what it is. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      SECRET_KEY.test(key) && v != null ? '[redacted]' : redactSecrets(v),
    ]),
  );
}

/** The one writer of the activity log; call it with the transaction of the change it records. */
export async function recordActivity(tx: Executor, actor: Actor, entry: ActivityEntry): Promise<void> {
  await recordActivities(tx, actor, [entry]);
}

/** Several entries of one actor in one statement (a tick that moves many signals). */
export async function recordActivities(
  tx: Executor,
  actor: Actor,
  entries: readonly ActivityEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx.execute(insertActivities(actor, entries));
}

/**
 * The insert of these entries, as one statement (or a data-modifying CTE of a larger one, where
 * `ofSignals`, a relation of signals' `id` and `app`, keeps the entries about its rows and gives their
 * app, which the insert trigger would otherwise look up row by row).
 */
export function insertActivities(
  actor: Actor,
  entries: readonly ActivityEntry[],
  ofSignals?: Relation<'id' | 'app'>,
): SQL {
  return insertActivityRows(actor, activityRows(entries), ofSignals);
}

/**
 * `insertActivities` with the actor's fields and the entries (`activityRows`) given as they are sent:
 * values or placeholders, so that a prepared statement can hold the insert.
 */
export function insertActivityRows(
  actor: { [K in keyof Actor]: Param<Actor[K]> },
  rows: Param<string>,
  ofSignals?: Relation<'id' | 'app'>,
): SQL {
  const t = ofSignals?.as('t');
  return sql`
    insert into ${activityLog} (admin_id, actor, ip, kind, target_type, target_id, prev, next, app)
    select ${actor.adminId}::uuid, ${actor.label}, ${actor.ip}, e.kind, e.target_type, e.target_id, e.prev, e.next,
      ${t ? t.app : sql`e.app`}
    from jsonb_to_recordset(${rows}::jsonb) as e(kind text, target_type text, target_id text, prev jsonb, next jsonb, app text)
    ${ofSignals && t ? sql`join ${ofSignals.ref} t on ${t.id}::text = e.target_id` : sql``}`;
}

/** The entries as the one JSON parameter of `insertActivityRows`, their secrets redacted. */
export function activityRows(entries: readonly ActivityEntry[]): string {
  return JSON.stringify(
    entries.map((entry) => ({
      kind: entry.kind,
      target_type: entry.targetType,
      target_id: entry.targetId ?? null,
      prev: entry.prev === undefined ? null : redactSecrets(entry.prev),
      next: entry.next === undefined ? null : redactSecrets(entry.next),
      app: entry.app ?? appField(entry.next) ?? appField(entry.prev) ?? null,
    })),
  );
}

/** `insertActivities` as a CTE named `activity`, for a writer's statement that does more. */
export function activityCte(actor: Actor, entries: readonly ActivityEntry[]): SQL {
  return sql`activity as (${insertActivities(actor, entries)})`;
}

/** The trail of one target, oldest first, paged. */
export async function activityOf(
  db: Db,
  targetType: string,
  targetId: string,
  page: { limit: number; offset: number },
) {
  const where = and(eq(activityLog.targetType, targetType), eq(activityLog.targetId, targetId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(activityLog)
      .where(where)
      .orderBy(asc(activityLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(activityLog).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    entries: rows.map((r) => ({
      _id: String(r.id),
      kind: r.kind,
      actor: r.actor,
      ip: r.ip,
      prev: r.prev,
      next: r.next,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
