import { idSchema } from '@signal-desk/domain/fields';
import type { ComponentType } from 'react';
import { z } from 'zod';
import type { Messages } from '../locales/en';
import { PATHS } from '../shared/paths';
import {
  AddCircleIcon,
  AdminIcon,
  CurrencyExchangeIcon,
  DashboardIcon,
  MoneyIcon,
  PeopleIcon,
  ShieldIcon,
  SwapIcon,
} from '../shared/ui/icons';
import type { RouteRule } from './navigation';

export type NavLabel = keyof Messages['nav'];

/** Sidebar groups, in menu order; a group shows when at least one of its pages is allowed. */
export const MENU_GROUPS = {
  manageUsers: { label: 'manageUsers', icon: PeopleIcon },
  manageCurrencies: { label: 'manageCurrencies', icon: CurrencyExchangeIcon },
} as const satisfies Record<string, { label: NavLabel; icon: ComponentType }>;
export type MenuGroupId = keyof typeof MENU_GROUPS;

export interface PageRoute extends RouteRule {
  path: string;
  /** Rendered inside the signed-in shell (sidebar and toolbar); false only for sign-in. */
  shell: boolean;
  /** The page component, loaded on demand (route-level code splitting). */
  load: () => Promise<ComponentType>;
  menu?: { label: NavLabel; icon: ComponentType; group?: MenuGroupId };
}

const idParams = z.object({ id: idSchema });

/** The one route table: the router and the sidebar menu are both built from it. */
export const PAGES: readonly PageRoute[] = [
  {
    path: PATHS.signin,
    shell: false,
    permissions: [],
    load: () => import('../features/auth/routes/signin-page').then((m) => m.SignInPage),
  },
  {
    path: PATHS.dashboard,
    shell: true,
    permissions: [],
    load: () => import('../features/dashboard/routes/dashboard-page').then((m) => m.DashboardPage),
    menu: { label: 'dashboard', icon: DashboardIcon },
  },
  {
    path: PATHS.profile,
    shell: true,
    permissions: [],
    load: () => import('../features/auth/routes/profile-page').then((m) => m.ProfilePage),
  },
  {
    path: PATHS.admins,
    shell: true,
    permissions: ['ADMIN_VIEW', 'USERS_VIEW'],
    load: () => import('../features/admins/routes/admins-page').then((m) => m.AdminsPage),
    menu: { label: 'admins', icon: AdminIcon, group: 'manageUsers' },
  },
  {
    path: PATHS.adminAdd,
    shell: true,
    permissions: ['ADMIN_MODERATE'],
    load: () => import('../features/admins/routes/admin-add-page').then((m) => m.AdminAddPage),
  },
  {
    path: PATHS.adminEdit,
    shell: true,
    permissions: ['ADMIN_MODERATE'],
    params: idParams,
    load: () => import('../features/admins/routes/admin-edit-page').then((m) => m.AdminEditPage),
  },
  {
    path: PATHS.roles,
    shell: true,
    permissions: ['ALL'],
    load: () => import('../features/roles/routes/roles-page').then((m) => m.RolesPage),
    menu: { label: 'roles', icon: ShieldIcon, group: 'manageUsers' },
  },
  {
    path: PATHS.roleAdd,
    shell: true,
    permissions: ['ALL'],
    load: () => import('../features/roles/routes/role-add-page').then((m) => m.RoleAddPage),
  },
  {
    path: PATHS.roleEdit,
    shell: true,
    permissions: ['ALL'],
    params: idParams,
    load: () => import('../features/roles/routes/role-edit-page').then((m) => m.RoleEditPage),
  },
  {
    path: PATHS.currencyPairs,
    shell: true,
    permissions: ['CURRENCY_VIEW', 'CURRENCY_MODIFY'],
    load: () => import('../features/markets/routes/pairs-page').then((m) => m.PairsPage),
    menu: { label: 'currencyPairs', icon: SwapIcon, group: 'manageCurrencies' },
  },
  {
    path: PATHS.currencies,
    shell: true,
    permissions: ['CURRENCY_VIEW', 'CURRENCY_MODIFY'],
    load: () => import('../features/markets/routes/currencies-page').then((m) => m.CurrenciesPage),
    menu: { label: 'currencies', icon: MoneyIcon, group: 'manageCurrencies' },
  },
  {
    path: PATHS.currencyAdd,
    shell: true,
    permissions: ['CURRENCY_MODIFY'],
    load: () => import('../features/markets/routes/currency-add-page').then((m) => m.CurrencyAddPage),
    menu: { label: 'currencyAdd', icon: AddCircleIcon, group: 'manageCurrencies' },
  },
  {
    path: PATHS.currencyEdit,
    shell: true,
    permissions: ['CURRENCY_MODIFY'],
    params: idParams,
    load: () => import('../features/markets/routes/currency-edit-page').then((m) => m.CurrencyEditPage),
  },
];
