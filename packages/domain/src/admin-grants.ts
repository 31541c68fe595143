import type { z } from 'zod';
import { type AdminUser, apiKeyTypesOf, type updateAdminInputSchema } from './admin';
import { APPS, type ApiKeyType } from './apps';
import { grantablePermissions, isSuperAdmin, type Permission } from './permissions';

/**
 * Who may give whom what (decision 18): an admin grants permissions, roles, per-app daily limits and
 * external API keys only within what they hold themselves (holders of ALL or SUPER_ADMIN excepted),
 * manages only admins whose permissions they could have granted, and changes their own account through
 * PUT /auth/me only.
 */

type KeyField = 'apiKey' | 'forexApiKey' | 'cryptoApiKey';
type KeyFields = Pick<AdminUser, 'apiType' | KeyField>;

/** What an admin holds that could be handed on. */
export type Holder = Pick<AdminUser, 'effectivePermissions' | 'signalsLimit'> & KeyFields;

/** An admin's powers as a change would leave them: own permissions, roles with theirs, limits, keys. */
export type Grants = Pick<AdminUser, 'permissions' | 'signalsLimit'> &
  KeyFields & { roles: readonly { _id: string; permissions: readonly Permission[] }[] };

/** The same, before the change: only which roles were assigned matters. */
export type GrantsBefore = Pick<AdminUser, 'permissions' | 'signalsLimit' | 'roles'> & KeyFields;

/** The kind each external key opens, or null (a generic key without a kind opens nothing). */
function keyTypeOf(admin: KeyFields, field: KeyField): ApiKeyType | null {
  if (!admin[field]) return null;
  if (field === 'forexApiKey') return 'forex';
  if (field === 'cryptoApiKey') return 'crypto';
  return admin.apiType;
}

const KEY_FIELDS: readonly KeyField[] = ['apiKey', 'forexApiKey', 'cryptoApiKey'];

/**
 * The paths of the values by which `after` would hold more than `granter` does; [] when none. On an
 * edit (`before` given) only what changes is a grant: a value kept as it is, or lowered, is never
 * refused, however far beyond the granter's it lies.
 * - a permission added to the own list (`permissions`), or a role added whose permissions are not all
 *   the granter's (`roles`);
 * - a daily limit raised above both its old value and the granter's own limit in that app
 *   (`signalsLimit.<app>`);
 * - an external key set or replaced (or the generic key's kind changed) whose kind the granter holds
 *   no key of (`apiKey`, `forexApiKey`, `cryptoApiKey`).
 */
export function grantsBeyondHoldings(granter: Holder, after: Grants, before?: GrantsBefore): string[] {
  if (isSuperAdmin(granter.effectivePermissions)) return [];
  const grantable = new Set(grantablePermissions(granter.effectivePermissions));
  const paths: string[] = [];
  const addedPermissions = after.permissions.filter((p) => !before?.permissions.includes(p));
  if (addedPermissions.some((p) => !grantable.has(p))) paths.push('permissions');
  const addedRoles = after.roles.filter((role) => !before?.roles.some((r) => r._id === role._id));
  if (addedRoles.some((role) => role.permissions.some((p) => !grantable.has(p)))) paths.push('roles');
  for (const app of APPS) {
    const next = after.signalsLimit[app] ?? 0;
    const ceiling = Math.max(before?.signalsLimit[app] ?? 0, granter.signalsLimit[app] ?? 0);
    if (next > ceiling) paths.push(`signalsLimit.${app}`);
  }
  const heldKeyTypes = apiKeyTypesOf(granter);
  for (const field of KEY_FIELDS) {
    const type = keyTypeOf(after, field);
    const unchanged =
      before !== undefined && before[field] === after[field] && keyTypeOf(before, field) === type;
    if (type && !unchanged && !heldKeyTypes.includes(type)) paths.push(field);
  }
  return paths;
}

/**
 * Whether `granter` holds everything `admin` holds: permissions they could grant, no daily limit above
 * theirs, no key of a kind they lack. Setting a password or an email is signing in as that admin, so it
 * needs this (else a manager could take over an account that publishes more than they may).
 */
export function holdsAtLeast(
  granter: Holder,
  admin: Pick<AdminUser, 'effectivePermissions' | 'signalsLimit'> & KeyFields,
): boolean {
  if (isSuperAdmin(granter.effectivePermissions)) return true;
  return (
    canManageAdmin(granter, admin) &&
    APPS.every((app) => (admin.signalsLimit[app] ?? 0) <= (granter.signalsLimit[app] ?? 0)) &&
    apiKeyTypesOf(admin).every((type) => apiKeyTypesOf(granter).includes(type))
  );
}

/**
 * Whether `editor` may manage (edit, (de)activate, end the sessions of) `admin`: only admins whose
 * permissions they could have granted, so no one strips, deactivates or cuts off an admin who holds
 * more than they do (that admin may be the one who oversees them). Never one's own account.
 */
export function canManageAdmin(
  editor: Pick<AdminUser, 'effectivePermissions'>,
  admin: Pick<AdminUser, 'effectivePermissions'>,
): boolean {
  const grantable = grantablePermissions(editor.effectivePermissions);
  return admin.effectivePermissions.every((p) => grantable.includes(p));
}

/** An admin's standing as a super admin: active, with ALL or SUPER_ADMIN (own or through a role). */
type Standing = Pick<AdminUser, 'activationStatus' | 'effectivePermissions'>;
const isActiveSuperAdmin = (admin: Standing) =>
  admin.activationStatus && isSuperAdmin(admin.effectivePermissions);

/**
 * Whether a change ends an active super admin: deactivates them, or leaves them neither ALL nor
 * SUPER_ADMIN. The last one may not be ended (decision 3): nobody else could give the powers back.
 */
export const endsSuperAdmin = (before: Standing, after: Standing): boolean =>
  isActiveSuperAdmin(before) && !isActiveSuperAdmin(after);

type AdminChange = z.output<typeof updateAdminInputSchema>;

/** The fields an admin may change on their own row: those of PUT /auth/me, and the own quote provider. */
export const OWN_ACCOUNT_FIELDS = ['name', 'nickname', 'locale', 'quoteProvider'] as const;

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/**
 * The paths of what a change of one's own row through the admin routes would change beyond
 * OWN_ACCOUNT_FIELDS; [] when none. Values sent unchanged pass (a form sends every field); a password is
 * always refused (PUT /auth/me asks for the current one, under the sign-in throttle).
 */
export function ownAccountChanges(before: AdminUser, change: AdminChange): string[] {
  const paths: string[] = [];
  if (change.password !== undefined) paths.push('password');
  if (change.email !== undefined && change.email !== before.email) paths.push('email');
  if (change.activationStatus !== undefined && change.activationStatus !== before.activationStatus)
    paths.push('activationStatus');
  if (change.permissions && !sameSet(change.permissions, before.permissions)) paths.push('permissions');
  const roleIds = before.roles.map((r) => r._id);
  if (change.roles && !sameSet(change.roles, roleIds)) paths.push('roles');
  for (const field of ['apiType', ...KEY_FIELDS] as const) {
    if (change[field] !== undefined && change[field] !== before[field]) paths.push(field);
  }
  if (change.signalsLimit) {
    for (const app of APPS) {
      if ((change.signalsLimit[app] ?? 0) !== (before.signalsLimit[app] ?? 0))
        paths.push(`signalsLimit.${app}`);
    }
  }
  return paths;
}
