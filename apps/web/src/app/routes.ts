import { type ApiRoute, routePermissions } from '@signal-desk/domain/access';
import type { App } from '@signal-desk/domain/apps';
import { idSchema } from '@signal-desk/domain/fields';
import { NOTIFICATION_MENU_APPS } from '@signal-desk/domain/notifications';
import {
  activityLogSearch,
  appPageSearch,
  channelPostsSearch,
  currenciesSearch,
  faqSearch,
  listSearch,
  notificationAddSearch,
  notificationsSearch,
  orderReportsSearch,
  pairsSearch,
  signalCreationSearch,
  signalListSearch,
  signalSuccessSearch,
  signInSearch,
  statsSearch,
  subscriptionsSearch,
} from '@signal-desk/domain/page-search';
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
  SendIcon,
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
  /** The query its URL may carry, checked by the router before the page renders (decision 24). */
  search?: z.ZodType;
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
export const PAGE = {
  signin: {
    path: PATHS.signin,
    search: signInSearch,
    shell: false,
    permissions: [],
  },
  dashboard: {
    path: PATHS.dashboard,
    shell: true,
    permissions: [],
    menu: { label: 'dashboard', icon: DashboardIcon },
  },
  profile: {
    path: PATHS.profile,
    shell: true,
    permissions: [],
  },
  signalCreation: {
    path: PATHS.signalCreation,
    search: signalCreationSearch,
    shell: true,
    ...opensWith('POST /api/signals'),
    appDependent: true,
    menu: { label: 'newTradeIdea', icon: AddCircleIcon, group: 'signalCreation', apps: 'first' },
  },
  signalConstants: {
    path: PATHS.signalConstants,
    search: appPageSearch,
    shell: true,
    ...opensWith('POST /api/signals'),
    appDependent: true,
    menu: { label: 'signalConstants', icon: TuneIcon, group: 'signalCreation', apps: 'first' },
  },
  signalCreationSuccess: {
    path: PATHS.signalCreationSuccess,
    search: signalSuccessSearch,
    shell: true,
    ...opensWith('POST /api/signals'),
    appDependent: true,
  },
  signalEdit: {
    path: PATHS.signalEdit,
    shell: true,
    ...opensWith('PATCH /api/signals/:id'),
    params: idParams,
  },
  banners: {
    path: PATHS.banners,
    search: appPageSearch,
    shell: true,
    ...opensWith('GET /api/banner'),
    menu: { label: 'banners', icon: ImageIcon, group: 'banners', apps: BANNER_MENU_APPS },
  },
  signals: {
    path: PATHS.signals,
    search: signalListSearch,
    shell: true,
    ...opensWith('GET /api/signals'),
    appDependent: true,
    menu: { label: 'activeTradeIdeas', icon: TrendingUpIcon, group: 'activeTradeIdeas', apps: 'each' },
  },
  signal: {
    // A trade idea's own page (no menu entry): the server checks the idea's app on reading it.
    path: PATHS.signal,
    shell: true,
    ...opensWith('GET /api/signals/:id'),
    params: idParams,
  },
  recycle: {
    path: PATHS.recycle,
    search: appPageSearch,
    shell: true,
    ...opensWith('GET /api/signals/soft/delete'),
    appDependent: true,
    appPermissions: recycleViewPermissions,
    menu: { label: 'tradeRecycle', icon: RecycleIcon, group: 'tradeRecycle', apps: 'each' },
  },
  notificationAdd: {
    path: PATHS.notificationAdd,
    search: notificationAddSearch,
    shell: true,
    ...opensWith('POST /api/notifications'),
    menu: {
      label: 'sendNotifications',
      icon: PushIcon,
      group: 'sendNotifications',
      apps: NOTIFICATION_MENU_APPS,
    },
  },
  luxeNotificationAdd: {
    path: PATHS.luxeNotificationAdd,
    shell: true,
    ...opensWith('POST /api/notifications/luxe'),
    menu: { label: 'luxeNotifications', icon: PushIcon, group: 'sendNotifications' },
  },
  notifications: {
    path: PATHS.notifications,
    search: notificationsSearch,
    shell: true,
    // The history of the apps' pushes; holders of the luxe permission alone have the luxe page.
    permissions: ['NOTIFICATIONS_VIEW', 'NOTIFICATIONS_MODERATE'],
    menu: { label: 'notificationsHistory', icon: HistoryIcon, group: 'notificationsHistory' },
  },
  luxeNotifications: {
    path: PATHS.luxeNotifications,
    search: notificationsSearch,
    shell: true,
    ...opensWith('POST /api/notifications/luxe'),
    menu: { label: 'luxeNotifications', icon: HistoryIcon, group: 'notificationsHistory' },
  },
  masteries: {
    path: PATHS.masteries,
    search: appPageSearch,
    shell: true,
    ...opensWith('GET /api/masteries'),
    menu: { label: 'masteries', icon: SchoolIcon },
  },
  stats: {
    path: PATHS.stats,
    search: statsSearch,
    shell: true,
    ...opensWith('GET /api/stats/counters'),
    menu: { label: 'reports', icon: BarChartIcon },
  },
  subscriptions: {
    path: PATHS.subscriptions,
    search: subscriptionsSearch,
    shell: true,
    ...opensWith('GET /api/subscriptions'),
    menu: {
      label: 'manageSubscriptions',
      icon: CardMembershipIcon,
      group: 'manageSubscriptions',
      apps: SUBSCRIPTION_MENU_APPS,
    },
  },
  subscriptionAdd: {
    path: PATHS.subscriptionAdd,
    search: subscriptionsSearch,
    shell: true,
    ...opensWith('POST /api/subscriptions'),
  },
  subscriptionEdit: {
    path: PATHS.subscriptionEdit,
    shell: true,
    ...opensWith('PUT /api/subscriptions/:id'),
    params: idParams,
  },
  users: {
    path: PATHS.users,
    search: listSearch,
    shell: true,
    ...opensWith('GET /api/users'),
    menu: { label: 'users', icon: PeopleIcon, group: 'manageUsers' },
  },
  user: {
    path: PATHS.user,
    shell: true,
    ...opensWith('GET /api/users/:id'),
    params: idParams,
  },
  admins: {
    path: PATHS.admins,
    search: listSearch,
    shell: true,
    ...opensWith('GET /api/admin-users'),
    menu: { label: 'admins', icon: AdminIcon, group: 'manageUsers' },
  },
  adminAdd: {
    path: PATHS.adminAdd,
    shell: true,
    ...opensWith('POST /api/admin-users'),
  },
  adminEdit: {
    path: PATHS.adminEdit,
    shell: true,
    ...opensWith('PUT /api/admin-users/:id'),
    params: idParams,
  },
  roles: {
    path: PATHS.roles,
    search: listSearch,
    shell: true,
    ...opensWith('POST /api/roles'),
    menu: { label: 'roles', icon: ShieldIcon, group: 'manageUsers' },
  },
  roleAdd: {
    path: PATHS.roleAdd,
    shell: true,
    ...opensWith('POST /api/roles'),
  },
  roleEdit: {
    path: PATHS.roleEdit,
    shell: true,
    ...opensWith('PUT /api/roles/:id'),
    params: idParams,
  },
  currencyPairs: {
    path: PATHS.currencyPairs,
    search: pairsSearch,
    shell: true,
    ...opensWith('GET /api/currencies'),
    menu: { label: 'currencyPairs', icon: SwapIcon, group: 'manageCurrencies' },
  },
  currencies: {
    path: PATHS.currencies,
    search: currenciesSearch,
    shell: true,
    ...opensWith('GET /api/currencies'),
    menu: { label: 'currencies', icon: MoneyIcon, group: 'manageCurrencies' },
  },
  currencyAdd: {
    path: PATHS.currencyAdd,
    shell: true,
    ...opensWith('POST /api/currencies'),
    menu: { label: 'currencyAdd', icon: AddCircleIcon, group: 'manageCurrencies' },
  },
  currencyEdit: {
    path: PATHS.currencyEdit,
    shell: true,
    ...opensWith('PUT /api/currencies/:id'),
    params: idParams,
  },
  settings: {
    path: PATHS.settings,
    shell: true,
    ...opensWith('PUT /api/settings'),
    menu: { label: 'generalSettings', icon: SettingsIcon, group: 'settings' },
  },
  signalRules: {
    path: PATHS.signalRules,
    search: appPageSearch,
    shell: true,
    ...opensWith('GET /api/take-profit-rules'),
    menu: { label: 'takeProfitRules', icon: RuleIcon, group: 'settings' },
  },
  signalRuleAdd: {
    path: PATHS.signalRuleAdd,
    search: appPageSearch,
    shell: true,
    ...opensWith('POST /api/take-profit-rules'),
  },
  signalRuleEdit: {
    path: PATHS.signalRuleEdit,
    shell: true,
    ...opensWith('PUT /api/take-profit-rules/:id'),
    params: idParams,
  },
  pushStats: {
    path: PATHS.pushStats,
    search: notificationsSearch,
    shell: true,
    ...opensWith('GET /api/push-notification-stats'),
    menu: { label: 'pushNotificationStats', icon: BarChartIcon },
  },
  pushStatsShow: {
    path: PATHS.pushStatsShow,
    shell: true,
    ...opensWith('GET /api/push-notification-stats/:id'),
    params: idParams,
  },
  faq: {
    path: PATHS.faq,
    search: faqSearch,
    shell: true,
    ...opensWith('GET /api/faq-category'),
    menu: { label: 'appsPedia', icon: HelpIcon, group: 'appsPedia' },
  },
  faqCategoryAdd: {
    path: PATHS.faqCategoryAdd,
    search: appPageSearch,
    shell: true,
    ...opensWith('POST /api/faq-category'),
  },
  faqItemAdd: {
    path: PATHS.faqItemAdd,
    search: faqSearch,
    shell: true,
    ...opensWith('POST /api/faq'),
  },
  faqEdit: {
    path: PATHS.faqEdit,
    shell: true,
    ...opensWith('PUT /api/faq/:id'),
    params: idParams,
  },
  filters: {
    path: PATHS.filters,
    search: appPageSearch,
    shell: true,
    ...opensWith('GET /api/filters'),
    menu: { label: 'manageFilters', icon: TuneIcon, group: 'manageFilters' },
  },
  filterCategoryAdd: {
    path: PATHS.filterCategoryAdd,
    search: appPageSearch,
    shell: true,
    ...opensWith('POST /api/filters'),
  },
  filterItemAdd: {
    path: PATHS.filterItemAdd,
    search: appPageSearch,
    shell: true,
    ...opensWith('POST /api/filters'),
  },
  filterEdit: {
    path: PATHS.filterEdit,
    shell: true,
    ...opensWith('PUT /api/filters/:id'),
    params: idParams,
  },
  appVersion: {
    path: PATHS.appVersion,
    shell: true,
    ...opensWith('GET /api/app-version'),
    menu: { label: 'appsVersion', icon: PhoneIcon },
  },
  logActivities: {
    path: PATHS.logActivities,
    search: activityLogSearch,
    shell: true,
    ...opensWith('GET /api/log-statistic'),
    menu: { label: 'logActivities', icon: HistoryIcon },
  },
  logOrders: {
    path: PATHS.logOrders,
    search: orderReportsSearch,
    shell: true,
    ...opensWith('GET /api/log-statistic/orders'),
    menu: { label: 'logOrders', icon: ReceiptIcon },
  },
  // Telegram and Discord channels of each app, and the history of their posts (decision 32).
  channels: {
    path: PATHS.channels,
    search: appPageSearch,
    shell: true,
    ...opensWith('GET /api/channels'),
    menu: { label: 'channels', icon: SendIcon },
  },
  channelPosts: {
    path: PATHS.channelPosts,
    search: channelPostsSearch,
    shell: true,
    ...opensWith('GET /api/channel-posts'),
    menu: { label: 'channelPosts', icon: HistoryIcon },
  },
} satisfies Record<string, PageRoute>;

/** The pages in table order: the menu follows it. */
export const PAGES: readonly PageRoute[] = Object.values(PAGE);
