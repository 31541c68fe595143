import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  ADMIN_CHANGES,
  ALL_ADMINS,
  forgetAdminLocally,
  forgetSessionsLocally,
  SESSION_CHANGES,
} from './identity-cache';

export { ADMIN_CHANGES, ALL_ADMINS, SESSION_CHANGES };

/**
 * Tells every replica an admin's view changed (permissions, roles, limits, keys, profile): open live
 * connections re-read their admin, caches drop it. Sent in the transaction of the change, so it arrives
 * only once the change is committed. The payload is the admin id, or `ALL_ADMINS` when a role changed
 * (every holder of it).
 */
export async function notifyAdminChanged(tx: Executor, adminId: string): Promise<void> {
  forgetAdminLocally(adminId);
  await tx.execute(sql`select pg_notify(${ADMIN_CHANGES}, ${adminId})`);
}

/** Tells every replica an admin's sessions ended (open live connections are cut, caches drop them). */
export async function notifySessionsEnded(tx: Executor, adminId: string): Promise<void> {
  forgetSessionsLocally(adminId);
  await tx.execute(sql`select pg_notify(${SESSION_CHANGES}, ${adminId})`);
}
