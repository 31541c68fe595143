import { API_ACCESS, appsPassing, type RouteAccess } from '@signal-desk/domain/access';
import { APPS, type ApiKeyType, type App, type SignalType } from '@signal-desk/domain/apps';
import { canAccessApp, hasPermission, type Permission } from '@signal-desk/domain/permissions';
import type { ComponentType } from 'react';
import { appSearch } from '../shared/app-search';
import { MENU_GROUPS, type MenuGroupId, type NavLabel, type PageRoute } from './routes';

export interface MenuLink {
  kind: 'link';
  path: string;
  label: NavLabel;
  icon: ComponentType;
  /** The query the link carries (`?app=` and, for one-type apps, `&signalType=`). */
  search?: { app: App; signalType?: SignalType };
  /** Set on per-app entries: the link is named after this app and is current only on it. */
  app?: App;
}
export interface MenuGroup {
  kind: 'group';
  id: MenuGroupId;
  label: NavLabel;
  icon: ComponentType;
  links: MenuLink[];
}
export type MenuNode = MenuLink | MenuGroup;

/** The links of one page: itself, one per app the admin may open, or one to the first such app. */
function linksOf(page: PageRoute, permissions: readonly Permission[], apiKeyTypes: readonly ApiKeyType[]) {
  const menu = page.menu;
  if (!menu) return [];
  const link: MenuLink = { kind: 'link', path: page.path, label: menu.label, icon: menu.icon };
  if (!menu.apps) return [link];
  if (typeof menu.apps !== 'string') {
    // A fixed list of apps keeps those the page's API route lets the admin open.
    const access = page.api ? (API_ACCESS[page.api] as RouteAccess) : undefined;
    const rules = access?.app ? (access.appRules ?? ['app']) : [];
    const open = appsPassing(rules, { permissions, apiKeyTypes });
    return menu.apps
      .filter((app) => open.includes(app))
      .map((app) => ({ ...link, search: appSearch(app), app }));
  }
  const apps = APPS.filter(
    (app) =>
      canAccessApp({ permissions, apiKeyTypes }, app) &&
      hasPermission(permissions, page.appPermissions?.(app) ?? []),
  );
  if (menu.apps === 'first') return apps.slice(0, 1).map((app) => ({ ...link, search: appSearch(app) }));
  return apps.map((app) => ({ ...link, search: appSearch(app), app }));
}

/**
 * The sidebar: the pages with a menu entry that the admin may open, grouped, in table order. Pages of
 * one app (`menu.apps`) link with `?app=`: once per app the admin may open, or to the first of them.
 */
export function buildMenu(
  pages: readonly PageRoute[],
  permissions: readonly Permission[],
  apiKeyTypes: readonly ApiKeyType[] = [],
): MenuNode[] {
  const nodes: MenuNode[] = [];
  const groups = new Map<MenuGroupId, MenuGroup>();
  for (const page of pages) {
    if (!page.menu || !hasPermission(permissions, page.permissions)) continue;
    const links = linksOf(page, permissions, apiKeyTypes);
    const groupId = page.menu.group;
    if (!groupId) {
      nodes.push(...links);
      continue;
    }
    if (links.length === 0) continue;
    let group = groups.get(groupId);
    if (!group) {
      group = { kind: 'group', id: groupId, ...MENU_GROUPS[groupId], links: [] };
      groups.set(groupId, group);
      nodes.push(group);
    }
    group.links.push(...links);
  }
  return nodes;
}
