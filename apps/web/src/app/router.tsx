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
import { PATHS } from '../shared/paths';
import { getSession } from '../shared/session/session-store';
import { REDIRECT_PARAM, signInPathFor, signInTarget } from '../shared/sign-in-target';
import { dropToastsOnLeavingPage } from '../shared/ui/toast-queue';
import { Toaster } from '../shared/ui/toaster';
import { parseUrlSearch, stringifyUrlSearch } from '../shared/url-search';
import { reloadOnChunkFailure } from './chunk-reload';
import { NotFoundPage, RouteErrorPage } from './error-pages';
import { type RouteRule, resolveNavigation } from './navigation';
import { NavigationProgress } from './navigation-progress';
import { PAGE, type PageRoute } from './routes';

const lazyPage = (load: () => Promise<ComponentType>) =>
  lazyRouteComponent(reloadOnChunkFailure(() => load().then((component) => ({ default: component }))));

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
  component: lazyPage(() => import('./layout/app-layout').then((m) => m.AppLayout)),
});

/** What every page route takes from its entry of the route table: its lazy component and its rule. */
const pageOptions = (page: PageRoute) => ({ component: lazyPage(page.load), staticData: { rule: page } });

// One route per page, so the router knows each page's path and query (decision 24).
const signinRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PAGE.signin.path,
  validateSearch: PAGE.signin.search,
  ...pageOptions(PAGE.signin),
});
const dashboardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.dashboard.path,
  ...pageOptions(PAGE.dashboard),
});
const profileRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.profile.path,
  ...pageOptions(PAGE.profile),
});
const signalCreationRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.signalCreation.path,
  validateSearch: PAGE.signalCreation.search,
  ...pageOptions(PAGE.signalCreation),
});
const signalConstantsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.signalConstants.path,
  validateSearch: PAGE.signalConstants.search,
  ...pageOptions(PAGE.signalConstants),
});
const signalCreationSuccessRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.signalCreationSuccess.path,
  validateSearch: PAGE.signalCreationSuccess.search,
  ...pageOptions(PAGE.signalCreationSuccess),
});
const signalEditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.signalEdit.path,
  ...pageOptions(PAGE.signalEdit),
});
const bannersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.banners.path,
  validateSearch: PAGE.banners.search,
  ...pageOptions(PAGE.banners),
});
const signalsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.signals.path,
  validateSearch: PAGE.signals.search,
  ...pageOptions(PAGE.signals),
});
const signalRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.signal.path,
  ...pageOptions(PAGE.signal),
});
const recycleRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.recycle.path,
  validateSearch: PAGE.recycle.search,
  ...pageOptions(PAGE.recycle),
});
const notificationAddRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.notificationAdd.path,
  validateSearch: PAGE.notificationAdd.search,
  ...pageOptions(PAGE.notificationAdd),
});
const luxeNotificationAddRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.luxeNotificationAdd.path,
  ...pageOptions(PAGE.luxeNotificationAdd),
});
const notificationsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.notifications.path,
  validateSearch: PAGE.notifications.search,
  ...pageOptions(PAGE.notifications),
});
const luxeNotificationsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.luxeNotifications.path,
  validateSearch: PAGE.luxeNotifications.search,
  ...pageOptions(PAGE.luxeNotifications),
});
const masteriesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.masteries.path,
  validateSearch: PAGE.masteries.search,
  ...pageOptions(PAGE.masteries),
});
const statsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.stats.path,
  validateSearch: PAGE.stats.search,
  ...pageOptions(PAGE.stats),
});
const subscriptionsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.subscriptions.path,
  validateSearch: PAGE.subscriptions.search,
  ...pageOptions(PAGE.subscriptions),
});
const subscriptionAddRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.subscriptionAdd.path,
  validateSearch: PAGE.subscriptionAdd.search,
  ...pageOptions(PAGE.subscriptionAdd),
});
const subscriptionEditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.subscriptionEdit.path,
  ...pageOptions(PAGE.subscriptionEdit),
});
const usersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.users.path,
  validateSearch: PAGE.users.search,
  ...pageOptions(PAGE.users),
});
const userRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.user.path,
  ...pageOptions(PAGE.user),
});
const adminsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.admins.path,
  validateSearch: PAGE.admins.search,
  ...pageOptions(PAGE.admins),
});
const adminAddRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.adminAdd.path,
  ...pageOptions(PAGE.adminAdd),
});
const adminEditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.adminEdit.path,
  ...pageOptions(PAGE.adminEdit),
});
const rolesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.roles.path,
  validateSearch: PAGE.roles.search,
  ...pageOptions(PAGE.roles),
});
const roleAddRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.roleAdd.path,
  ...pageOptions(PAGE.roleAdd),
});
const roleEditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.roleEdit.path,
  ...pageOptions(PAGE.roleEdit),
});
const currencyPairsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.currencyPairs.path,
  validateSearch: PAGE.currencyPairs.search,
  ...pageOptions(PAGE.currencyPairs),
});
const currenciesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.currencies.path,
  validateSearch: PAGE.currencies.search,
  ...pageOptions(PAGE.currencies),
});
const currencyAddRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.currencyAdd.path,
  ...pageOptions(PAGE.currencyAdd),
});
const currencyEditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.currencyEdit.path,
  ...pageOptions(PAGE.currencyEdit),
});
const settingsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.settings.path,
  ...pageOptions(PAGE.settings),
});
const signalRulesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.signalRules.path,
  validateSearch: PAGE.signalRules.search,
  ...pageOptions(PAGE.signalRules),
});
const signalRuleAddRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.signalRuleAdd.path,
  validateSearch: PAGE.signalRuleAdd.search,
  ...pageOptions(PAGE.signalRuleAdd),
});
const signalRuleEditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.signalRuleEdit.path,
  ...pageOptions(PAGE.signalRuleEdit),
});
const pushStatsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.pushStats.path,
  validateSearch: PAGE.pushStats.search,
  ...pageOptions(PAGE.pushStats),
});
const pushStatsShowRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.pushStatsShow.path,
  ...pageOptions(PAGE.pushStatsShow),
});
const faqRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.faq.path,
  validateSearch: PAGE.faq.search,
  ...pageOptions(PAGE.faq),
});
const faqCategoryAddRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.faqCategoryAdd.path,
  validateSearch: PAGE.faqCategoryAdd.search,
  ...pageOptions(PAGE.faqCategoryAdd),
});
const faqItemAddRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.faqItemAdd.path,
  validateSearch: PAGE.faqItemAdd.search,
  ...pageOptions(PAGE.faqItemAdd),
});
const faqEditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.faqEdit.path,
  ...pageOptions(PAGE.faqEdit),
});
const filtersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.filters.path,
  validateSearch: PAGE.filters.search,
  ...pageOptions(PAGE.filters),
});
const filterCategoryAddRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.filterCategoryAdd.path,
  validateSearch: PAGE.filterCategoryAdd.search,
  ...pageOptions(PAGE.filterCategoryAdd),
});
const filterItemAddRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.filterItemAdd.path,
  validateSearch: PAGE.filterItemAdd.search,
  ...pageOptions(PAGE.filterItemAdd),
});
const filterEditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.filterEdit.path,
  ...pageOptions(PAGE.filterEdit),
});
const appVersionRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.appVersion.path,
  ...pageOptions(PAGE.appVersion),
});
const logActivitiesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.logActivities.path,
  validateSearch: PAGE.logActivities.search,
  ...pageOptions(PAGE.logActivities),
});
const logOrdersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: PAGE.logOrders.path,
  validateSearch: PAGE.logOrders.search,
  ...pageOptions(PAGE.logOrders),
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
