import {
  ACTIVITY_COUNT_LIMIT,
  type ActivityLogEntry,
  type ActivityLogPage,
  type activityLogQuerySchema,
} from '@signal-desk/domain/activity-log';
import { APPS, type App } from '@signal-desk/domain/apps';
import { resolveRange } from '@signal-desk/domain/date-range';
import { DEFAULT_PER_PAGE, pageOf } from '@signal-desk/domain/http';
import { and, asc, desc, eq, getTableColumns, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { activityLog, admins, signals } from '../../db/schema';
import { CappedCounts } from '../../shared/capped-count';
import { inApps } from '../../shared/list-query';
import type { KeyPart } from '../../shared/scoped-cache';
import { type Actor, recordActivity } from './service';

export type ActivityLogQuery = z.output<typeof activityLogQuerySchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The conditions of a log query, each served by an index of `activity_log` (kind, actor, app, target,
 * created_at). A signal given by its readable id is found first; an unknown one matches nothing.
 * Without a range the whole log is read (newest first).
 */
async function conditionsOf(db: Db, q: ActivityLogQuery, apps: readonly App[]): Promise<SQL[] | null> {
  const out: SQL[] = [];
  // Entries about an app (its trade ideas, content, customers) only for those who may see the app.
  const ofVisibleApps = inApps(activityLog.app, apps);
  if (ofVisibleApps) out.push(or(isNull(activityLog.app), ofVisibleApps) as SQL);
  if (q.eventType) out.push(eq(activityLog.kind, q.eventType));
  if (q.userName) out.push(eq(activityLog.actor, q.userName));
  if (q.app) out.push(eq(activityLog.app, q.app));
  if (q.signalId) {
    let id = UUID.test(q.signalId) ? q.signalId.toLowerCase() : undefined;
    if (!id) {
      const [row] = await db
        .select({ id: signals.id })
        .from(signals)
        .where(eq(signals.signalId, q.signalId.toUpperCase()));
      if (!row) return null;
      id = row.id;
    }
    out.push(eq(activityLog.targetType, 'signal'), eq(activityLog.targetId, id));
  }
  if (q.period || q.from || q.to) {
    const { from, to } = resolveRange(q);
    out.push(gte(activityLog.createdAt, from), lte(activityLog.createdAt, to));
  }
  return out;
}

/**
 * A log row with the readable id of its trade idea (SHIFT-000123), read in the same statement: one
 * primary-key probe per row of the page, only for entries about a signal (target ids are text).
 */
const entryColumns = {
  ...getTableColumns(activityLog),
  readableId: sql<string | null>`case when ${activityLog.targetType} = 'signal'
    and ${activityLog.targetId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then (select ${signals.signalId} from ${signals} where ${signals.id} = ${activityLog.targetId}::uuid) end`,
};
type Row = typeof activityLog.$inferSelect & { readableId: string | null };

const toEntry = (r: Row): ActivityLogEntry => ({
  _id: String(r.id),
  createdAt: r.createdAt.toISOString(),
  eventType: r.kind,
  userName: r.actor,
  ipAddress: r.ip,
  targetType: r.targetType,
  targetId: r.targetId,
  app: (APPS as readonly string[]).includes(r.app ?? '') ? (r.app as App) : null,
  signalId: r.readableId,
  prev: r.prev,
  next: r.next,
});

/** Filters whose log count reached the cap (the log only grows, so it stays reached). */
const cappedCounts = new CappedCounts<{ filter: { readonly [field: string]: KeyPart | undefined } }>(
  ACTIVITY_COUNT_LIMIT,
);

/**
 * One page of the log, newest first. The total is counted up to ACTIVITY_COUNT_LIMIT matching entries
 * (a count of ten million rows would cost more than the page); past it `totalCapped` is true.
 */
export async function listActivityLog(
  db: Db,
  q: ActivityLogQuery,
  apps: readonly App[],
): Promise<ActivityLogPage> {
  const perPage = q.perPage ?? DEFAULT_PER_PAGE;
  const page = q.page ?? 1;
  const conditions = await conditionsOf(db, q, apps);
  if (!conditions) return { data: [], ...pageOf(0, page, perPage), totalCapped: false };
  const where = conditions.length ? and(...conditions) : undefined;
  const offset = (page - 1) * perPage;
  const rows = await db
    .select(entryColumns)
    .from(activityLog)
    .where(where)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(perPage)
    .offset(offset);
  // A page that is not full (and not past the end) already tells the total. Otherwise the filter, not
  // its SQL, names the count: a period ending now has a new upper bound on every request. Every reader
  // of the log sees all of it, so the filter is the whole scope.
  const { page: _page, perPage: _perPage, ...filter } = q;
  const counted =
    rows.length < perPage && (rows.length > 0 || offset === 0)
      ? { total: offset + rows.length, capped: false }
      : await cappedCounts.count(db, { filter }, async (limit) => {
          const [row] = await db
            .select({ n: sql<number>`count(*)::int` })
            .from(db.select({ one: sql`1` }).from(activityLog).where(where).limit(limit).as('capped'));
          return row?.n ?? 0;
        });
  return {
    data: rows.map(toEntry),
    ...pageOf(counted.total, page, perPage),
    totalCapped: counted.capped,
  };
}

/** The names the log gives its actors: every admin's email, and "system" for the engine and jobs. */
export async function activityUserNames(db: Db) {
  const rows = await db
    .select({ userName: admins.email, name: admins.name })
    .from(admins)
    .orderBy(asc(admins.email));
  return [{ userName: 'system', name: 'system' }, ...rows];
}

const CSV_BATCH = 2000;
const COLUMNS: [string, (e: ActivityLogEntry) => unknown][] = [
  ['createdAt', (e) => e.createdAt],
  ['eventType', (e) => e.eventType],
  ['userName', (e) => e.userName],
  ['ipAddress', (e) => e.ipAddress],
  ['app', (e) => e.app],
  ['signalId', (e) => e.signalId],
  ['targetType', (e) => e.targetType],
  ['targetId', (e) => e.targetId],
  ['prev', (e) => (e.prev == null ? '' : JSON.stringify(e.prev))],
  ['next', (e) => (e.next == null ? '' : JSON.stringify(e.next))],
];

/** A CSV cell: quoted when needed; a leading formula character is neutralised. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The filtered log as CSV, newest first, read in keyset batches on (created_at, id) so memory stays flat. The
 * export itself is logged ("csv export") before the first byte, with the filters it used.
 */
export async function* exportActivityLogCsv(db: Db, actor: Actor, q: ActivityLogQuery, apps: readonly App[]) {
  const { page: _page, perPage: _perPage, ...filters } = q;
  await recordActivity(db, actor, { kind: 'csv export', targetType: 'activity_log', next: filters });
  yield `${COLUMNS.map(([name]) => name).join(',')}\r\n`;
  const conditions = await conditionsOf(db, q, apps);
  if (!conditions) return;
  let after: { at: string; id: number } | undefined;
  for (;;) {
    const rows = await db
      .select({ ...entryColumns, at: sql<string>`${activityLog.createdAt}::text` })
      .from(activityLog)
      .where(
        and(
          ...conditions,
          after === undefined
            ? undefined
            : sql`(${activityLog.createdAt}, ${activityLog.id}) < (${after.at}::timestamptz, ${after.id})`,
        ),
      )
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(CSV_BATCH);
    if (rows.length === 0) return;
    yield rows.map((r) => `${COLUMNS.map(([, get]) => cell(get(toEntry(r)))).join(',')}\r\n`).join('');
    const last = rows.at(-1);
    if (!last || rows.length < CSV_BATCH) return;
    // The cursor keeps created_at as text: a JS Date would drop its microseconds and skip rows.
    after = { at: last.at, id: last.id };
  }
}
