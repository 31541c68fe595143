// @vitest-environment happy-dom
import { adminUserSchema } from '@signal-desk/domain/admin';
import { roleSchema } from '@signal-desk/domain/role';
import { cleanup, screen } from '@testing-library/react';
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
});
