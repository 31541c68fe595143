// @vitest-environment happy-dom
import { REFUSAL_MESSAGES } from '@signal-desk/domain/http';
import { roleSchema } from '@signal-desk/domain/role';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { PATHS } from '../../../shared/paths';
import { endSession, startSession } from '../../../shared/session/session-store';
import { answerList, refuse, serveApi } from '../../../shared/testing/api-server';
import { renderOnRoute } from '../../../shared/testing/render';
import { testAdmin } from '../../../shared/testing/test-admin';
import { AdminAddPage } from './admin-add-page';

const manager = testAdmin({
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a40',
  name: 'Mona Manager',
  nickname: 'mona',
  email: 'mona@example.com',
  permissions: ['ADMIN_MODERATE', 'SHIFT'],
  effectivePermissions: ['ADMIN_MODERATE', 'SHIFT'],
  signalsLimit: { shift: 2 },
});

afterEach(() => {
  cleanup();
  endSession();
});

describe('AdminAddPage', () => {
  it('shows a limit refused beyond the manager’s own on its field', async () => {
    startSession({ token: 'token', user: manager });
    const reason = 'beyond_own_holdings';
    serveApi(
      answerList('/api/roles', roleSchema, []),
      refuse('POST', '/api/admin-users', 403, {
        code: 'forbidden',
        reason,
        message: REFUSAL_MESSAGES[reason],
        fields: [{ path: 'signalsLimit.shift', message: REFUSAL_MESSAGES[reason], reason }],
      }),
    );
    const user = userEvent.setup();
    await renderOnRoute({ path: PATHS.adminAdd, component: AdminAddPage, url: PATHS.adminAdd });

    await user.type(await screen.findByLabelText(new RegExp(`^${en.admins.fields.name}`)), 'Second Desk');
    await user.type(screen.getByLabelText(new RegExp(`^${en.admins.fields.nickname}`)), 'desk2');
    await user.type(screen.getByLabelText(new RegExp(`^${en.admins.fields.email}`)), 'desk2@example.com');
    await user.type(screen.getByLabelText(new RegExp(`^${en.admins.fields.password}`)), 'Strong-Pass1');
    const shift = screen.getByLabelText(en.apps.shift);
    await user.clear(shift);
    await user.type(shift, '100000');
    await user.click(screen.getByRole('button', { name: en.common.save }));

    const field = await screen.findByText(en.reasons[reason], { selector: 'p' });
    expect(field.id).toBe(shift.getAttribute('aria-describedby'));
  });
});
