import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * The channel that tells every replica an admin's view changed (permissions, roles, limits, keys,
 * profile): open live connections re-read their admin, caches drop it. Sent in the transaction of the
 * change, so it arrives only once the change is committed. The payload is the admin id, or
 * `ALL_ADMINS` when a role changed (every holder of it).
 */
export const ADMIN_CHANGES = 'admin_changes';
export const ALL_ADMINS = '*';

export async function notifyAdminChanged(tx: Executor, adminId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${ADMIN_CHANGES}, ${adminId})`);
}
