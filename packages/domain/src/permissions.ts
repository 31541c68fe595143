import { z } from 'zod';
import { APP_INFO, type ApiKeyType, type App } from './apps';

/** Every permission of SPEC section 6, written once. */
export const PERMISSIONS = [
  'ALL',
  'SUPER_ADMIN',
  'SIGNALS_VIEW',
  'SIGNALS_MODERATE',
  'SIGNAL_OPEN_FIELDS_MODIFY',
  'SIGNAL_CLOSED_FIELDS_MODIFY',
  'MODIFY_ALL_SIGNAL_FIELDS',
  'MODIFY_SIGNAL_STATUS',
  'MODIFY_ALL_SIGNAL_STATUS',
  'MODIFY_SL',
  'NFX_MODIFY_PENDING_TRADE_ENTRY_PRICE',
  'STATS',
  'STATS_GLOBAL',
  'MASTERIES_VIEW',
  'MASTERIES_MODERATE',
  'CURRENCY_VIEW',
  'CURRENCY_MODIFY',
  'ADMIN_VIEW',
  'ADMIN_MODERATE',
  'NOTIFICATIONS_VIEW',
  'NOTIFICATIONS_MODERATE',
  'USERS_VIEW',
  'SETTINGS',
  'FAQ_VIEW',
  'FAQ_MODERATE',
  'FILTER_VIEW',
  'FILTER_MODERATE',
  'APP_VERSION_VIEW',
  'APP_VERSION_MODERATE',
  'IGOLUXE_NOTIFICATIONS',
  'REVOKE_ADMIN_SESSION',
  'CHANGE_ACTIVATION_STATUS',
  'SUBSCRIPTION_IDS_VIEW',
  'SUBSCRIPTION_IDS_MODERATE',
  'LOG_ORDER_STATISTIC_VIEW',
  // Telegram and Discord channels of each app (decision 32).
  'CHANNELS_MODERATE',
  // Trader permissions per app.
  'SHIFT',
  'NFX',
  'MIRA',
  'RELIC',
  'TITAN',
  'TITAN_INDICES',
  'TITAN_SYNTHETIC',
  'EXTERNAL',
  'EXTERNAL_FX',
  'EXTERNAL_INDICES',
  'EXTERNAL_SYNTHETIC',
  // Recycle bin: view and soft-delete, per app and for all apps.
  'SOFT_DELETE_VIEW_ALL',
  'SOFT_DELETE_VIEW_SHIFT',
  'SOFT_DELETE_VIEW_NFX',
  'SOFT_DELETE_VIEW_TITAN',
  'SOFT_DELETE_VIEW_RELIC',
  'SOFT_DELETE_VIEW_EXTERNAL',
  'SOFT_DELETE_VIEW_EXTERNAL_FX',
  'SOFT_DELETE_VIEW_EXTERNAL_INDICES',
  'SOFT_DELETE_ALL',
  'SOFT_DELETE_SHIFT',
  'SOFT_DELETE_NFX',
  'SOFT_DELETE_TITAN',
  'SOFT_DELETE_RELIC',
  'SOFT_DELETE_EXTERNAL',
  'SOFT_DELETE_EXTERNAL_FX',
  'SOFT_DELETE_EXTERNAL_INDICES',
  // Banners per app.
  'BANNER_VIEW_ALL',
  'BANNER_VIEW_SHIFT',
  'BANNER_VIEW_NFX',
  'BANNER_VIEW_TITAN',
  'BANNER_VIEW_RELIC',
  'BANNER_EDIT_ALL',
  'BANNER_EDIT_SHIFT',
  'BANNER_EDIT_NFX',
  'BANNER_EDIT_TITAN',
  'BANNER_EDIT_RELIC',
] as const;

export const permissionSchema = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof permissionSchema>;

/** Groups used to present the catalogue (role and admin forms). */
export const PERMISSION_GROUPS = {
  general: ['ALL', 'SUPER_ADMIN'],
  signals: [
    'SIGNALS_VIEW',
    'SIGNALS_MODERATE',
    'SIGNAL_OPEN_FIELDS_MODIFY',
    'SIGNAL_CLOSED_FIELDS_MODIFY',
    'MODIFY_ALL_SIGNAL_FIELDS',
    'MODIFY_SIGNAL_STATUS',
    'MODIFY_ALL_SIGNAL_STATUS',
    'MODIFY_SL',
    'NFX_MODIFY_PENDING_TRADE_ENTRY_PRICE',
  ],
  traders: [
    'SHIFT',
    'NFX',
    'MIRA',
    'RELIC',
    'TITAN',
    'TITAN_INDICES',
    'TITAN_SYNTHETIC',
    'EXTERNAL',
    'EXTERNAL_FX',
    'EXTERNAL_INDICES',
    'EXTERNAL_SYNTHETIC',
  ],
  recycle: PERMISSIONS.filter((p) => p.startsWith('SOFT_DELETE_')),
  banners: PERMISSIONS.filter((p) => p.startsWith('BANNER_')),
  users: [
    'ADMIN_VIEW',
    'ADMIN_MODERATE',
    'USERS_VIEW',
    'REVOKE_ADMIN_SESSION',
    'CHANGE_ACTIVATION_STATUS',
    'SUBSCRIPTION_IDS_VIEW',
    'SUBSCRIPTION_IDS_MODERATE',
  ],
  content: [
    'MASTERIES_VIEW',
    'MASTERIES_MODERATE',
    'NOTIFICATIONS_VIEW',
    'NOTIFICATIONS_MODERATE',
    'IGOLUXE_NOTIFICATIONS',
    'FAQ_VIEW',
    'FAQ_MODERATE',
    'FILTER_VIEW',
    'FILTER_MODERATE',
    'APP_VERSION_VIEW',
    'APP_VERSION_MODERATE',
    'CHANNELS_MODERATE',
  ],
  operations: [
    'CURRENCY_VIEW',
    'CURRENCY_MODIFY',
    'SETTINGS',
    'STATS',
    'STATS_GLOBAL',
    'LOG_ORDER_STATISTIC_VIEW',
  ],
} as const satisfies Record<string, readonly Permission[]>;
export type PermissionGroup = keyof typeof PERMISSION_GROUPS;

const UNIVERSAL: readonly Permission[] = ['ALL', 'SUPER_ADMIN'];

/**
 * The route check of SPEC section 5: no requirement passes; a requirement of ALL alone needs ALL
 * itself; otherwise ALL, SUPER_ADMIN or any one of the required permissions passes. (A list such as
 * [ALL, SOFT_DELETE_VIEW_SHIFT] is "ALL, or also this one", as for the recycle bin in SPEC section 6.)
 */
export function hasPermission(held: readonly Permission[], required: readonly Permission[]): boolean {
  if (required.length === 0) return true;
  if (required.length === 1 && required[0] === 'ALL') return held.includes('ALL');
  return held.some((p) => UNIVERSAL.includes(p) || required.includes(p));
}

/** The trader permissions that open each app (titan accepts any of three). */
export const APP_PERMISSIONS: Record<App, readonly Permission[]> = {
  shift: ['SHIFT'],
  nfx: ['NFX'],
  mira: ['MIRA'],
  relic: ['RELIC'],
  titan: ['TITAN', 'TITAN_INDICES', 'TITAN_SYNTHETIC'],
  external: ['EXTERNAL'],
  externalFx: ['EXTERNAL_FX'],
  externalIndices: ['EXTERNAL_INDICES'],
  externalSynthetic: ['EXTERNAL_SYNTHETIC'],
};

/** What an app check needs to know about the admin. */
export interface AppAccessSubject {
  permissions: readonly Permission[];
  /** The kinds of external API key (webhook id) the admin holds. */
  apiKeyTypes: readonly ApiKeyType[];
}

/**
 * The app check of SPEC section 5: ALL or SUPER_ADMIN always pass; others need the app's permission.
 * External apps also need an API key of the matching type (SPEC section 6).
 */
export function canAccessApp(subject: AppAccessSubject, app: App): boolean {
  const keyType = APP_INFO[app].externalKey;
  if (keyType && !subject.apiKeyTypes.includes(keyType)) return false;
  if (subject.permissions.some((p) => UNIVERSAL.includes(p))) return true;
  return subject.permissions.some((p) => APP_PERMISSIONS[app].includes(p));
}

/** An admin's effective permissions: the union of their roles' and their own, without duplicates. */
export function effectivePermissions(
  own: readonly Permission[],
  roles: readonly { permissions: readonly Permission[] }[],
): Permission[] {
  const all = new Set<Permission>(own);
  for (const role of roles) for (const p of role.permissions) all.add(p);
  return PERMISSIONS.filter((p) => all.has(p));
}

/** Holders of ALL or SUPER_ADMIN may grant anything; others only what they hold themselves. */
export function grantablePermissions(held: readonly Permission[]): readonly Permission[] {
  return held.some((p) => UNIVERSAL.includes(p)) ? PERMISSIONS : held;
}

export function isSuperAdmin(held: readonly Permission[]): boolean {
  return held.includes('SUPER_ADMIN') || held.includes('ALL');
}
