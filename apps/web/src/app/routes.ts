import { type ApiRoute, routePermissions } from '@signal-desk/domain/access';
import type { App } from '@signal-desk/domain/apps';
import { idSchema } from '@signal-desk/domain/fields';
import { NOTIFICATION_MENU_APPS } from '@signal-desk/domain/notifications';
import { recycleViewPermissions } from '@signal-desk/domain/signal-permissions';
import { SUBSCRIPTION_MENU_APPS } from '@signal-desk/domain/subscriptions';
import type { ComponentType } from 'react';
import { z } from 'zod';
import type { Messages } from '../locales/en';
import { PATHS } from '../shared/paths';
import {
  AddCircleIcon,
  AdminIcon,
  BarChartIcon,
  CardMembershipIcon,
  CurrencyExchangeIcon,
  DashboardIcon,
  HelpIcon,
  HistoryIcon,
  ImageIcon,
  MoneyIcon,
  PeopleIcon,
  PhoneIcon,
  PostAddIcon,
  PushIcon,
  ReceiptIcon,
  RecycleIcon,
  RuleIcon,
  SchoolIcon,
  SettingsIcon,
  ShieldIcon,
  SwapIcon,
  TrendingUpIcon,
  TuneIcon,
} from '../shared/ui/icons';
import type { RouteRule } from './navigation';

export type NavLabel = keyof Messages['nav'];

/**
 * Sidebar groups; a group shows when at least one of its pages is allowed. The menu follows the order
 * of PAGES, which follows SPEC section 2: signal creation, banners, active trade ideas, trade recycle,
 * send notifications, notifications history, masteries, reports, manage subscriptions, manage users,
 * manage currencies, settings, push notification stats, apps pedia, manage filters, apps version, log
 * activities, log orders.
 */
export const MENU_GROUPS = {
  signalCreation: { label: 'signalCreation', icon: PostAddIcon },
  banners: { label: 'banners', icon: ImageIcon },
  activeTradeIdeas: { label: 'activeTradeIdeas', icon: TrendingUpIcon },
  tradeRecycle: { label: 'tradeRecycle', icon: RecycleIcon },
  sendNotifications: { label: 'sendNotifications', icon: PushIcon },
  notificationsHistory: { label: 'notificationsHistory', icon: HistoryIcon },
  manageSubscriptions: { label: 'manageSubscriptions', icon: CardMembershipIcon },
  manageUsers: { label: 'manageUsers', icon: PeopleIcon },
  manageCurrencies: { label: 'manageCurrencies', icon: CurrencyExchangeIcon },
  settings: { label: 'settings', icon: SettingsIcon },
  appsPedia: { label: 'appsPedia', icon: HelpIcon },
  manageFilters: { label: 'manageFilters', icon: TuneIcon },
} as const satisfies Record<string, { label: NavLabel; icon: ComponentType }>;
export type MenuGroupId = keyof typeof MENU_GROUPS;

export interface PageRoute extends RouteRule {
  path: string;
  /** The API route whose access (permissions, app rules) opens the page. */
  api?: ApiRoute;
  /** Rendered inside the signed-in shell (sidebar and toolbar); false only for sign-in. */
  shell: boolean;
  /** The page component, loaded on demand (route-level code splitting). */
  load: () => Promise<ComponentType>;
  /**
   * The sidebar entry. `apps` makes it an entry of app pages (`?app=`): one per app the admin may open
   * ('each', named after the app), or one to the first of them ('first').
   */
  menu?: {
    label: NavLabel;
    icon: ComponentType;
    group?: MenuGroupId;
    /** A list of apps: one entry per app, whatever the admin's app permissions (the page's own permission decides). */
    apps?: 'each' | 'first' | readonly App[];
  };
}

const idParams = z.object({ id: idSchema });

/** A page opens for whoever may call its main API route: its permissions come from the access table. */
const opensWith = (api: ApiRoute) => ({ api, permissions: routePermissions(api) });

/** The apps with banners (the page checks the banner permission of the app it shows). */
const BANNER_MENU_APPS = ['shift', 'nfx', 'titan', 'relic'] as const satisfies readonly App[];

/** The one route table: the router and the sidebar menu are both built from it. */
export const PAGES: readonly PageRoute[] = [
  {
    path: PATHS.signin,
    shell: false,
    permissions: [],
    load: () => import('../features/auth/routes/signin-route').then((m) => m.SignInRoute),
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
    path: PATHS.signalCreation,
    shell: true,
    ...opensWith('POST /api/signals'),
    appDependent: true,
    load: () => import('../features/signals/routes/signal-creation-page').then((m) => m.SignalCreationPage),
    menu: { label: 'newTradeIdea', icon: AddCircleIcon, group: 'signalCreation', apps: 'first' },
  },
  {
    path: PATHS.signalConstants,
    shell: true,
    ...opensWith('POST /api/signals'),
    appDependent: true,
    load: () => import('../features/signals/routes/signal-constants-page').then((m) => m.SignalConstantsPage),
    menu: { label: 'signalConstants', icon: TuneIcon, group: 'signalCreation', apps: 'first' },
  },
  {
    path: PATHS.signalCreationSuccess,
    shell: true,
    ...opensWith('POST /api/signals'),
    appDependent: true,
    load: () => import('../features/signals/routes/signal-success-page').then((m) => m.SignalSuccessPage),
  },
  {
    path: PATHS.signalEdit,
    shell: true,
    ...opensWith('PATCH /api/signals/:id'),
    params: idParams,
    load: () => import('../features/signals/routes/signal-edit-page').then((m) => m.SignalEditPage),
  },
  {
    path: PATHS.banners,
    shell: true,
    ...opensWith('GET /api/banner'),
    load: () => import('../features/banners/routes/banners-page').then((m) => m.BannersPage),
    menu: { label: 'banners', icon: ImageIcon, group: 'banners', apps: BANNER_MENU_APPS },
  },
  {
    path: PATHS.signals,
    shell: true,
    ...opensWith('GET /api/signals'),
    appDependent: true,
    load: () => import('../features/signals/routes/signals-page').then((m) => m.SignalsPage),
    menu: { label: 'activeTradeIdeas', icon: TrendingUpIcon, group: 'activeTradeIdeas', apps: 'each' },
  },
  {
    // A trade idea's own page (no menu entry): the server checks the idea's app on reading it.
    path: PATHS.signal,
    shell: true,
    ...opensWith('GET /api/signals/:id'),
    params: idParams,
    load: () => import('../features/signals/routes/signal-page').then((m) => m.SignalPage),
  },
  {
    path: PATHS.recycle,
    shell: true,
    ...opensWith('GET /api/signals/soft/delete'),
    appDependent: true,
    appPermissions: recycleViewPermissions,
    load: () => import('../features/signals/routes/recycle-page').then((m) => m.RecyclePage),
    menu: { label: 'tradeRecycle', icon: RecycleIcon, group: 'tradeRecycle', apps: 'each' },
  },
  {
    path: PATHS.notificationAdd,
    shell: true,
    ...opensWith('POST /api/notifications'),
    load: () =>
      import('../features/notifications/routes/notification-add-page').then((m) => m.NotificationAddPage),
    menu: {
      label: 'sendNotifications',
      icon: PushIcon,
      group: 'sendNotifications',
      apps: NOTIFICATION_MENU_APPS,
    },
  },
  {
    path: PATHS.luxeNotificationAdd,
    shell: true,
    ...opensWith('POST /api/notifications/luxe'),
    load: () =>
      import('../features/notifications/routes/luxe-notification-add-page').then(
        (m) => m.LuxeNotificationAddPage,
      ),
    menu: { label: 'luxeNotifications', icon: PushIcon, group: 'sendNotifications' },
  },
  {
    path: PATHS.notifications,
    shell: true,
    // The history of the apps' pushes; holders of the luxe permission alone have the luxe page.
    permissions: ['NOTIFICATIONS_VIEW', 'NOTIFICATIONS_MODERATE'],
    load: () =>
      import('../features/notifications/routes/notifications-page').then((m) => m.NotificationsPage),
    menu: { label: 'notificationsHistory', icon: HistoryIcon, group: 'notificationsHistory' },
  },
  {
    path: PATHS.luxeNotifications,
    shell: true,
    ...opensWith('POST /api/notifications/luxe'),
    load: () =>
      import('../features/notifications/routes/notifications-page').then((m) => m.LuxeNotificationsPage),
    menu: { label: 'luxeNotifications', icon: HistoryIcon, group: 'notificationsHistory' },
  },
  {
    path: PATHS.masteries,
    shell: true,
    ...opensWith('GET /api/masteries'),
    load: () => import('../features/masteries/routes/masteries-page').then((m) => m.MasteriesPage),
    menu: { label: 'masteries', icon: SchoolIcon },
  },
  {
    path: PATHS.stats,
    shell: true,
    ...opensWith('GET /api/stats/counters'),
    load: () => import('../features/stats/routes/stats-page').then((m) => m.StatsPage),
    menu: { label: 'reports', icon: BarChartIcon },
  },
  {
    path: PATHS.subscriptions,
    shell: true,
    ...opensWith('GET /api/subscriptions'),
    load: () =>
      import('../features/subscriptions/routes/subscriptions-page').then((m) => m.SubscriptionsPage),
    menu: {
      label: 'manageSubscriptions',
      icon: CardMembershipIcon,
      group: 'manageSubscriptions',
      apps: SUBSCRIPTION_MENU_APPS,
    },
  },
  {
    path: PATHS.subscriptionAdd,
    shell: true,
    ...opensWith('POST /api/subscriptions'),
    load: () =>
      import('../features/subscriptions/routes/subscription-add-page').then((m) => m.SubscriptionAddPage),
  },
  {
    path: PATHS.subscriptionEdit,
    shell: true,
    ...opensWith('PUT /api/subscriptions/:id'),
    params: idParams,
    load: () =>
      import('../features/subscriptions/routes/subscription-edit-page').then((m) => m.SubscriptionEditPage),
  },
  {
    path: PATHS.users,
    shell: true,
    ...opensWith('GET /api/users'),
    load: () => import('../features/users/routes/users-page').then((m) => m.UsersPage),
    menu: { label: 'users', icon: PeopleIcon, group: 'manageUsers' },
  },
  {
    path: PATHS.user,
    shell: true,
    ...opensWith('GET /api/users/:id'),
    params: idParams,
    load: () => import('../features/users/routes/customer-page').then((m) => m.CustomerPage),
  },
  {
    path: PATHS.admins,
    shell: true,
    ...opensWith('GET /api/admin-users'),
    load: () => import('../features/admins/routes/admins-page').then((m) => m.AdminsPage),
    menu: { label: 'admins', icon: AdminIcon, group: 'manageUsers' },
  },
  {
    path: PATHS.adminAdd,
    shell: true,
    ...opensWith('POST /api/admin-users'),
    load: () => import('../features/admins/routes/admin-add-page').then((m) => m.AdminAddPage),
  },
  {
    path: PATHS.adminEdit,
    shell: true,
    ...opensWith('PUT /api/admin-users/:id'),
    params: idParams,
    load: () => import('../features/admins/routes/admin-edit-page').then((m) => m.AdminEditPage),
  },
  {
    path: PATHS.roles,
    shell: true,
    ...opensWith('POST /api/roles'),
    load: () => import('../features/roles/routes/roles-page').then((m) => m.RolesPage),
    menu: { label: 'roles', icon: ShieldIcon, group: 'manageUsers' },
  },
  {
    path: PATHS.roleAdd,
    shell: true,
    ...opensWith('POST /api/roles'),
    load: () => import('../features/roles/routes/role-add-page').then((m) => m.RoleAddPage),
  },
  {
    path: PATHS.roleEdit,
    shell: true,
    ...opensWith('PUT /api/roles/:id'),
    params: idParams,
    load: () => import('../features/roles/routes/role-edit-page').then((m) => m.RoleEditPage),
  },
  {
    path: PATHS.currencyPairs,
    shell: true,
    ...opensWith('GET /api/currencies'),
    load: () => import('../features/markets/routes/pairs-page').then((m) => m.PairsPage),
    menu: { label: 'currencyPairs', icon: SwapIcon, group: 'manageCurrencies' },
  },
  {
    path: PATHS.currencies,
    shell: true,
    ...opensWith('GET /api/currencies'),
    load: () => import('../features/markets/routes/currencies-page').then((m) => m.CurrenciesPage),
    menu: { label: 'currencies', icon: MoneyIcon, group: 'manageCurrencies' },
  },
  {
    path: PATHS.currencyAdd,
    shell: true,
    ...opensWith('POST /api/currencies'),
    load: () => import('../features/markets/routes/currency-add-page').then((m) => m.CurrencyAddPage),
    menu: { label: 'currencyAdd', icon: AddCircleIcon, group: 'manageCurrencies' },
  },
  {
    path: PATHS.currencyEdit,
    shell: true,
    ...opensWith('PUT /api/currencies/:id'),
    params: idParams,
    load: () => import('../features/markets/routes/currency-edit-page').then((m) => m.CurrencyEditPage),
  },
  {
    path: PATHS.settings,
    shell: true,
    ...opensWith('PUT /api/settings'),
    load: () => import('../features/settings/routes/settings-page').then((m) => m.SettingsPage),
    menu: { label: 'generalSettings', icon: SettingsIcon, group: 'settings' },
  },
  {
    path: PATHS.signalRules,
    shell: true,
    ...opensWith('GET /api/take-profit-rules'),
    load: () => import('../features/signal-rules/routes/signal-rules-page').then((m) => m.SignalRulesPage),
    menu: { label: 'takeProfitRules', icon: RuleIcon, group: 'settings' },
  },
  {
    path: PATHS.signalRuleAdd,
    shell: true,
    ...opensWith('POST /api/take-profit-rules'),
    load: () =>
      import('../features/signal-rules/routes/signal-rule-add-page').then((m) => m.SignalRuleAddPage),
  },
  {
    path: PATHS.signalRuleEdit,
    shell: true,
    ...opensWith('PUT /api/take-profit-rules/:id'),
    params: idParams,
    load: () =>
      import('../features/signal-rules/routes/signal-rule-edit-page').then((m) => m.SignalRuleEditPage),
  },
  {
    path: PATHS.pushStats,
    shell: true,
    ...opensWith('GET /api/push-notification-stats'),
    load: () => import('../features/notifications/routes/push-stats-page').then((m) => m.PushStatsPage),
    menu: { label: 'pushNotificationStats', icon: BarChartIcon },
  },
  {
    path: PATHS.pushStatsShow,
    shell: true,
    ...opensWith('GET /api/push-notification-stats/:id'),
    params: idParams,
    load: () =>
      import('../features/notifications/routes/push-stats-show-page').then((m) => m.PushStatsShowPage),
  },
  {
    path: PATHS.faq,
    shell: true,
    ...opensWith('GET /api/faq-category'),
    load: () => import('../features/faq/routes/faq-page').then((m) => m.FaqPage),
    menu: { label: 'appsPedia', icon: HelpIcon, group: 'appsPedia' },
  },
  {
    path: PATHS.faqCategoryAdd,
    shell: true,
    ...opensWith('POST /api/faq-category'),
    load: () => import('../features/faq/routes/faq-category-add-page').then((m) => m.FaqCategoryAddPage),
  },
  {
    path: PATHS.faqItemAdd,
    shell: true,
    ...opensWith('POST /api/faq'),
    load: () => import('../features/faq/routes/faq-item-add-page').then((m) => m.FaqItemAddPage),
  },
  {
    path: PATHS.faqEdit,
    shell: true,
    ...opensWith('PUT /api/faq/:id'),
    params: idParams,
    load: () => import('../features/faq/routes/faq-edit-page').then((m) => m.FaqEditPage),
  },
  {
    path: PATHS.filters,
    shell: true,
    ...opensWith('GET /api/filters'),
    load: () => import('../features/filters/routes/filters-page').then((m) => m.FiltersPage),
    menu: { label: 'manageFilters', icon: TuneIcon, group: 'manageFilters' },
  },
  {
    path: PATHS.filterCategoryAdd,
    shell: true,
    ...opensWith('POST /api/filters'),
    load: () => import('../features/filters/routes/filter-add-pages').then((m) => m.FilterCategoryAddPage),
  },
  {
    path: PATHS.filterItemAdd,
    shell: true,
    ...opensWith('POST /api/filters'),
    load: () => import('../features/filters/routes/filter-add-pages').then((m) => m.FilterItemAddPage),
  },
  {
    path: PATHS.filterEdit,
    shell: true,
    ...opensWith('PUT /api/filters/:id'),
    params: idParams,
    load: () => import('../features/filters/routes/filter-edit-page').then((m) => m.FilterEditPage),
  },
  {
    path: PATHS.appVersion,
    shell: true,
    ...opensWith('GET /api/app-version'),
    load: () => import('../features/app-versions/routes/app-version-page').then((m) => m.AppVersionPage),
    menu: { label: 'appsVersion', icon: PhoneIcon },
  },
  {
    path: PATHS.logActivities,
    shell: true,
    ...opensWith('GET /api/log-statistic'),
    load: () =>
      import('../features/log-activities/routes/log-activities-page').then((m) => m.LogActivitiesPage),
    menu: { label: 'logActivities', icon: HistoryIcon },
  },
  {
    path: PATHS.logOrders,
    shell: true,
    ...opensWith('GET /api/log-statistic/orders'),
    load: () => import('../features/log-orders/routes/log-orders-page').then((m) => m.LogOrdersPage),
    menu: { label: 'logOrders', icon: ReceiptIcon },
  },
];
