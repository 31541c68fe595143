// @vitest-environment happy-dom
import { orderReportSchema } from '@signal-desk/domain/partner';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { en } from '../../../locales/en';
import { PATHS } from '../../../shared/paths';
import { answerData, answerList, serveApi } from '../../../shared/testing/api-server';
import { renderOnRoute } from '../../../shared/testing/render';
import { LogOrdersPage } from './log-orders-page';

afterEach(cleanup);

describe('LogOrdersPage', () => {
  it('searches the typed text once typing pauses, without Enter', async () => {
    const api = serveApi(
      answerList('/api/log-statistic/orders', orderReportSchema, []),
      answerData('GET', '/api/orders/types', z.array(z.string()), []),
      answerData('GET', '/api/orders/user-name', z.array(z.string()), []),
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
