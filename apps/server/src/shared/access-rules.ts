import { type AdminUser, apiKeyTypesOf } from '@signal-desk/domain/admin';
import { APP_INFO, type App } from '@signal-desk/domain/apps';
import {
  APP_PERMISSIONS,
  canAccessApp,
  hasPermission,
  type Permission,
} from '@signal-desk/domain/permissions';
import { forbidden } from './errors';

/** The app-level check of SPEC section 5 (external apps also need the matching API key). */
export function assertAppAccess(admin: AdminUser, app: App): void {
  if (!canAccessApp({ permissions: admin.effectivePermissions, apiKeyTypes: apiKeyTypesOf(admin) }, app)) {
    const key = APP_INFO[app].externalKey;
    throw forbidden(
      key && !apiKeyTypesOf(admin).includes(key)
        ? `The ${app} app needs a ${key} API key`
        : `Missing permission: ${APP_PERMISSIONS[app].join(' or ')}`,
    );
  }
}

/** Like the route check, for checks that depend on the resource (field and state permissions). */
export function assertPermission(admin: AdminUser, required: readonly Permission[]): void {
  if (!hasPermission(admin.effectivePermissions, required)) throw missingPermission(required);
}

/** The refusal of a caller without any of the `required` permissions. */
export const missingPermission = (required: readonly Permission[]) =>
  forbidden(`Missing permission: ${required.join(' or ')}`);
