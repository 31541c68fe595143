import type { AdminUser } from '@signal-desk/domain/admin';
import {
  canManageAdmin,
  type Grants,
  type GrantsBefore,
  grantsBeyondHoldings,
  holdsAtLeast,
} from '@signal-desk/domain/admin-grants';
import type { ErrorReason } from '@signal-desk/domain/http';
import { count, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { admins } from '../../db/schema';
import { conflict, fieldRefusal, refused } from '../../shared/errors';

/** Arbitrary constant key: changes to admins' powers run one at a time across replicas. */
const GOVERNANCE_LOCK = 724_311_002;

export async function lockGovernance(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${GOVERNANCE_LOCK})`);
}

/** Checked at the end of every change to admins or roles: at least one active super admin stays. */
export async function assertSuperAdminRemains(tx: Tx): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(admins)
    .where(sql`${admins.activationStatus} and (
      ${admins.permissions} && array['SUPER_ADMIN', 'ALL']::text[]
      or exists (
        select 1 from admin_roles ar join roles r on r.id = ar.role_id
        where ar.admin_id = admins.id and r.permissions && array['SUPER_ADMIN', 'ALL']::text[]
      )
    )`);
  if ((row?.n ?? 0) === 0) {
    throw conflict('The last super admin cannot be deactivated or demoted');
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
