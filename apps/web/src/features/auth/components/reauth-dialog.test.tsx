// @vitest-environment happy-dom
import type { ReauthInput } from '@signal-desk/domain/two-factor';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../locales/en';
import { renderWithApp } from '../../../shared/testing/render';
import { ReauthDialog } from './reauth-dialog';

const texts = en.twoFactor;

afterEach(cleanup);

async function openDialog() {
  const onConfirm = vi.fn<(reauth: ReauthInput) => void>();
  const user = userEvent.setup();
  await renderWithApp(
    <ReauthDialog
      open
      title="Remove the authenticator app?"
      message="Its codes will no longer sign you in."
      confirmLabel="Remove"
      withCode
      busy={false}
      error={null}
      onConfirm={onConfirm}
      onClose={() => {}}
    />,
  );
  return { onConfirm, user, password: screen.getByLabelText(texts.currentPassword) as HTMLInputElement };
}

describe('ReauthDialog', () => {
  it('asks for the password or a code before confirming anything', async () => {
    const { onConfirm, user, password } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(en.validation.reauthRequired)).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the password when one is typed', async () => {
    const { onConfirm, user, password } = await openDialog();
    await user.type(password, 'Right-Pass1');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
    expect(onConfirm.mock.calls[0]?.[0]).toEqual({ password: 'Right-Pass1' });
  });

  it('confirms with a current code, and refuses one that is not six digits on its field', async () => {
    const { onConfirm, user } = await openDialog();
    const code = screen.getByRole('textbox', { name: texts.orCurrentCode });
    await user.type(code, '1234');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(code, '56');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
    expect(onConfirm.mock.calls[0]?.[0]).toEqual({ code: '123456' });
  });
});
