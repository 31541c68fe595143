// @vitest-environment happy-dom
import { roleSchema } from '@signal-desk/domain/role';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { PATHS } from '../../../shared/paths';
import { endSession, startSession } from '../../../shared/session/session-store';
import { answerData, refuse, serveApi } from '../../../shared/testing/api-server';
import { renderOnRoute } from '../../../shared/testing/render';
import { testAdmin } from '../../../shared/testing/test-admin';
import { RoleAddPage } from './role-add-page';

const texts = en.roles;
const manager = testAdmin({
  permissions: ['SIGNALS_VIEW', 'STATS'],
  effectivePermissions: ['SIGNALS_VIEW', 'STATS'],
});

beforeEach(() => startSession({ token: 'token', user: manager }));
afterEach(() => {
  cleanup();
  endSession();
});

async function openPage() {
  const user = userEvent.setup();
  await renderOnRoute({
    path: PATHS.roleAdd,
    component: RoleAddPage,
    url: PATHS.roleAdd,
    others: { [PATHS.roles]: () => <p>Roles list</p> },
  });
  return user;
}
const nameField = () => screen.findByRole('textbox', { name: new RegExp(`^${texts.fields.name}`) });

describe('RoleAddPage', () => {
  it('creates a role with the permissions ticked, and only those the manager holds can be ticked', async () => {
    const api = serveApi(
      answerData(
        'POST',
        '/api/roles',
        roleSchema,
        {
          _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4f21',
          name: 'Analysts',
          permissions: ['SIGNALS_VIEW', 'STATS'],
          requireTwoFactor: false,
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
        201,
      ),
    );
    const user = await openPage();
    await user.type(await nameField(), 'Analysts');
    expect(
      (screen.getByRole('checkbox', { name: en.permissions.names.SUPER_ADMIN }) as HTMLInputElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: en.permissions.names.SIGNALS_VIEW }));
    await user.click(screen.getByRole('checkbox', { name: en.permissions.names.STATS }));
    await user.click(screen.getByRole('button', { name: en.common.save }));

    expect(await screen.findByText('Roles list')).toBeTruthy();
    expect(await screen.findByText(texts.created)).toBeTruthy();
    expect(api.sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { name: 'Analysts', permissions: ['SIGNALS_VIEW', 'STATS'], requireTwoFactor: false },
    ]);
  });

  it('asks for at least one permission and sends nothing', async () => {
    const api = serveApi();
    const user = await openPage();
    await user.type(await nameField(), 'Analysts');
    await user.click(screen.getByRole('button', { name: en.common.save }));

    expect(await screen.findByText(en.validation.permissionsRequired)).toBeTruthy();
    expect(api.sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('says on the name field that the name is taken', async () => {
    serveApi(refuse('POST', '/api/roles', 409, { code: 'conflict', message: 'Role name already in use' }));
    const user = await openPage();
    await user.type(await nameField(), 'Analysts');
    await user.click(screen.getByRole('checkbox', { name: en.permissions.names.STATS }));
    await user.click(screen.getByRole('button', { name: en.common.save }));

    const name = await nameField();
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(texts.nameTaken)).toBeTruthy();
    expect(screen.queryByText('Roles list')).toBeNull();
  });
});
