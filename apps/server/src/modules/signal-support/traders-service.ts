import type { App } from '@signal-desk/domain/apps';
import type { ListQuery } from '@signal-desk/domain/http';
import { APP_PERMISSIONS, type Permission } from '@signal-desk/domain/permissions';
import type { Db } from '../../db/client';
import { listAdminsHolding } from '../identity/admins-service';

/** SPEC section 9: the traders list comes 50 to a page. */
export const TRADERS_PER_PAGE = 50;

/** The traders of the apps a caller may see (of one app when asked), whose trader permission opens one of them. */
export function listTraders(db: Db, query: ListQuery, apps: readonly App[]) {
  const permissions = new Set<Permission>(['ALL', 'SUPER_ADMIN']);
  for (const app of apps) for (const p of APP_PERMISSIONS[app]) permissions.add(p);
  return listAdminsHolding(db, [...permissions], {
    ...query,
    perPage: query.perPage ?? TRADERS_PER_PAGE,
  });
}
