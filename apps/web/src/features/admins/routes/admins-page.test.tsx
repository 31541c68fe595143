// @vitest-environment happy-dom
import { type AdminUser, adminUserSchema } from '@signal-desk/domain/admin';
import { listOf } from '@signal-desk/domain/http';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { PATHS } from '../../../shared/paths';
import { endSession, startSession } from '../../../shared/session/session-store';
import { answer, answerList, type SentRequest, serveApi } from '../../../shared/testing/api-server';
import { renderOnRoute } from '../../../shared/testing/render';
import { AdminsPage } from './admins-page';

const admin = (id: string, name: string, permissions: AdminUser['permissions'] = ['ALL']): AdminUser => ({
  _id: id,
  name,
  nickname: name.toLowerCase(),
  email: `${name.toLowerCase()}@example.com`,
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
const me = admin('3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a20', 'Elsa');
const omar = admin('3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a21', 'Omar');

/** Page after page of a long list holding Omar. */
const adminsList = () =>
  answer('GET', '/api/admin-users', listOf(adminUserSchema), (request) => {
    const query = new URL(request.path, 'http://localhost').searchParams;
    return { data: [omar], page: Number(query.get('page')), perPage: 20, total: 45, lastPage: 3 };
  });

const renderAdminsPage = (url: string) => renderOnRoute({ path: PATHS.admins, component: AdminsPage, url });

const adminsRequests = (sent: SentRequest[]) =>
  sent.filter((r) => r.method === 'GET' && r.path.startsWith('/api/admin-users?')).map((r) => r.path);

beforeEach(() => startSession({ token: 'token', user: me }));
afterEach(() => {
  cleanup();
  endSession();
});

describe('AdminsPage', () => {
  it('reads the search and page from the URL', async () => {
    const api = serveApi(adminsList());
    await renderAdminsPage('/admins?search=omar&page=2&perPage=50');

    expect((await screen.findByRole('searchbox', { name: en.admins.search })).getAttribute('value')).toBe(
      'omar',
    );
    await screen.findByText('Omar');
    expect(adminsRequests(api.sent)).toEqual([
      '/api/admin-users?page=2&perPage=50&search=omar&sort=-createdAt',
    ]);
  });

  it('writes the typed search to the URL once typing pauses, back on the first page', async () => {
    const api = serveApi(adminsList());
    const user = userEvent.setup();
    const router = await renderAdminsPage('/admins?page=2');

    await user.type(await screen.findByRole('searchbox', { name: en.admins.search }), 'om');
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'om' }));
    await waitFor(() =>
      expect(adminsRequests(api.sent).at(-1)).toBe(
        '/api/admin-users?page=1&perPage=20&search=om&sort=-createdAt',
      ),
    );
    expect(adminsRequests(api.sent).filter((path) => path.includes('search='))).toHaveLength(1);
  });

  it('sends one’s own row to the profile and offers nothing on admins one may not manage', async () => {
    const manager = admin('3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a22', 'Mona', [
      'ADMIN_MODERATE',
      'ADMIN_VIEW',
      'CHANGE_ACTIVATION_STATUS',
      'REVOKE_ADMIN_SESSION',
      'SHIFT',
    ]);
    const trader = admin('3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a23', 'Tara', ['SHIFT']);
    startSession({ token: 'token', user: manager });
    serveApi(answerList('/api/admin-users', adminUserSchema, [manager, trader, omar]));
    await renderAdminsPage('/admins');
    await screen.findByText('Tara');

    const editLinks = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(editLinks).toEqual([PATHS.adminAdd, PATHS.profile, `/admins/${trader._id}/edit`]);
    expect(screen.getByRole('link', { name: en.admins.editOwn }).getAttribute('href')).toBe(PATHS.profile);
    const active = (name: string) =>
      screen.getByRole('switch', { name: en.admins.activeFor.replace('{{name}}', name) }) as HTMLInputElement;
    expect(active('Mona').disabled).toBe(true);
    expect(active('Tara').disabled).toBe(false);
    // Omar holds ALL: the manager may not edit, deactivate or sign him out (the API refuses it).
    expect(active('Omar').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: en.admins.revoke.replace('{{name}}', 'Omar') })).toBeNull();
  });
});
