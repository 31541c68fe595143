// @vitest-environment happy-dom
import { adminUserSchema } from '@signal-desk/domain/admin';
import { settingsSchema } from '@signal-desk/domain/signal-support';
import { languagesSchema } from '@signal-desk/domain/translation';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../../shared/session/session-store';
import { settingsQueryOptions } from '../../shared/settings/settings-query';
import { answerData, serveApi } from '../../shared/testing/api-server';
import { renderWithApp } from '../../shared/testing/render';
import { testAdmin } from '../../shared/testing/test-admin';
import { languagesQueryOptions } from '../../shared/translations/translate';
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

describe('AppLayout', () => {
  it('fetches the settings and the languages at start, whatever the page, into the cache pages read (SPEC section 7)', async () => {
    startSession({ token: 'token', user: me });
    const { sent } = api();
    const root = createRootRoute();
    const shell = createRoute({ getParentRoute: () => root, id: 'shell', component: AppLayout });
    const page = createRoute({ getParentRoute: () => shell, path: '/', component: () => <p>A page</p> });
    const router = createRouter({
      routeTree: root.addChildren([shell.addChildren([page])]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    const { queryClient } = await renderWithApp(<RouterProvider router={router} />);
    await screen.findByText('A page');
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
});
