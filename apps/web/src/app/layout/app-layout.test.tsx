// @vitest-environment happy-dom
import { adminUserSchema } from '@signal-desk/domain/admin';
import { settingsSchema } from '@signal-desk/domain/signal-support';
import { languagesSchema } from '@signal-desk/domain/translation';
import { useQuery } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiClient } from '../../shared/api/api-client';
import { QUERY_KEYS } from '../../shared/api/query-keys';
import {
  endSession,
  startSession,
  updateSessionUser,
  useSignedInUser,
} from '../../shared/session/session-store';
import { settingsQueryOptions } from '../../shared/settings/settings-query';
import { answerData, apiServer, serveApi } from '../../shared/testing/api-server';
import { renderWithApp } from '../../shared/testing/render';
import { testAdmin } from '../../shared/testing/test-admin';
import { languagesQueryOptions } from '../../shared/translations/translate';
import { isToasterWanted } from '../../shared/ui/toast-queue';
import { AppLayout } from './app-layout';

const me = testAdmin({
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a40',
  name: 'Lena Lead',
  nickname: 'lena',
  email: 'lena@example.com',
  permissions: ['STATS'],
  effectivePermissions: ['STATS'],
  signalsLimit: {},
  trackRecordPublic: false,
});

const api = () =>
  serveApi(
    answerData('GET', '/api/auth/me', adminUserSchema, me),
    answerData('GET', '/api/settings', settingsSchema, {
      tradeIdeaDisclaimer: 'Trade at your own risk.',
      defaultSignalDisclaimer: null,
      blacklistWordFilter: true,
      cancellationThresholds: { pips: '10', points: '100' },
      imageLimitMb: 3,
    }),
    answerData('GET', '/api/languages/list', languagesSchema, {
      languages: [{ code: 'en', name: 'English' }],
      translation: { available: false, provider: null },
    }),
  );

afterEach(() => {
  cleanup();
  endSession();
});

/** A page that fetches its own data from GET /api/page-data. */
function PageWithData() {
  const { data } = useQuery({
    queryKey: ['page-data'],
    queryFn: () => apiClient.get('/page-data', z.string()),
  });
  return <p>{data ?? 'Loading'}</p>;
}

/** The shell around `page` at `/`, rendered with the app's providers. */
function renderShell(page: () => React.ReactNode) {
  const root = createRootRoute();
  const shell = createRoute({ getParentRoute: () => root, id: 'shell', component: AppLayout });
  const index = createRoute({ getParentRoute: () => shell, path: '/', component: page });
  const router = createRouter({
    routeTree: root.addChildren([shell.addChildren([index])]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return renderWithApp(<RouterProvider router={router} />);
}

describe('AppLayout', () => {
  it('fetches the settings and the languages at start, whatever the page, into the cache pages read (SPEC section 7), and brings up the toaster', async () => {
    startSession({ token: 'token', user: me });
    const { sent } = api();
    expect(isToasterWanted()).toBe(false);
    const { queryClient } = await renderShell(() => <p>A page</p>);
    await screen.findByText('A page');
    await waitFor(() => expect(isToasterWanted()).toBe(true));
    await waitFor(() => {
      expect(queryClient.getQueryData(settingsQueryOptions.queryKey)?.tradeIdeaDisclaimer).toBe(
        'Trade at your own risk.',
      );
      expect(queryClient.getQueryData(languagesQueryOptions.queryKey)?.translation.available).toBe(false);
    });
    const count = (path: string) => sent.filter((r) => r.method === 'GET' && r.path === path).length;
    expect(count('/api/settings')).toBe(1);
    expect(count('/api/languages/list')).toBe(1);
  });

  it("waits for the page's own data before fetching what the shell keeps for later", async () => {
    startSession({ token: 'token', user: me });
    const { sent } = api();
    const arrivals: string[] = [];
    let answerPage = () => {};
    const pageAnswered = new Promise<void>((resolve) => {
      answerPage = resolve;
    });
    apiServer.use(
      http.get('/api/page-data', async () => {
        await pageAnswered;
        arrivals.push('page data');
        return HttpResponse.json({ data: 'Figures of the page' });
      }),
    );
    await renderShell(PageWithData);
    await screen.findByText('Loading');
    // Long enough for any request the shell would send at once to reach the API.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.map((r) => r.path)).toEqual([]);
    answerPage();
    await screen.findByText('Figures of the page');
    await waitFor(() =>
      expect(sent.map((r) => r.path).sort()).toEqual([
        '/api/auth/me',
        '/api/languages/list',
        '/api/settings',
      ]),
    );
    expect(arrivals).toEqual(['page data']);
  });

  it('re-renders neither shell nor page when that later data comes and the admin is unchanged', async () => {
    startSession({ token: 'token', user: me });
    api();
    let answerMe = () => {};
    const meAnswered = new Promise<void>((resolve) => {
      answerMe = resolve;
    });
    apiServer.use(
      http.get('/api/page-data', () => HttpResponse.json({ data: 'Figures of the page' })),
      http.get('/api/auth/me', async () => {
        await meAnswered;
        return HttpResponse.json({ data: me });
      }),
    );
    let renders = 0;
    const { queryClient } = await renderShell(() => {
      renders += 1;
      return (
        <>
          <p>{useSignedInUser().name}</p>
          <PageWithData />
        </>
      );
    });
    await screen.findByText('Figures of the page');
    await waitFor(() => expect(queryClient.getQueryState(QUERY_KEYS.me)?.fetchStatus).toBe('fetching'));
    const before = renders;
    answerMe();
    await waitFor(() => {
      expect(queryClient.getQueryState(QUERY_KEYS.me)?.status).toBe('success');
      expect(queryClient.getQueryData(settingsQueryOptions.queryKey)).toBeDefined();
      expect(queryClient.getQueryData(languagesQueryOptions.queryKey)).toBeDefined();
    });
    expect(renders).toBe(before);

    // A changed admin does reach the screens.
    act(() => updateSessionUser({ ...me, name: 'Lena Renamed' }));
    expect(await screen.findByText('Lena Renamed', { selector: 'p' })).toBeTruthy();
  });
});
