// @vitest-environment happy-dom
import { type Customer, customerSchema } from '@signal-desk/domain/customers';
import { cappedListOf } from '@signal-desk/domain/http';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PATHS } from '../../../shared/paths';
import { endSession, startSession } from '../../../shared/session/session-store';
import { answer, serveApi } from '../../../shared/testing/api-server';
import { renderOnRoute } from '../../../shared/testing/render';
import { testAdmin } from '../../../shared/testing/test-admin';
import { UsersPage } from './users-page';

const me = testAdmin({
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a70',
  name: 'Sam Support',
  nickname: 'sam',
  email: 'sam@example.com',
  permissions: ['USERS_VIEW', 'SHIFT'],
  effectivePermissions: ['USERS_VIEW', 'SHIFT'],
  signalsLimit: {},
  trackRecordPublic: false,
});

const lucia: Customer = {
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a71',
  legacynumber: 'L00000042',
  fullName: 'Lucía Rodríguez',
  username: 'lucia.rodriguez42',
  email: 'lucia.rodriguez42@proton.me',
  app: 'shift',
  subscriptionType: 'monthly',
  subscriptionExpiry: '2027-01-01T00:00:00.000Z',
  subscriptionActive: true,
  registrationDate: '2025-01-01T00:00:00.000Z',
  lastActivity: '2026-05-01T00:00:00.000Z',
  createdAt: '2025-01-01T00:00:00.000Z',
  traderIds: [],
};

afterEach(() => {
  cleanup();
  endSession();
});

describe('UsersPage', () => {
  it('opens a customer’s page from their row', async () => {
    startSession({ token: 'token', user: me });
    serveApi(
      answer('GET', '/api/users', cappedListOf(customerSchema), {
        data: [lucia],
        page: 1,
        perPage: 20,
        total: 1,
        lastPage: 1,
        totalCapped: false,
      }),
    );
    const user = userEvent.setup();
    const router = await renderOnRoute({
      path: PATHS.users,
      component: UsersPage,
      url: PATHS.users,
      others: { [PATHS.user]: () => <p>Customer page</p> },
    });
    const link = await screen.findByRole('link', { name: 'Lucía Rodríguez' });
    expect(link.getAttribute('href')).toBe(`/users/${lucia._id}`);
    await user.click(link);
    await screen.findByText('Customer page');
    expect(router.state.location.pathname).toBe(`/users/${lucia._id}`);
  });
});
