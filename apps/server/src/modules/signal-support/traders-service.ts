import type { App } from '@signal-desk/domain/apps';
import type { ListQuery } from '@signal-desk/domain/http';
import { APP_PERMISSIONS, PERMISSION_GROUPS, type Permission } from '@signal-desk/domain/permissions';
import type { Db } from '../../db/client';
import { listAdminsHolding } from '../identity/admins-service';

/** SPEC section 9: the traders list comes 50 to a page. */
export const TRADERS_PER_PAGE = 50;

/** Who may publish trade ideas: holders of a trader permission (of the app, when given), ALL or SUPER_ADMIN. */
export function traderPermissions(app?: App): Permission[] {
  return ['ALL', 'SUPER_ADMIN', ...(app ? APP_PERMISSIONS[app] : PERMISSION_GROUPS.traders)];
}

export function listTraders(db: Db, query: ListQuery & { app?: App }) {
  return listAdminsHolding(db, traderPermissions(query.app), {
    ...query,
    perPage: query.perPage ?? TRADERS_PER_PAGE,
  });
}
