import { type AppRule, failedAppRule } from '@signal-desk/domain/access';
import { type AdminUser, apiKeyTypesOf } from '@signal-desk/domain/admin';
import { APP_INFO, type App } from '@signal-desk/domain/apps';
import {
  APP_PERMISSIONS,
  type AppAccessSubject,
  hasPermission,
  type Permission,
} from '@signal-desk/domain/permissions';
import { recycleViewPermissions, softDeletePermissions } from '@signal-desk/domain/signal-permissions';
import { refused, refusedWith } from './errors';

/** What the app checks need to know of an admin. */
export const appSubjectOf = (admin: AdminUser): AppAccessSubject => ({
  permissions: admin.effectivePermissions,
  apiKeyTypes: apiKeyTypesOf(admin),
});

/** The refusal of an app under a rule, saying what is missing. */
function appRefusal(_admin: AdminUser, rule: AppRule, app: App) {
  switch (rule) {
    case 'app':
      return missingPermission(APP_PERMISSIONS[app]);
    case 'external-key':
      return refusedWith('forbidden', 'app_needs_api_key', { app, keyType: APP_INFO[app].externalKey ?? '' });
    case 'banner-view':
      return refusedWith('forbidden', 'banners_view_not_allowed', { app });
    case 'banner-edit':
      return refused('forbidden', 'banners_not_allowed', 'You are not allowed to edit banners');
    case 'recycle-view':
      return missingPermission(recycleViewPermissions(app));
    case 'recycle':
      return missingPermission(softDeletePermissions(app));
  }
}

/** The app checks of `rules` (SPEC sections 5 and 6) on one app. */
export function assertAppAccessBy(admin: AdminUser, rules: readonly AppRule[], app: App): void {
  const failed = failedAppRule(rules, appSubjectOf(admin), app);
  if (failed) throw appRefusal(admin, failed, app);
}

/** The app check of trade ideas: SPEC section 5's, and an external app's API key (section 6). */
export function assertAppAccess(admin: AdminUser, app: App): void {
  assertAppAccessBy(admin, ['external-key', 'app'], app);
}

/** Like the route check, for checks that depend on the resource (field and state permissions). */
export function assertPermission(admin: AdminUser, required: readonly Permission[]): void {
  if (!hasPermission(admin.effectivePermissions, required)) throw missingPermission(required);
}

/** The refusal of a caller without any of the `required` permissions. */
export const missingPermission = (required: readonly Permission[]) =>
  refusedWith('forbidden', 'missing_permission', { permissions: required.join(', ') });
