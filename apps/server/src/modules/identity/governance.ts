import type { AdminUser } from '@signal-desk/domain/admin';
import { grantablePermissions, type Permission } from '@signal-desk/domain/permissions';
import { count, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { admins } from '../../db/schema';
import { conflict, forbidden } from '../../shared/errors';

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

/** Only ALL or SUPER_ADMIN grant what they do not hold themselves. */
export function assertCanGrant(actor: AdminUser, permissions: readonly Permission[]): void {
  const grantable = grantablePermissions(actor.effectivePermissions);
  const missing = permissions.filter((p) => !grantable.includes(p));
  if (missing.length > 0)
    throw forbidden(`You cannot grant permissions you do not hold: ${missing.join(', ')}`);
}

/** An admin manages only admins whose powers they could have granted. */
export function assertCanManage(actor: AdminUser, target: AdminUser): void {
  const grantable = grantablePermissions(actor.effectivePermissions);
  if (!target.effectivePermissions.every((p) => grantable.includes(p))) {
    throw forbidden('You cannot manage an admin with permissions you do not hold');
  }
}
