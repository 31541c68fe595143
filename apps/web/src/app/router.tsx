import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import {
  type AnyRoute,
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
import { reloadOnChunkFailure } from './chunk-reload';
import { NotFoundPage, RouteErrorPage } from './error-pages';
import { type RouteRule, resolveNavigation } from './navigation';
import { NavigationProgress } from './navigation-progress';
import { PAGES, type PageRoute } from './routes';

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

function pageRoute(page: PageRoute, parent: AnyRoute) {
  return createRoute({
    getParentRoute: () => parent,
    path: page.path,
    component: lazyPage(page.load),
    staticData: { rule: page },
  });
}

function PagePending() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress aria-hidden />
    </Box>
  );
}

export const router = createRouter({
  routeTree: rootRoute.addChildren([
    shellRoute.addChildren(PAGES.filter((page) => page.shell).map((page) => pageRoute(page, shellRoute))),
    ...PAGES.filter((page) => !page.shell).map((page) => pageRoute(page, rootRoute)),
  ]),
  defaultPreload: 'intent',
  defaultErrorComponent: RouteErrorPage,
  defaultNotFoundComponent: NotFoundPage,
  defaultPendingComponent: PagePending,
  scrollRestoration: true,
});

dropToastsOnLeavingPage(router);
