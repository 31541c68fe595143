import type { AdminUser } from '@signal-desk/domain/admin';
import type { ApiKeyType, App, QuoteProviderCode } from '@signal-desk/domain/apps';
import type { Locale } from '@signal-desk/domain/locales';
import { effectivePermissions, hasPermission, type Permission } from '@signal-desk/domain/permissions';
import { getTableColumns, sql } from 'drizzle-orm';
import { admins } from '../../db/schema';

interface RoleRef {
  _id: string;
  name: string;
  permissions: Permission[];
}

// Drizzle leaves columns unqualified in one-table selects, so the subqueries name `admins.id` literally.
// Neither the hash nor the saved form defaults (a JSON document per app) are part of the view: every
// signed-in request and every admin list row would read them for nothing.
const { passwordHash: _omitted, signalSetting: _defaults, ...publicColumns } = getTableColumns(admins);

/** The admin columns that may leave the server, plus their roles, in one query. */
export const adminViewColumns = {
  ...publicColumns,
  roles: sql<RoleRef[]>`coalesce((
    select json_agg(json_build_object('_id', r.id, 'name', r.name, 'permissions', r.permissions) order by r.name)
    from admin_roles ar join roles r on r.id = ar.role_id
    where ar.admin_id = admins.id
  ), '[]'::json)`.as('roles'),
  /** Signals created today (UTC) per app: what the daily limits count. */
  signalsSent: sql<Record<string, number>>`coalesce((
    select json_object_agg(d.app, d.sent) from daily_signal_counts d
    where d.admin_id = admins.id and d.day = (now() at time zone 'utc')::date
  ), '{}'::json)`.as('signals_sent'),
};

export type AdminViewRow = {
  [K in keyof typeof publicColumns]: (typeof admins.$inferSelect)[K];
} & { roles: RoleRef[]; signalsSent: Record<string, number> };

export function toAdminUser(row: AdminViewRow): AdminUser {
  const own = row.permissions as Permission[];
  return {
    _id: row.id,
    name: row.name,
    nickname: row.nickname,
    email: row.email,
    locale: row.locale as Locale | null,
    permissions: own,
    roles: row.roles.map((r) => ({ _id: r._id, name: r.name })),
    effectivePermissions: effectivePermissions(own, row.roles),
    apiType: row.apiType as ApiKeyType | null,
    activationStatus: row.activationStatus,
    apiKey: row.apiKey,
    forexApiKey: row.forexApiKey,
    cryptoApiKey: row.cryptoApiKey,
    quoteProvider: row.quoteProvider as QuoteProviderCode,
    signalsSent: row.signalsSent as Partial<Record<App, number>>,
    signalsLimit: row.signalsLimit as Partial<Record<App, number>>,
    trackRecordPublic: row.trackRecordPublic,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A key as shown to those who may not read it: its last four characters (none when it is that short). */
export function maskKey(key: string | null): string | null {
  if (key === null) return null;
  return key.length > 8 ? `****${key.slice(-4)}` : '****';
}

/**
 * The admin as this viewer may see them: API keys are readable by the admin themself and by admin
 * managers (ADMIN_MODERATE); anyone else (USERS_VIEW, CHANGE_ACTIVATION_STATUS) sees them masked.
 */
export function adminAsSeenBy(viewer: AdminUser, admin: AdminUser): AdminUser {
  if (viewer._id === admin._id || hasPermission(viewer.effectivePermissions, ['ADMIN_MODERATE']))
    return admin;
  return {
    ...admin,
    apiKey: maskKey(admin.apiKey),
    forexApiKey: maskKey(admin.forexApiKey),
    cryptoApiKey: maskKey(admin.cryptoApiKey),
  };
}
