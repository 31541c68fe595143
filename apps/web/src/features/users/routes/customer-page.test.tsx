// @vitest-environment happy-dom
import type { AdminUser } from '@signal-desk/domain/admin';
import {
  type Customer,
  type CustomerDetail,
  customerDetailSchema,
  customerSchema,
  revokeCustomerSessionOutputSchema,
} from '@signal-desk/domain/customers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { PATHS } from '../../../shared/paths';
import { endSession, startSession } from '../../../shared/session/session-store';
import { answerData, answerList, refuse, serveApi } from '../../../shared/testing/api-server';
import { renderOnRoute } from '../../../shared/testing/render';
import { CustomerPage } from './customer-page';

const support = (permissions: AdminUser['permissions']): AdminUser => ({
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a60',
  name: 'Sam Support',
  nickname: 'sam',
  email: 'sam@example.com',
  locale: 'en',
  permissions,
  roles: [],
  effectivePermissions: permissions,
  apiType: null,
  activationStatus: true,
  apiKey: null,
  forexApiKey: null,
  cryptoApiKey: null,
  quoteProvider: 1,
  signalsSent: {},
  signalsLimit: {},
  trackRecordPublic: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const account = (overrides: Partial<Customer>): Customer => ({
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a61',
  legacynumber: 'L00012345',
  fullName: 'Marco García',
  username: 'marco.garcia12345',
  email: 'marco.garcia12345@gmail.com',
  app: 'shift',
  subscriptionType: 'yearly',
  subscriptionExpiry: '2027-03-01T00:00:00.000Z',
  subscriptionActive: true,
  registrationDate: '2025-02-01T10:00:00.000Z',
  lastActivity: '2026-05-01T10:00:00.000Z',
  createdAt: '2025-02-01T10:00:00.000Z',
  traderIds: [],
  ...overrides,
});

const marco: CustomerDetail = {
  ...account({}),
  devices: [
    {
      _id: '17',
      app: 'shift',
      platform: 'ios',
      language: 'es',
      createdAt: '2025-02-01T10:05:00.000Z',
      lastSeenAt: '2026-05-01T10:00:00.000Z',
      invalidatedAt: null,
    },
  ],
  sessions: [
    {
      _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a62',
      ip: '203.0.113.7',
      userAgent: 'SHiFT/5.2 (iPhone; iOS 18.4)',
      createdAt: '2026-04-20T08:00:00.000Z',
      lastSeenAt: '2026-05-01T10:00:00.000Z',
      expiresAt: '2026-07-19T08:00:00.000Z',
    },
  ],
};
const inNfx = account({ _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a63', app: 'nfx', subscriptionActive: false });

function server() {
  return serveApi(
    answerData('GET', `/api/users/${marco._id}`, customerDetailSchema, marco),
    // The page asks only for the other accounts of the same customer.
    refuse('GET', '/api/users', 400, (request) =>
      request.path.includes('legacynumber') ? undefined : { code: 'bad_request', message: 'unexpected' },
    ),
    answerList('/api/users', customerSchema, [marco, inNfx]),
    answerData('POST', `/api/users/${marco._id}/revoke-session`, revokeCustomerSessionOutputSchema, {
      revoked: 1,
    }),
  );
}

const open = () =>
  renderOnRoute({
    path: PATHS.user,
    component: CustomerPage,
    url: `/users/${marco._id}`,
    others: { [PATHS.users]: () => <p>The list</p> },
  });

afterEach(() => {
  cleanup();
  endSession();
});

describe('CustomerPage', () => {
  it('shows the customer, their other accounts, devices and sessions', async () => {
    startSession({ token: 'token', user: support(['USERS_VIEW', 'SHIFT']) });
    const api = server();
    await open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Marco García' })).toBeTruthy();
    const accountPart = screen.getByRole('region', { name: en.customers.customer.account });
    expect(within(accountPart).getByText('L00012345')).toBeTruthy();
    expect(within(accountPart).getByText('marco.garcia12345@gmail.com')).toBeTruthy();

    const others = screen.getByRole('region', { name: en.customers.customer.otherAccounts });
    const link = await within(others).findByRole('link', { name: 'NFX: @marco.garcia12345' });
    expect(link.getAttribute('href')).toBe(`/users/${inNfx._id}`);
    expect(within(others).queryByText('SHiFT: @marco.garcia12345')).toBeNull();
    expect(api.sent.find((r) => r.path.startsWith('/api/users?'))?.path).toContain(
      encodeURIComponent(JSON.stringify({ legacynumber: 'L00012345' })),
    );

    const devices = screen.getByRole('region', { name: en.customers.customer.devices });
    expect(within(devices).getByText('iOS · Español · SHiFT')).toBeTruthy();
    expect(within(devices).getByText(en.customers.customer.receivesPushes)).toBeTruthy();
    const sessions = screen.getByRole('region', { name: en.customers.customer.sessions });
    expect(within(sessions).getByText('SHiFT/5.2 (iPhone; iOS 18.4)')).toBeTruthy();
    expect(within(sessions).getByText(/IP 203\.0\.113\.7/)).toBeTruthy();
    // No push without the permission to send one.
    expect(screen.queryByRole('button', { name: en.customers.customer.push })).toBeNull();
  });

  it('signs the customer out after asking, and offers a push to whoever may send one', async () => {
    startSession({ token: 'token', user: support(['USERS_VIEW', 'NOTIFICATIONS_MODERATE', 'SHIFT']) });
    const api = server();
    const user = userEvent.setup();
    await open();

    await user.click(await screen.findByRole('button', { name: en.customers.users.revokeAction }));
    const dialog = await screen.findByRole('dialog', { name: en.customers.users.revokeTitle });
    await user.click(within(dialog).getByRole('button', { name: en.customers.users.revokeAction }));
    await waitFor(() =>
      expect(
        api.sent.some((r) => r.method === 'POST' && r.path === `/api/users/${marco._id}/revoke-session`),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: en.customers.customer.push }));
    expect(
      await screen.findByRole('dialog', {
        name: en.customers.users.pushTitle.replace('{{name}}', 'Marco García'),
      }),
    ).toBeTruthy();
  });
});
