// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../shared/api/query-client';
import { serveApi } from '../../../shared/testing/api-server';
import { prefetchDashboard } from './dashboard-data';

describe('the dashboard route loader', () => {
  afterEach(() => queryClient.clear());

  it('asks for the feed health only when the admin may see the currencies', async () => {
    const { sent } = serveApi();
    prefetchDashboard(['CURRENCY_VIEW']);
    await vi.waitFor(() => expect(sent.map((r) => r.path)).toEqual(['/api/quotes/health']));
  });

  it("asks for today's and this month's key figures only when the admin may see the stats", async () => {
    const { sent } = serveApi();
    prefetchDashboard(['STATS']);
    await vi.waitFor(() =>
      expect(sent.map((r) => r.path).sort()).toEqual([
        '/api/stats/counters?period=thisMonth',
        '/api/stats/counters?period=today',
      ]),
    );
  });
});
