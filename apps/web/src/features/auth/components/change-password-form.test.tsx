// @vitest-environment happy-dom
import { adminUserSchema } from '@signal-desk/domain/admin';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { endSession, startSession } from '../../../shared/session/session-store';
import { answerData, refuse, serveApi } from '../../../shared/testing/api-server';
import { renderWithApp } from '../../../shared/testing/render';
import { testAdmin } from '../../../shared/testing/test-admin';
import { ChangePasswordForm } from './change-password-form';

const texts = en.profile;
const me = testAdmin();

beforeEach(() => startSession({ token: 'token', user: me }));
afterEach(() => {
  cleanup();
  endSession();
});

// Password inputs have no role: found by their label.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

async function change(current: string, next: string, confirmation: string) {
  const user = userEvent.setup();
  await renderWithApp(<ChangePasswordForm />);
  await user.type(field(texts.currentPassword), current);
  await user.type(field(texts.newPassword), next);
  await user.type(field(texts.passwordConfirmation), confirmation);
  await user.click(screen.getByRole('button', { name: texts.changePassword }));
}

describe('ChangePasswordForm', () => {
  it('sends the current and the new password, then empties the fields', async () => {
    const api = serveApi(answerData('PUT', '/api/auth/me', adminUserSchema, me));
    await change('Old-Pass1', 'New-Pass2!', 'New-Pass2!');

    expect(await screen.findByText(texts.passwordChanged)).toBeTruthy();
    expect(api.sent.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { currentPassword: 'Old-Pass1', password: 'New-Pass2!', passwordConfirmation: 'New-Pass2!' },
    ]);
    await waitFor(() => expect(field(texts.newPassword).value).toBe(''));
  });

  it('says on the confirmation that the passwords differ, and sends nothing', async () => {
    const api = serveApi();
    await change('Old-Pass1', 'New-Pass2!', 'New-Pass3!');

    await waitFor(() => expect(field(texts.passwordConfirmation).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(en.validation.passwordsMatch)).toBeTruthy();
    expect(api.sent.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('puts a wrong current password on the current password field', async () => {
    serveApi(
      refuse('PUT', '/api/auth/me', 400, {
        code: 'bad_request',
        message: 'Invalid input',
        fields: [
          { path: 'currentPassword', message: 'The current password is wrong', code: 'currentPasswordWrong' },
        ],
      }),
    );
    await change('Wrong-Pass1', 'New-Pass2!', 'New-Pass2!');

    await waitFor(() => expect(field(texts.currentPassword).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(en.validation.currentPasswordWrong)).toBeTruthy();
    expect(field(texts.newPassword).getAttribute('aria-invalid')).toBe('false');
  });
});
