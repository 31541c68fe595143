import type { Locale } from '@signal-desk/domain/locale-codes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { type RenderResult, render } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { PAGES } from '../../app/routes';
import { en } from '../../locales/en';
import { Toaster } from '../ui/toaster';
import { parseUrlSearch, stringifyUrlSearch } from '../url-search';

const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<object>> = {
  fr: () => import('../../locales/fr').then((m) => m.fr),
  es: () => import('../../locales/es').then((m) => m.es),
  de: () => import('../../locales/de').then((m) => m.de),
  sv: () => import('../../locales/sv').then((m) => m.sv),
  it: () => import('../../locales/it').then((m) => m.it),
};

let ready: Promise<unknown> | null = null;
/** The app's English texts, as the running app has them. */
function englishI18n() {
  ready ??= i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
  return ready;
}

/**
 * Renders a component with the app's providers and its toasts: the texts of `locale` (English unless told; each render
 * sets it) and a fresh query cache.
 */
export async function renderWithApp(
  ui: ReactElement,
  { locale = 'en' }: { locale?: Locale } = {},
): Promise<RenderResult & { queryClient: QueryClient }> {
  await englishI18n();
  if (locale !== 'en' && !i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', await LOADERS[locale]());
  }
  await i18n.changeLanguage(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {ui}
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient };
}

/**
 * Renders `component` on `path` of a memory router opened at `url`, with the app's providers; other
 * routes (`path` to component) are there for the page to navigate to. Each route sits where the app's
 * router has it (inside the signed-in shell, with the page's URL query schema of the route table), so
 * the pages read their typed query as they do in the app. Resolves to the router.
 */
export async function renderOnRoute(
  {
    path,
    component,
    url,
    others = {},
  }: { path: string; component: () => ReactNode; url: string; others?: Record<string, () => ReactNode> },
  options: { locale?: Locale } = {},
) {
  const root = createRootRoute();
  const shell = createRoute({ getParentRoute: () => root, id: 'shell' });
  const routes = Object.entries({ ...others, [path]: component }).map(([routePath, routeComponent]) =>
    createRoute({
      getParentRoute: () => shell,
      path: routePath,
      validateSearch: PAGES.find((page) => page.path === routePath)?.search,
      component: routeComponent,
    }),
  );
  const router = createRouter({
    routeTree: root.addChildren([shell.addChildren(routes)]),
    history: createMemoryHistory({ initialEntries: [url] }),
    parseSearch: parseUrlSearch,
    stringifySearch: stringifyUrlSearch,
  });
  await renderWithApp(<RouterProvider router={router} />, options);
  return router;
}
