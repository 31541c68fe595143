import type { AdminUser } from '@signal-desk/domain/admin';
import type { ListPage } from '@signal-desk/domain/http';
import type { Database, Db } from '../../db/client';
import { type KeyPart, ScopedCache } from '../../shared/scoped-cache';
import { parseSignalChange, SIGNAL_CHANGES } from '../../shared/signal-changes';

/** The channel of changes to admins' views (payload: the admin id, or ALL_ADMINS after a role change). */
export const ADMIN_CHANGES = 'admin_changes';
export const ALL_ADMINS = '*';
/** The channel of ended sessions (payload: the admin id). */
export const SESSION_CHANGES = 'session_changes';

/** A session as the access check needs it. */
export interface CachedSession {
  sessionId: string;
  adminId: string;
  expiresAt: number;
  lastSeenAt: number;
}

/** Enough for every signed-in admin of a busy desk; the least recently used go first beyond it. */
const MAX_ENTRIES = 20_000;
/** Admin list pages kept (the usual pages, sorts and searches of the admins screen). */
const MAX_LIST_PAGES = 200;
/**
 * Longest a session or admin view is kept without being read again: it bounds what a notification
 * lost while the listening connection was re-established can cost.
 */
export const IDENTITY_CACHE_MS = 10 * 60_000;

/** The UTC day number of an instant: cheaper than its date text, compared on every request. */
const utcDay = (now: number) => Math.floor(now / 86_400_000);

interface AdminView {
  admin: AdminUser;
  day: number;
  /** The sent counts changed since the view was read (its permissions did not). */
  countsStale?: boolean;
}

export type AdminListPage = ListPage<AdminUser>;

/**
 * An admin list page: the query and the UTC day (sent counts are per day). The reader is not part of
 * it: the page holds every admin as stored, and each reader's view of it (masked keys) is made after.
 */
export type AdminListKey = { query: { readonly [field: string]: KeyPart | undefined }; day: number };

/**
 * Sessions and admin views of this process, so a signed-in request needs no database round trip
 * (the round trip was most of its time). Every change that affects them sends a notification in its transaction
 * (`session_changes`, `admin_changes`, a created signal's `signal_changes` for the sent counts), and
 * every replica drops what it names when it arrives; the writer's own process drops it already when
 * the notification is written. A read that started before a drop is not stored (generation check),
 * so a stale row never outlives the notification. Sent counts are per UTC day: an admin view read on
 * another day is read again.
 */
export class IdentityCache {
  /**
   * By bearer token, not its digest: hashing it on every request was 3 % of a cached read. Only the
   * database must never hold a token; this process reads each one with every request anyway.
   */
  private readonly sessions = new ScopedCache<{ token: string }, CachedSession>({
    max: MAX_ENTRIES,
    ttlMs: IDENTITY_CACHE_MS,
    scope: { value: (session) => session.adminId },
  });
  private readonly admins = new ScopedCache<{ adminId: string }, AdminView>({
    max: MAX_ENTRIES,
    ttlMs: IDENTITY_CACHE_MS,
  });
  /** Admin list pages by query: any change to any admin view drops them all. */
  private readonly listPages = new ScopedCache<AdminListKey, AdminListPage>({
    max: MAX_LIST_PAGES,
    ttlMs: IDENTITY_CACHE_MS,
  });
  private generation = 0;

  /**
   * The session and admin of a bearer token, when both are cached and the admin view is of today.
   * `counts: false` (an access check) takes a view whose sent counts changed since it was read: its
   * permissions are current, and a creation does not cost the creator's next request a read.
   */
  get(
    token: string,
    now: number,
    { counts = true }: { counts?: boolean } = {},
  ): { session: CachedSession; admin: AdminUser } | undefined {
    const session = this.sessions.get({ token });
    if (!session) return undefined;
    const view = this.admins.get({ adminId: session.adminId });
    if (!view || view.day !== utcDay(now) || (counts && view.countsStale)) return undefined;
    return { session, admin: view.admin };
  }

  /** Whether the admin's cached view has sent counts older than a creation heard since. */
  countsStale(adminId: string): boolean {
    return this.admins.get({ adminId })?.countsStale === true;
  }

  /** Call before reading the database; pass the value to `set`. */
  snapshot(): number {
    return this.generation;
  }

  set(token: string, session: CachedSession, admin: AdminUser, snapshot: number, now: number): void {
    if (snapshot !== this.generation) return;
    this.sessions.set({ token }, session);
    this.admins.set({ adminId: session.adminId }, { admin, day: utcDay(now) });
  }

  /**
   * The admin list page of a query, or the one `load` reads. Readers arriving while it loads share the
   * load; a drop empties the pages, loads in flight included (their callers still get them), so a page
   * kept was read after the last change heard. Sent counts are per UTC day, like the views.
   */
  adminList(
    query: AdminListKey['query'],
    now: number,
    load: () => Promise<AdminListPage>,
  ): Promise<AdminListPage> {
    return this.listPages.read({ query, day: utcDay(now) }, load);
  }

  /**
   * An admin's sent counts changed (a created signal): the view stays for access checks, the counts are
   * read again by whoever shows them (`/auth/me`, the admin list pages, dropped here).
   */
  forgetCounts(adminId: string): void {
    this.generation += 1;
    this.listPages.clear();
    const view = this.admins.get({ adminId });
    if (view) view.countsStale = true;
  }

  forgetSession(token: string): void {
    this.generation += 1;
    this.sessions.delete({ token });
  }

  /**
   * Drops an admin's view (permissions, roles, limits, counts changed; `ALL_ADMINS`: every one) and the
   * admin list pages.
   */
  forgetAdmin(adminId: string): void {
    this.generation += 1;
    this.listPages.clear();
    if (adminId === ALL_ADMINS) this.admins.clear();
    else this.admins.delete({ adminId });
  }

  /** Drops an admin's sessions and view (a session ended, was revoked, the admin was deactivated). */
  forgetSessionsOf(adminId: string): void {
    this.forgetAdmin(adminId);
    this.sessions.invalidate(adminId);
  }

  get size() {
    return { sessions: this.sessions.size, admins: this.admins.size, listPages: this.listPages.size };
  }
}

const caches = new WeakMap<Db, IdentityCache>();
/** Every cache of this process (tests run several apps in one): a change written here drops them all. */
const local = new Set<IdentityCache>();

export const identityCacheOf = (db: Db): IdentityCache | undefined => caches.get(db);

/** The writer's process drops the admin at once, before its own notification arrives. */
export function forgetAdminLocally(adminId: string): void {
  for (const cache of local) cache.forgetAdmin(adminId);
}

/** After a write request, the writer's own counts (profile changes drop the view in their service). */
export function forgetCountsLocally(adminId: string): void {
  for (const cache of local) cache.forgetCounts(adminId);
}

export function forgetSessionsLocally(adminId: string): void {
  for (const cache of local) cache.forgetSessionsOf(adminId);
}

/**
 * Starts the cache of a database: `authenticate` uses it from now on. Returns the function that stops
 * it (listeners off, cache gone).
 */
export async function startIdentityCache(database: Database): Promise<() => Promise<void>> {
  const cache = new IdentityCache();
  const stops = [
    await database.listen(SESSION_CHANGES, (adminId) => cache.forgetSessionsOf(adminId)),
    await database.listen(ADMIN_CHANGES, (adminId) => cache.forgetAdmin(adminId)),
    await database.listen(SIGNAL_CHANGES, (payload) => {
      const change = parseSignalChange(payload);
      if (change?.ownerId && change.kinds.includes('create signal')) cache.forgetCounts(change.ownerId);
    }),
  ];
  caches.set(database.db, cache);
  local.add(cache);
  return async () => {
    caches.delete(database.db);
    local.delete(cache);
    for (const stop of stops) await stop();
  };
}
