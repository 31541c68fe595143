import { hasPermission, type Permission } from '@signal-desk/domain/permissions';
import type { ComponentType } from 'react';
import { MENU_GROUPS, type MenuGroupId, type NavLabel, type PageRoute } from './routes';

export interface MenuLink {
  kind: 'link';
  path: string;
  label: NavLabel;
  icon: ComponentType;
}
export interface MenuGroup {
  kind: 'group';
  id: MenuGroupId;
  label: NavLabel;
  icon: ComponentType;
  links: MenuLink[];
}
export type MenuNode = MenuLink | MenuGroup;

/** The sidebar: the pages with a menu entry that the admin may open, grouped, in table order. */
export function buildMenu(pages: readonly PageRoute[], permissions: readonly Permission[]): MenuNode[] {
  const nodes: MenuNode[] = [];
  const groups = new Map<MenuGroupId, MenuGroup>();
  for (const page of pages) {
    if (!page.menu || !hasPermission(permissions, page.permissions)) continue;
    const link: MenuLink = { kind: 'link', path: page.path, label: page.menu.label, icon: page.menu.icon };
    const groupId = page.menu.group;
    if (!groupId) {
      nodes.push(link);
      continue;
    }
    let group = groups.get(groupId);
    if (!group) {
      group = { kind: 'group', id: groupId, ...MENU_GROUPS[groupId], links: [] };
      groups.set(groupId, group);
      nodes.push(group);
    }
    group.links.push(link);
  }
  return nodes;
}
