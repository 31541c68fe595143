import type { CustomerSession } from '@signal-desk/domain/customers';
import { and, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { customerSessions, customers } from '../../db/schema';
import { newToken, tokenDigest } from '../identity/credentials-service';

/** Mobile sessions last long: 90 days at most, 30 days without use. */
export const CUSTOMER_ABSOLUTE_TIMEOUT_MS = 90 * 24 * 60 * 60 * 1000;
export const CUSTOMER_IDLE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt (and the customer's last activity) is written at most this often per session. */
export const CUSTOMER_TOUCH_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Every replica hears on this channel that a customer's sessions ended or their subscription changed
 * (payload: the customer id; the subscription change comes from a trigger on customers, migration 0017).
 */
export const CUSTOMER_SESSION_CHANGES = 'customer_session_changes';

export interface CustomerSessionRecord {
  sessionId: string;
  customerId: string;
  app: string;
  subscriptionType: string | null;
  subscriptionExpiresAt: Date | null;
  lastSeenAt: Date;
  expiresAt: Date;
}

export async function createCustomerSession(
  tx: Executor,
  customerId: string,
  client: { ip: string | null; userAgent: string | null },
): Promise<{ token: string; sessionId: string }> {
  const token = newToken();
  const [row] = await tx
    .insert(customerSessions)
    .values({
      customerId,
      tokenHash: tokenDigest(token),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      expiresAt: new Date(Date.now() + CUSTOMER_ABSOLUTE_TIMEOUT_MS),
    })
    .returning({ id: customerSessions.id });
  if (!row) throw new Error('customer session insert returned nothing');
  return { token, sessionId: row.id };
}

function prepareLookup(db: Db, name: string) {
  return db
    .select({
      tokenHash: customerSessions.tokenHash,
      sessionId: customerSessions.id,
      customerId: customers.id,
      app: customers.app,
      subscriptionType: customers.subscriptionType,
      subscriptionExpiresAt: customers.subscriptionExpiresAt,
      lastSeenAt: customerSessions.lastSeenAt,
      expiresAt: customerSessions.expiresAt,
    })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(sql`${customerSessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`)
    .prepare(name);
}

/** The session rows behind token digests, by digest (no validity check: the caller checks the times). */
export async function findCustomerSessions(
  db: Db,
  digests: readonly string[],
): Promise<Map<string, CustomerSessionRecord>> {
  const rows = await preparedOn(db, 'customer_session_lookup', prepareLookup).execute({
    tokenHashes: digests,
  });
  return new Map(rows.map(({ tokenHash, ...record }) => [tokenHash, record]));
}

export const isSessionValid = (s: { lastSeenAt: Date; expiresAt: Date }, now: number) =>
  s.expiresAt.getTime() > now && s.lastSeenAt.getTime() + CUSTOMER_IDLE_TIMEOUT_MS > now;

/** Records use of sessions: their last-seen times and their customers' last activity, in one transaction. */
export async function touchCustomerSessions(
  db: Db,
  touches: readonly { sessionId: string; customerId: string; at: Date }[],
) {
  if (touches.length === 0) return;
  const list = JSON.stringify(
    touches.map((t) => ({ s: t.sessionId, c: t.customerId, at: t.at.toISOString() })),
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`update customer_sessions set last_seen_at = t.at
      from jsonb_to_recordset(${list}::jsonb) as t(s uuid, at timestamptz) where customer_sessions.id = t.s`);
    await tx.execute(sql`update customers set last_activity_at = t.at
      from (select c, max(at) as at from jsonb_to_recordset(${list}::jsonb) as r(c uuid, at timestamptz) group by c) as t
      where customers.id = t.c`);
  });
}

/** A customer's sessions that are still valid, most recently used first (for staff: no token digest). */
export async function liveCustomerSessions(
  exec: Executor,
  customerId: string,
  limit: number,
): Promise<CustomerSession[]> {
  const rows = await exec
    .select({
      id: customerSessions.id,
      ip: customerSessions.ip,
      userAgent: customerSessions.userAgent,
      createdAt: customerSessions.createdAt,
      lastSeenAt: customerSessions.lastSeenAt,
      expiresAt: customerSessions.expiresAt,
    })
    .from(customerSessions)
    .where(
      and(
        eq(customerSessions.customerId, customerId),
        gt(customerSessions.expiresAt, sql`now()`),
        gt(customerSessions.lastSeenAt, new Date(Date.now() - CUSTOMER_IDLE_TIMEOUT_MS)),
      ),
    )
    .orderBy(desc(customerSessions.lastSeenAt))
    .limit(limit);
  return rows.map((row) => ({
    _id: row.id,
    ip: row.ip,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

async function notifyEnded(tx: Executor, customerId: string) {
  await tx.execute(sql`select pg_notify(${CUSTOMER_SESSION_CHANGES}, ${customerId})`);
}

/** Ends every session of a customer, in the caller's transaction; every replica forgets them on commit. */
export async function revokeCustomerSessionsIn(tx: Executor, customerId: string): Promise<number> {
  const ended = await tx
    .delete(customerSessions)
    .where(eq(customerSessions.customerId, customerId))
    .returning({ id: customerSessions.id });
  await notifyEnded(tx, customerId);
  return ended.length;
}

/** Ends one session (sign-out). */
export async function endCustomerSession(tx: Executor, sessionId: string, customerId: string): Promise<void> {
  await tx
    .delete(customerSessions)
    .where(and(eq(customerSessions.id, sessionId), eq(customerSessions.customerId, customerId)));
  await notifyEnded(tx, customerId);
}

/** Whether this customer holds a session from this IP (the per-account throttle spares them). */
export async function isKnownCustomerClient(
  exec: Executor,
  customerId: string,
  ip: string,
): Promise<boolean> {
  const [row] = await exec
    .select({ id: customerSessions.id })
    .from(customerSessions)
    .where(and(eq(customerSessions.customerId, customerId), eq(customerSessions.ip, ip)))
    .limit(1);
  return row !== undefined;
}

export async function purgeExpiredCustomerSessions(db: Db): Promise<void> {
  const idleSince = new Date(Date.now() - CUSTOMER_IDLE_TIMEOUT_MS);
  await db
    .delete(customerSessions)
    .where(or(lt(customerSessions.expiresAt, sql`now()`), lt(customerSessions.lastSeenAt, idleSince)));
}
