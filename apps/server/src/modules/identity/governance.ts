import type { AdminUser } from '@signal-desk/domain/admin';
import {
  canManageAdmin,
  endsSuperAdmin,
  type Grants,
  type GrantsBefore,
  grantsBeyondHoldings,
  holdsAtLeast,
} from '@signal-desk/domain/admin-grants';
import type { ErrorReason } from '@signal-desk/domain/http';
import { count, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { admins } from '../../db/schema';
import { fieldRefusal, refused } from '../../shared/errors';

/** Arbitrary constant key: changes to admins' powers run one at a time across replicas. */
const GOVERNANCE_LOCK = 724_311_002;

export async function lockGovernance(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${GOVERNANCE_LOCK})`);
}

/** How many admins are active super admins (ALL or SUPER_ADMIN, own or through a role), but `except`. */
async function activeSuperAdmins(tx: Tx, except?: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(admins)
    .where(sql`${admins.activationStatus} and (
      ${admins.permissions} && array['SUPER_ADMIN', 'ALL']::text[]
      or exists (
        select 1 from admin_roles ar join roles r on r.id = ar.role_id
        where ar.admin_id = admins.id and r.permissions && array['SUPER_ADMIN', 'ALL']::text[]
      )
    )${except === undefined ? sql`` : sql` and ${admins.id} <> ${except}`}`);
  return row?.n ?? 0;
}

const lastSuperAdmin = () => refused('conflict', 'last_super_admin');

/** Checked at the end of every change to admins or roles: at least one active super admin stays. */
export async function assertSuperAdminRemains(tx: Tx): Promise<void> {
  if ((await activeSuperAdmins(tx)) === 0) throw lastSuperAdmin();
}

/**
 * Checked first on a change of one admin: it may not end the last active super admin. Before the other
 * checks, so the last one deactivating or demoting themselves is told this rather than to ask another
 * admin, who could not undo it.
 */
export async function assertNotLastSuperAdmin(
  tx: Tx,
  before: AdminUser,
  after: Pick<AdminUser, 'activationStatus' | 'effectivePermissions'>,
): Promise<void> {
  if (endsSuperAdmin(before, after) && (await activeSuperAdmins(tx, before._id)) === 0) {
    throw lastSuperAdmin();
  }
}

/** An admin manages only admins whose permissions they could have granted (decision 3). */
export function assertCanManage(actor: AdminUser, target: AdminUser): void {
  if (!canManageAdmin(actor, target)) throw refused('forbidden', 'admin_more_powerful');
}

/** Nothing beyond the actor's holdings is given (decision 18); each such field is named. */
export function assertWithinHoldings(actor: AdminUser, after: Grants, before?: GrantsBefore): void {
  const beyond = grantsBeyondHoldings(actor, after, before);
  if (beyond.length > 0) throw refusedFields('beyond_own_holdings', beyond);
}

/** A password or email is set only on an account that holds nothing beyond the actor's (decision 18). */
export function assertMaySetCredentials(actor: AdminUser, target: Parameters<typeof holdsAtLeast>[1]): void {
  if (!holdsAtLeast(actor, target)) throw refused('forbidden', 'credentials_beyond_holdings');
}

/** One's own row changes through the admin routes only as PUT /auth/me would change it (decision 18). */
export function assertOwnAccountChange(paths: readonly string[]): void {
  if (paths.length > 0) throw refusedFields('own_account_via_profile', paths);
}

const refusedFields = (reason: ErrorReason, paths: readonly string[]) =>
  refused(
    'forbidden',
    reason,
    undefined,
    paths.map((path) => fieldRefusal(path, reason)),
  );
