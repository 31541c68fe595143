// @vitest-environment happy-dom
import { adminUserSchema } from '@signal-desk/domain/admin';
import { roleSchema } from '@signal-desk/domain/role';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { PATHS } from '../../../shared/paths';
import { endSession, startSession } from '../../../shared/session/session-store';
import { answerData, answerList, serveApi } from '../../../shared/testing/api-server';
import { renderOnRoute } from '../../../shared/testing/render';
import { testAdmin } from '../../../shared/testing/test-admin';
import { AdminEditPage } from './admin-edit-page';

const me = testAdmin({
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a30',
  name: 'Mona Manager',
  nickname: 'mona',
  email: 'mona@example.com',
  permissions: ['ADMIN_MODERATE', 'ADMIN_VIEW', 'SHIFT'],
  effectivePermissions: ['ADMIN_MODERATE', 'ADMIN_VIEW', 'SHIFT'],
  signalsLimit: { shift: 2 },
});

afterEach(() => {
  cleanup();
  endSession();
});

describe('AdminEditPage', () => {
  it('offers no admin form for one’s own account: it points to the profile', async () => {
    startSession({ token: 'token', user: me });
    serveApi(
      answerData('GET', `/api/admin-users/${me._id}`, adminUserSchema, me),
      answerList('/api/roles', roleSchema, []),
    );
    await renderOnRoute({ path: PATHS.adminEdit, component: AdminEditPage, url: `/admins/${me._id}/edit` });

    await screen.findByText(en.admins.ownAccountHint);
    expect(screen.getByRole('link', { name: en.admins.openProfile }).getAttribute('href')).toBe(
      PATHS.profile,
    );
    expect(screen.queryByRole('button', { name: en.common.save })).toBeNull();
    expect(screen.queryByLabelText(en.admins.fields.password)).toBeNull();
  });

  it('shows another admin’s nickname on the public track record once the box is ticked and saved', async () => {
    startSession({ token: 'token', user: me });
    const trader = testAdmin({
      _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a31',
      name: 'Tina Trader',
      nickname: 'tina',
      email: 'tina@example.com',
      permissions: ['SHIFT'],
      effectivePermissions: ['SHIFT'],
    });
    const api = serveApi(
      answerData('GET', `/api/admin-users/${trader._id}`, adminUserSchema, trader),
      answerData('PUT', `/api/admin-users/${trader._id}`, adminUserSchema, {
        ...trader,
        trackRecordPublic: true,
      }),
      answerList('/api/roles', roleSchema, []),
    );
    const user = userEvent.setup();
    await renderOnRoute({
      path: PATHS.adminEdit,
      component: AdminEditPage,
      url: `/admins/${trader._id}/edit`,
    });

    const optIn = await screen.findByRole('checkbox', { name: en.admins.fields.trackRecordPublic });
    expect((optIn as HTMLInputElement).checked).toBe(false);
    await user.click(optIn);
    await user.click(screen.getByRole('button', { name: en.common.save }));

    await waitFor(() => expect(api.sent.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(api.sent.find((r) => r.method === 'PUT')?.body).toMatchObject({ trackRecordPublic: true });
  });
});
