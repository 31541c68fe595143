// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { PATHS } from '../../../shared/paths';
import { renderOnRoute } from '../../../shared/testing/render';
import { fakeApi, on } from '../../../shared/testing/render-api';
import { LogOrdersPage } from './log-orders-page';

afterEach(cleanup);

describe('LogOrdersPage', () => {
  it('searches the typed text once typing pauses, without Enter', async () => {
    const api = fakeApi(
      on('GET', '/api/log-statistic/orders', {
        body: { data: [], page: 1, perPage: 50, total: 0, lastPage: 1 },
      }),
      on('GET', '/api/orders/types', { body: { data: [] } }),
      on('GET', '/api/orders/user-name', { body: { data: [] } }),
    );
    const user = userEvent.setup();
    const router = await renderOnRoute({
      path: PATHS.logOrders,
      component: LogOrdersPage,
      url: '/log-orders?page=2',
    });
    await user.type(await screen.findByLabelText(en.delivery.orders.filters.search), 'EURUSD');
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'EURUSD' }));
    await waitFor(() =>
      expect(api.sent.filter((r) => r.path.startsWith('/api/log-statistic/orders?')).at(-1)?.path).toContain(
        'search=EURUSD',
      ),
    );
  });
});
