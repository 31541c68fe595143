import type { FastifyRequest } from 'fastify';
import type { Database, Db } from '../../db/client';
import { unauthorized } from '../../shared/errors';
import { ScopedCache } from '../../shared/scoped-cache';
import {
  CUSTOMER_SESSION_CHANGES,
  CUSTOMER_TOUCH_INTERVAL_MS,
  type CustomerSessionRecord,
  findCustomerSessions,
  isSessionValid,
  touchCustomerSessions,
} from '../customers/customer-sessions-service';
import { tokenDigest } from '../identity/credentials-service';

const MAX_ENTRIES = 250_000;
/** Uses of sessions are written together at most this often (a write per first request cost a commit each). */
const TOUCH_FLUSH_MS = 1_000;

/**
 * Customer sessions read recently, by token digest, so the feed answers from memory. A revocation,
 * and any change of the customer's subscription or app (a trigger, migration 0017), is committed with
 * `pg_notify(customer_session_changes)`: every replica drops that customer's entries when it hears it
 * (and the revoking replica at once). A lookup that was reading while any revocation arrived is
 * answered but not kept, so a revoked session is never cached again. Entries live at most `maxAgeMs`
 * (bounds what a lost notification can cost); 0 turns the cache off. The record holds the customer's
 * app and subscription, which scope everything they read.
 */
export class CustomerSessionCache {
  private readonly sessions: ScopedCache<{ digest: string }, CustomerSessionRecord | null>;
  /** Digests waiting for the next lookup, with their callers; one lookup runs at a time. */
  private waiting = new Map<string, ((record: CustomerSessionRecord | null, error?: unknown) => void)[]>();
  private looking = false;
  /** Sessions used since the last write of their last-seen time, by session id. */
  private readonly touches = new Map<string, { customerId: string; at: Date }>();
  private flushTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    maxAgeMs: number,
  ) {
    this.sessions = new ScopedCache({
      max: MAX_ENTRIES,
      ttlMs: maxAgeMs,
      // Unknown tokens are not kept (`keep` below): they never reach the scope.
      scope: { value: (record) => record?.customerId ?? '' },
    });
  }

  /** Listens for revocations; the function it resolves to stops, after writing the pending uses. */
  async listen(database: Database): Promise<() => Promise<void>> {
    const stop = await database.listen(CUSTOMER_SESSION_CHANGES, (customerId) =>
      this.invalidateCustomer(customerId),
    );
    return async () => {
      await stop();
      await this.flushTouches();
    };
  }

  /** Writes the last-seen times of the sessions used since the last write, in one transaction. */
  async flushTouches(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const touches = [...this.touches].map(([sessionId, t]) => ({ sessionId, ...t }));
    this.touches.clear();
    try {
      await touchCustomerSessions(this.db, touches);
    } catch (error) {
      // Kept for the next write, unless a newer use of the session is already waiting.
      for (const { sessionId, customerId, at } of touches)
        if (!this.touches.has(sessionId)) this.touches.set(sessionId, { customerId, at });
      this.scheduleFlush();
      throw error;
    }
  }

  private scheduleFlush() {
    this.flushTimer ??= setTimeout(() => {
      this.flushTouches().catch(() => {}); // kept and tried again (see flushTouches)
    }, TOUCH_FLUSH_MS).unref();
  }

  invalidateCustomer(customerId: string) {
    this.sessions.invalidate(customerId);
  }

  get size() {
    return this.sessions.size;
  }

  /** The valid session behind a bearer token, or null. */
  async authenticate(token: string): Promise<CustomerSessionRecord | null> {
    const digest = tokenDigest(token);
    // A session in memory is answered without waiting for a promise (every feed request asks).
    const record =
      this.sessions.get({ digest }) ??
      (await this.sessions.read({ digest }, () => this.lookUp(digest), { keep: (found) => found !== null }));
    const now = Date.now();
    if (!record || !isSessionValid(record, now)) return null;
    if (now - record.lastSeenAt.getTime() > CUSTOMER_TOUCH_INTERVAL_MS) {
      const at = new Date(now);
      record.lastSeenAt = at;
      this.touches.set(record.sessionId, { customerId: record.customerId, at });
      this.scheduleFlush();
    }
    return record;
  }

  /**
   * Reads a session missing from memory. Requests that miss while a lookup runs wait for the next one,
   * which reads them all in one query (a feed spread over many customers misses often).
   */
  private lookUp(digest: string): Promise<CustomerSessionRecord | null> {
    return new Promise((resolve, reject) => {
      const callers = this.waiting.get(digest);
      const caller = (record: CustomerSessionRecord | null, error?: unknown) =>
        error === undefined ? resolve(record) : reject(error);
      if (callers) callers.push(caller);
      else this.waiting.set(digest, [caller]);
      if (!this.looking) void this.lookUpWaiting();
    });
  }

  private async lookUpWaiting() {
    this.looking = true;
    while (this.waiting.size > 0) {
      const batch = this.waiting;
      this.waiting = new Map();
      try {
        const found = await findCustomerSessions(this.db, [...batch.keys()]);
        for (const [digest, callers] of batch)
          for (const caller of callers) caller(found.get(digest) ?? null);
      } catch (error) {
        for (const callers of batch.values()) for (const caller of callers) caller(null, error);
      }
    }
    this.looking = false;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    customerSession: CustomerSessionRecord | null;
  }
}

const bearer = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** The customer behind a guarded app-api request (set by the customer auth hook). */
export function customerOf(request: FastifyRequest): CustomerSessionRecord {
  if (!request.customerSession) throw unauthorized();
  return request.customerSession;
}

/** The onRequest hook of customer routes: a customer session, never an admin's. */
export function customerAuthHook(cache: CustomerSessionCache) {
  return async (request: FastifyRequest) => {
    const match = bearer.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized();
    const session = await cache.authenticate(match[1]);
    if (!session) throw unauthorized('Your session has ended, sign in again');
    request.customerSession = session;
  };
}
