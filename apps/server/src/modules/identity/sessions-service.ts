import type { AdminUser } from '@signal-desk/domain/admin';
import type { SessionInfo } from '@signal-desk/domain/two-factor';
import { and, desc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { admins, sessions } from '../../db/schema';
import { notifySessionsEnded, SESSION_CHANGES } from './admin-changes-service';
import { adminViewColumns, toAdminUser } from './admin-view';
import { identityCacheOf } from './identity-cache';

export { SESSION_CHANGES };

import { newToken, tokenDigest } from './tokens';

export const IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface AuthSession {
  sessionId: string;
  admin: AdminUser;
}

export async function createSession(
  tx: Executor,
  adminId: string,
  client: { ip: string | null; userAgent: string | null },
): Promise<{ token: string; sessionId: string }> {
  const token = newToken();
  const [row] = await tx
    .insert(sessions)
    .values({
      adminId,
      tokenHash: tokenDigest(token),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      expiresAt: new Date(Date.now() + ABSOLUTE_TIMEOUT_MS),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, sessionId: row.id };
}

// Every request runs this lookup: a named prepared statement per database skips re-planning it.
function prepareSessionLookup(db: Db, name: string) {
  return db
    .select({
      ...adminViewColumns,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare(name);
}

async function touch(db: Db, sessionId: string, now: number) {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(now) })
    .where(eq(sessions.id, sessionId));
}

/**
 * The session of a token when this process's identity cache answers alone: cached, not expired, and
 * no `lastSeenAt` write due. Otherwise undefined, and `authenticate` decides (one cache read each). Synchronous, so a
 * signed-in request served from memory waits for nothing.
 */
export function cachedSession(db: Db, token: string, now = Date.now()): AuthSession | undefined {
  const hit = identityCacheOf(db)?.get(token, now, { counts: false });
  if (!hit || hit.session.expiresAt <= now || now - hit.session.lastSeenAt > TOUCH_INTERVAL_MS)
    return undefined;
  return { sessionId: hit.session.sessionId, admin: hit.admin };
}

/**
 * The session behind a bearer token, or null when unknown, expired, idle too long or deactivated.
 * Served from the process's identity cache when it holds the session (no query; `lastSeenAt` is still
 * written at most once a minute); `fresh` reads the database whatever the cache holds.
 */
export async function authenticate(
  db: Db,
  token: string,
  options: { fresh?: boolean; counts?: boolean } = {},
): Promise<AuthSession | null> {
  const now = Date.now();
  const digest = tokenDigest(token);
  const cache = identityCacheOf(db);
  const hit = options.fresh ? undefined : cache?.get(token, now, { counts: options.counts });
  if (hit) {
    const { session, admin } = hit;
    if (session.expiresAt <= now) {
      cache?.forgetSession(token);
      return null;
    }
    // Idle here may be recent on another replica: only the database can say.
    if (session.lastSeenAt + IDLE_TIMEOUT_MS > now) {
      if (now - session.lastSeenAt > TOUCH_INTERVAL_MS) {
        session.lastSeenAt = now;
        await touch(db, session.sessionId, now);
      }
      return { sessionId: session.sessionId, admin };
    }
  }
  const snapshot = cache?.snapshot() ?? 0;
  const lookup = preparedOn(db, 'session_lookup', prepareSessionLookup);
  const [row] = await lookup.execute({ tokenHash: digest });
  if (!row?.activationStatus) return null;
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + IDLE_TIMEOUT_MS <= now) return null;
  let lastSeenAt = row.lastSeenAt.getTime();
  if (now - lastSeenAt > TOUCH_INTERVAL_MS) {
    await touch(db, row.sessionId, now);
    lastSeenAt = now;
  }
  const admin = toAdminUser(row);
  cache?.set(
    token,
    { sessionId: row.sessionId, adminId: admin._id, expiresAt: row.expiresAt.getTime(), lastSeenAt },
    admin,
    snapshot,
    now,
  );
  return { sessionId: row.sessionId, admin };
}

/**
 * The admin's view as `/auth/me` shows it: the one of the request's session, unless a creation heard
 * since made its sent counts old (access checks still use it); then it is read again, with the
 * request's bearer token (`tokenOf`, asked only then): only that case answers with a promise.
 */
export function ownView(
  db: Db,
  admin: AdminUser,
  tokenOf: () => string | undefined,
): AdminUser | Promise<AdminUser> {
  if (!identityCacheOf(db)?.countsStale(admin._id)) return admin;
  const token = tokenOf();
  return token === undefined ? admin : authenticate(db, token).then((session) => session?.admin ?? admin);
}

/** Ends every session of an admin (optionally but one); their next request gets 401. */
export async function revokeAdminSessions(
  tx: Executor,
  adminId: string,
  keepSessionId?: string,
): Promise<number> {
  const ended = await tx
    .delete(sessions)
    .where(and(eq(sessions.adminId, adminId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined))
    .returning({ id: sessions.id });
  if (ended.length) await notifySessionsEnded(tx, adminId);
  return ended.length;
}

/** The admin's own sessions, most recently used first. */
export async function listOwnSessions(
  db: Db,
  adminId: string,
  currentSessionId: string,
): Promise<SessionInfo[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.adminId, adminId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((r) => ({
    _id: r.id,
    userAgent: r.userAgent,
    ip: r.ip,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    current: r.id === currentSessionId,
  }));
}

/** Ends one of the admin's own sessions (another admin's id is unknown here: 404). */
export async function endOwnSession(tx: Executor, adminId: string, sessionId: string): Promise<boolean> {
  const [ended] = await tx
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.adminId, adminId)))
    .returning({ id: sessions.id });
  if (ended) await notifySessionsEnded(tx, adminId);
  return ended !== undefined;
}

export async function endSession(tx: Executor, sessionId: string): Promise<void> {
  const [ended] = await tx
    .delete(sessions)
    .where(eq(sessions.id, sessionId))
    .returning({ adminId: sessions.adminId });
  if (ended) await notifySessionsEnded(tx, ended.adminId);
}

/** Whether this admin has signed in from this IP before (a session from it still exists). */
export async function isKnownClient(tx: Executor, adminId: string, ip: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.adminId, adminId), eq(sessions.ip, ip)))
    .limit(1);
  return row !== undefined;
}

export async function purgeExpiredSessions(db: Db): Promise<void> {
  const idleSince = new Date(Date.now() - IDLE_TIMEOUT_MS);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, idleSince)));
}
