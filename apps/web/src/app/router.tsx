import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { prefetchDashboard } from '../features/dashboard/api/dashboard-data';
import { prefetchSignal } from '../features/signals/api/get-signal';
import { prefetchSignalsList } from '../features/signals/api/list-signals';
import { prefetchStats } from '../features/stats/api/stats-page-data';
import { PATHS } from '../shared/paths';
import { getSession } from '../shared/session/session-store';
import { REDIRECT_PARAM, signInPathFor, signInTarget } from '../shared/sign-in-target';
import { dropToastsOnLeavingPage } from '../shared/ui/toast-queue';
import { Toaster } from '../shared/ui/toaster';
import { warmUpDateFields } from '../shared/ui/warm-up-date-fields';
import { parseUrlSearch, stringifyUrlSearch } from '../shared/url-search';
import { reloadOnChunkFailure } from './chunk-reload';
import { NotFoundPage, RouteErrorPage } from './error-pages';
import { type RouteRule, resolveNavigation } from './navigation';
import { NavigationProgress } from './navigation-progress';
import { PAGE } from './routes';

/**
 * A page component loaded on demand (route-level code splitting), named by its export: the router's
 * type then needs only the module's export names, not the page's types, which read the router's.
 */
const lazyPage = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  lazyRouteComponent(
    reloadOnChunkFailure(() => load().then((module) => ({ default: module[name] as ComponentType }))),
  );

declare module '@tanstack/router-core' {
  interface StaticDataRouteOption {
    /** What the route asks of the admin; read by the guard on every navigation. */
    rule?: RouteRule;
  }
}

const rootRoute = createRootRoute({
  component: () => (
    <>
      <NavigationProgress />
      <Outlet />
      <Toaster />
    </>
  ),
  beforeLoad: ({ location, matches }) => {
    const leaf = matches.at(-1);
    const outcome = resolveNavigation({
      pathname: location.pathname,
      route: leaf?.staticData.rule,
      user: getSession()?.user ?? null,
      params: leaf?.params ?? {},
      search: location.search,
    });
    if (outcome.kind === 'redirect') {
      // Signed out: the sign-in page remembers the page asked for; signed in: it opens that page.
      if (outcome.to === PATHS.signin) throw redirect({ href: signInPathFor(location.href) });
      if (location.pathname === PATHS.signin) {
        throw redirect({ href: signInTarget((location.search as Record<string, unknown>)[REDIRECT_PARAM]) });
      }
      throw redirect({ to: outcome.to });
    }
    if (outcome.kind === 'notFound') throw notFound();
  },
  // Outside the shell the page has no <main> of its own.
  notFoundComponent: () => (
    <main>
      <NotFoundPage />
    </main>
  ),
  errorComponent: (props) => (
    <main>
      <RouteErrorPage {...props} />
    </main>
  ),
});

const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'shell',
  component: lazyPage(() => import('./layout/app-layout'), 'AppLayout'),
});

// One route per page, so the router knows each page's path and query (decision 24). A page whose first
// paint waits for its data has a loader that starts the data's queries with the page's code (and on a
// link's hover, with `defaultPreload: 'intent'`); it returns nothing, so the page renders as before,
// with its own loading states, and reads the same query cache.
const signinRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PAGE.signin.path,
  validateSearch: PAGE.signin.search,
  component: lazyPage(() => import('../features/auth/routes/signin-route'), 'SignInRoute'),
  staticData: { rule: PAGE.signin },
});
const dashboardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.dashboard.path,
  component: lazyPage(() => import('../features/dashboard/routes/dashboard-page'), 'DashboardPage'),
  staticData: { rule: PAGE.dashboard },
  loader: () => void prefetchDashboard(getSession()?.user.effectivePermissions ?? []),
});
const profileRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.profile.path,
  component: lazyPage(() => import('../features/auth/routes/profile-page'), 'ProfilePage'),
  staticData: { rule: PAGE.profile },
});
const signalCreationRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.signalCreation.path,
  validateSearch: PAGE.signalCreation.search,
  component: lazyPage(() => import('../features/signals/routes/signal-creation-page'), 'SignalCreationPage'),
  staticData: { rule: PAGE.signalCreation },
});
const signalConstantsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.signalConstants.path,
  validateSearch: PAGE.signalConstants.search,
  component: lazyPage(
    () => import('../features/signals/routes/signal-constants-page'),
    'SignalConstantsPage',
  ),
  staticData: { rule: PAGE.signalConstants },
});
const signalCreationSuccessRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.signalCreationSuccess.path,
  validateSearch: PAGE.signalCreationSuccess.search,
  component: lazyPage(() => import('../features/signals/routes/signal-success-page'), 'SignalSuccessPage'),
  staticData: { rule: PAGE.signalCreationSuccess },
});
const signalEditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.signalEdit.path,
  component: lazyPage(() => import('../features/signals/routes/signal-edit-page'), 'SignalEditPage'),
  staticData: { rule: PAGE.signalEdit },
});
const bannersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.banners.path,
  validateSearch: PAGE.banners.search,
  component: lazyPage(() => import('../features/banners/routes/banners-page'), 'BannersPage'),
  staticData: { rule: PAGE.banners },
});
const signalsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.signals.path,
  validateSearch: PAGE.signals.search,
  component: lazyPage(() => import('../features/signals/routes/signals-page'), 'SignalsPage'),
  staticData: { rule: PAGE.signals },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => void prefetchSignalsList(deps),
});
const signalRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.signal.path,
  component: lazyPage(() => import('../features/signals/routes/signal-page'), 'SignalPage'),
  staticData: { rule: PAGE.signal },
  loader: ({ params }) => void prefetchSignal(params.id),
});
const recycleRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.recycle.path,
  validateSearch: PAGE.recycle.search,
  component: lazyPage(() => import('../features/signals/routes/recycle-page'), 'RecyclePage'),
  staticData: { rule: PAGE.recycle },
});
const notificationAddRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.notificationAdd.path,
  validateSearch: PAGE.notificationAdd.search,
  component: lazyPage(
    () => import('../features/notifications/routes/notification-add-page'),
    'NotificationAddPage',
  ),
  staticData: { rule: PAGE.notificationAdd },
});
const luxeNotificationAddRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.luxeNotificationAdd.path,
  component: lazyPage(
    () => import('../features/notifications/routes/luxe-notification-add-page'),
    'LuxeNotificationAddPage',
  ),
  staticData: { rule: PAGE.luxeNotificationAdd },
});
const notificationsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.notifications.path,
  validateSearch: PAGE.notifications.search,
  component: lazyPage(
    () => import('../features/notifications/routes/notifications-page'),
    'NotificationsPage',
  ),
  staticData: { rule: PAGE.notifications },
});
const luxeNotificationsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.luxeNotifications.path,
  validateSearch: PAGE.luxeNotifications.search,
  component: lazyPage(
    () => import('../features/notifications/routes/notifications-page'),
    'LuxeNotificationsPage',
  ),
  staticData: { rule: PAGE.luxeNotifications },
});
const masteriesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.masteries.path,
  validateSearch: PAGE.masteries.search,
  component: lazyPage(() => import('../features/masteries/routes/masteries-page'), 'MasteriesPage'),
  staticData: { rule: PAGE.masteries },
});
const statsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.stats.path,
  validateSearch: PAGE.stats.search,
  component: lazyPage(() => import('../features/stats/routes/stats-page'), 'StatsPage'),
  staticData: { rule: PAGE.stats },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => {
    warmUpDateFields();
    prefetchStats(deps);
  },
});
const subscriptionsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.subscriptions.path,
  validateSearch: PAGE.subscriptions.search,
  component: lazyPage(
    () => import('../features/subscriptions/routes/subscriptions-page'),
    'SubscriptionsPage',
  ),
  staticData: { rule: PAGE.subscriptions },
});
const subscriptionAddRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.subscriptionAdd.path,
  validateSearch: PAGE.subscriptionAdd.search,
  component: lazyPage(
    () => import('../features/subscriptions/routes/subscription-add-page'),
    'SubscriptionAddPage',
  ),
  staticData: { rule: PAGE.subscriptionAdd },
});
const subscriptionEditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.subscriptionEdit.path,
  component: lazyPage(
    () => import('../features/subscriptions/routes/subscription-edit-page'),
    'SubscriptionEditPage',
  ),
  staticData: { rule: PAGE.subscriptionEdit },
});
const usersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.users.path,
  validateSearch: PAGE.users.search,
  component: lazyPage(() => import('../features/users/routes/users-page'), 'UsersPage'),
  staticData: { rule: PAGE.users },
});
const userRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.user.path,
  component: lazyPage(() => import('../features/users/routes/customer-page'), 'CustomerPage'),
  staticData: { rule: PAGE.user },
});
const adminsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.admins.path,
  validateSearch: PAGE.admins.search,
  component: lazyPage(() => import('../features/admins/routes/admins-page'), 'AdminsPage'),
  staticData: { rule: PAGE.admins },
});
const adminAddRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.adminAdd.path,
  component: lazyPage(() => import('../features/admins/routes/admin-add-page'), 'AdminAddPage'),
  staticData: { rule: PAGE.adminAdd },
});
const adminEditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.adminEdit.path,
  component: lazyPage(() => import('../features/admins/routes/admin-edit-page'), 'AdminEditPage'),
  staticData: { rule: PAGE.adminEdit },
});
const rolesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.roles.path,
  validateSearch: PAGE.roles.search,
  component: lazyPage(() => import('../features/roles/routes/roles-page'), 'RolesPage'),
  staticData: { rule: PAGE.roles },
});
const roleAddRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.roleAdd.path,
  component: lazyPage(() => import('../features/roles/routes/role-add-page'), 'RoleAddPage'),
  staticData: { rule: PAGE.roleAdd },
});
const roleEditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.roleEdit.path,
  component: lazyPage(() => import('../features/roles/routes/role-edit-page'), 'RoleEditPage'),
  staticData: { rule: PAGE.roleEdit },
});
const currencyPairsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.currencyPairs.path,
  validateSearch: PAGE.currencyPairs.search,
  component: lazyPage(() => import('../features/markets/routes/pairs-page'), 'PairsPage'),
  staticData: { rule: PAGE.currencyPairs },
});
const currenciesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.currencies.path,
  validateSearch: PAGE.currencies.search,
  component: lazyPage(() => import('../features/markets/routes/currencies-page'), 'CurrenciesPage'),
  staticData: { rule: PAGE.currencies },
});
const currencyAddRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.currencyAdd.path,
  component: lazyPage(() => import('../features/markets/routes/currency-add-page'), 'CurrencyAddPage'),
  staticData: { rule: PAGE.currencyAdd },
});
const currencyEditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.currencyEdit.path,
  component: lazyPage(() => import('../features/markets/routes/currency-edit-page'), 'CurrencyEditPage'),
  staticData: { rule: PAGE.currencyEdit },
});
const settingsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.settings.path,
  component: lazyPage(() => import('../features/settings/routes/settings-page'), 'SettingsPage'),
  staticData: { rule: PAGE.settings },
});
const signalRulesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.signalRules.path,
  validateSearch: PAGE.signalRules.search,
  component: lazyPage(() => import('../features/signal-rules/routes/signal-rules-page'), 'SignalRulesPage'),
  staticData: { rule: PAGE.signalRules },
});
const signalRuleAddRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.signalRuleAdd.path,
  validateSearch: PAGE.signalRuleAdd.search,
  component: lazyPage(
    () => import('../features/signal-rules/routes/signal-rule-add-page'),
    'SignalRuleAddPage',
  ),
  staticData: { rule: PAGE.signalRuleAdd },
});
const signalRuleEditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.signalRuleEdit.path,
  component: lazyPage(
    () => import('../features/signal-rules/routes/signal-rule-edit-page'),
    'SignalRuleEditPage',
  ),
  staticData: { rule: PAGE.signalRuleEdit },
});
const pushStatsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.pushStats.path,
  validateSearch: PAGE.pushStats.search,
  component: lazyPage(() => import('../features/notifications/routes/push-stats-page'), 'PushStatsPage'),
  staticData: { rule: PAGE.pushStats },
});
const pushStatsShowRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.pushStatsShow.path,
  component: lazyPage(
    () => import('../features/notifications/routes/push-stats-show-page'),
    'PushStatsShowPage',
  ),
  staticData: { rule: PAGE.pushStatsShow },
});
const faqRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.faq.path,
  validateSearch: PAGE.faq.search,
  component: lazyPage(() => import('../features/faq/routes/faq-page'), 'FaqPage'),
  staticData: { rule: PAGE.faq },
});
const faqCategoryAddRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.faqCategoryAdd.path,
  validateSearch: PAGE.faqCategoryAdd.search,
  component: lazyPage(() => import('../features/faq/routes/faq-category-add-page'), 'FaqCategoryAddPage'),
  staticData: { rule: PAGE.faqCategoryAdd },
});
const faqItemAddRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.faqItemAdd.path,
  validateSearch: PAGE.faqItemAdd.search,
  component: lazyPage(() => import('../features/faq/routes/faq-item-add-page'), 'FaqItemAddPage'),
  staticData: { rule: PAGE.faqItemAdd },
});
const faqEditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.faqEdit.path,
  component: lazyPage(() => import('../features/faq/routes/faq-edit-page'), 'FaqEditPage'),
  staticData: { rule: PAGE.faqEdit },
});
const filtersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.filters.path,
  validateSearch: PAGE.filters.search,
  component: lazyPage(() => import('../features/filters/routes/filters-page'), 'FiltersPage'),
  staticData: { rule: PAGE.filters },
});
const filterCategoryAddRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.filterCategoryAdd.path,
  validateSearch: PAGE.filterCategoryAdd.search,
  component: lazyPage(() => import('../features/filters/routes/filter-add-pages'), 'FilterCategoryAddPage'),
  staticData: { rule: PAGE.filterCategoryAdd },
});
const filterItemAddRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.filterItemAdd.path,
  validateSearch: PAGE.filterItemAdd.search,
  component: lazyPage(() => import('../features/filters/routes/filter-add-pages'), 'FilterItemAddPage'),
  staticData: { rule: PAGE.filterItemAdd },
});
const filterEditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.filterEdit.path,
  component: lazyPage(() => import('../features/filters/routes/filter-edit-page'), 'FilterEditPage'),
  staticData: { rule: PAGE.filterEdit },
});
const appVersionRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.appVersion.path,
  component: lazyPage(() => import('../features/app-versions/routes/app-version-page'), 'AppVersionPage'),
  staticData: { rule: PAGE.appVersion },
});
const logActivitiesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.logActivities.path,
  validateSearch: PAGE.logActivities.search,
  component: lazyPage(
    () => import('../features/log-activities/routes/log-activities-page'),
    'LogActivitiesPage',
  ),
  staticData: { rule: PAGE.logActivities },
  loader: warmUpDateFields,
});
const logOrdersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.logOrders.path,
  validateSearch: PAGE.logOrders.search,
  component: lazyPage(() => import('../features/log-orders/routes/log-orders-page'), 'LogOrdersPage'),
  staticData: { rule: PAGE.logOrders },
});

const channelsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.channels.path,
  validateSearch: PAGE.channels.search,
  component: lazyPage(() => import('../features/channels/routes/channels-page'), 'ChannelsPage'),
  staticData: { rule: PAGE.channels },
});
const channelPostsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.channelPosts.path,
  validateSearch: PAGE.channelPosts.search,
  component: lazyPage(() => import('../features/channels/routes/channel-posts-page'), 'ChannelPostsPage'),
  staticData: { rule: PAGE.channelPosts },
});

function PagePending() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress aria-hidden />
    </Box>
  );
}

export const router = createRouter({
  routeTree: rootRoute.addChildren([
    shellRoute.addChildren([
      dashboardRoute,
      profileRoute,
      signalCreationRoute,
      signalConstantsRoute,
      signalCreationSuccessRoute,
      signalEditRoute,
      bannersRoute,
      signalsRoute,
      signalRoute,
      recycleRoute,
      notificationAddRoute,
      luxeNotificationAddRoute,
      notificationsRoute,
      luxeNotificationsRoute,
      masteriesRoute,
      statsRoute,
      subscriptionsRoute,
      subscriptionAddRoute,
      subscriptionEditRoute,
      usersRoute,
      userRoute,
      adminsRoute,
      adminAddRoute,
      adminEditRoute,
      rolesRoute,
      roleAddRoute,
      roleEditRoute,
      currencyPairsRoute,
      currenciesRoute,
      currencyAddRoute,
      currencyEditRoute,
      settingsRoute,
      signalRulesRoute,
      signalRuleAddRoute,
      signalRuleEditRoute,
      pushStatsRoute,
      pushStatsShowRoute,
      faqRoute,
      faqCategoryAddRoute,
      faqItemAddRoute,
      faqEditRoute,
      filtersRoute,
      filterCategoryAddRoute,
      filterItemAddRoute,
      filterEditRoute,
      appVersionRoute,
      logActivitiesRoute,
      logOrdersRoute,
      channelsRoute,
      channelPostsRoute,
    ]),
    signinRoute,
  ]),
  parseSearch: parseUrlSearch,
  stringifySearch: stringifyUrlSearch,
  defaultPreload: 'intent',
  defaultErrorComponent: RouteErrorPage,
  defaultNotFoundComponent: NotFoundPage,
  defaultPendingComponent: PagePending,
  scrollRestoration: true,
});

dropToastsOnLeavingPage(router);

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
