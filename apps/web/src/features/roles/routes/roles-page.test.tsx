// @vitest-environment happy-dom
import { listOf } from '@signal-desk/domain/http';
import { type Role, roleSchema } from '@signal-desk/domain/role';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { PATHS } from '../../../shared/paths';
import { answer, type SentRequest, serveApi } from '../../../shared/testing/api-server';
import { renderOnRoute } from '../../../shared/testing/render';
import { RolesPage } from './roles-page';

const editor: Role = {
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a31',
  name: 'Editor',
  permissions: [],
  requireTwoFactor: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** Page after page of a long list holding `editor`. */
const rolesList = () =>
  answer('GET', '/api/roles', listOf(roleSchema), (request) => {
    const query = new URL(request.path, 'http://localhost').searchParams;
    return { data: [editor], page: Number(query.get('page')), perPage: 20, total: 45, lastPage: 3 };
  });

const renderRolesPage = (url: string) => renderOnRoute({ path: PATHS.roles, component: RolesPage, url });

const rolesRequests = (sent: SentRequest[]) =>
  sent.filter((r) => r.method === 'GET' && r.path.startsWith('/api/roles?')).map((r) => r.path);

afterEach(cleanup);

describe('RolesPage', () => {
  it('reads the search and page from the URL', async () => {
    const api = serveApi(rolesList());
    await renderRolesPage('/roles?search=Edi&page=2');

    expect((await screen.findByRole('searchbox', { name: en.roles.search })).getAttribute('value')).toBe(
      'Edi',
    );
    await screen.findByText('Editor');
    expect(rolesRequests(api.sent)).toEqual(['/api/roles?page=2&perPage=20&search=Edi&sort=-createdAt']);
  });

  it('writes the typed search to the URL once typing pauses, back on the first page', async () => {
    const api = serveApi(rolesList());
    const user = userEvent.setup();
    const router = await renderRolesPage('/roles?page=3');

    await user.type(await screen.findByRole('searchbox', { name: en.roles.search }), 'Edi');
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'Edi' }));
    await waitFor(() =>
      expect(rolesRequests(api.sent).at(-1)).toBe('/api/roles?page=1&perPage=20&search=Edi&sort=-createdAt'),
    );
    // Only the settled text is searched, not each keystroke.
    expect(rolesRequests(api.sent).filter((path) => path.includes('search='))).toHaveLength(1);
  });

  it('keeps the page and page size in the URL', async () => {
    serveApi(rolesList());
    const user = userEvent.setup();
    const router = await renderRolesPage('/roles?search=Edi');

    await screen.findByText('Editor');
    await user.click(screen.getByRole('button', { name: en.list.nextPage }));
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'Edi', page: 2 }));
    await user.click(screen.getByRole('combobox', { name: en.list.rowsPerPage }));
    await user.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'Edi', perPage: 50 }));
  });
});
