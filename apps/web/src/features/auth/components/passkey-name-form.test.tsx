// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../locales/en';
import { ApiError } from '../../../shared/api/api-error';
import { renderWithApp } from '../../../shared/testing/render';
import { PasskeyNameForm } from './passkey-name-form';

const texts = en.twoFactor;

afterEach(cleanup);

async function showForm(onSave: (name: string) => Promise<unknown>, defaultName?: string) {
  const onFailure = vi.fn();
  const user = userEvent.setup();
  await renderWithApp(
    <PasskeyNameForm defaultName={defaultName} submitLabel="Save" onSave={onSave} onFailure={onFailure} />,
  );
  return {
    onFailure,
    user,
    field: screen.getByRole('textbox', { name: texts.passkeyName }) as HTMLInputElement,
  };
}

describe('PasskeyNameForm', () => {
  it('saves the name trimmed, then empties the field', async () => {
    const onSave = vi.fn(async () => {});
    const { user, field } = await showForm(onSave);
    await user.type(field, '  Work laptop ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Work laptop'));
    await waitFor(() => expect(field.value).toBe(''));
  });

  it('refuses an empty name on the field, and saves nothing', async () => {
    const onSave = vi.fn(async () => {});
    const { user, field } = await showForm(onSave, 'Phone');
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(en.validation.required)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('puts the server’s refusal of the name on the field, and hands any other failure to the caller', async () => {
    const refusal = ApiError.fromResponse(400, {
      error: {
        code: 'bad_request',
        message: 'Invalid input',
        fields: [{ path: 'name', message: 'At most 60 characters', code: 'tooLong60' }],
      },
    });
    const { onFailure, user, field } = await showForm(async () => {
      throw refusal;
    });
    await user.type(field, 'Phone');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(en.validation.tooLong60)).toBeTruthy();
    expect(onFailure).not.toHaveBeenCalled();
    cleanup();

    const cancelled = new DOMException('The operation was cancelled', 'NotAllowedError');
    const other = await showForm(async () => {
      throw cancelled;
    });
    await other.user.type(other.field, 'Phone');
    await other.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(other.onFailure).toHaveBeenCalledWith(cancelled));
    expect(other.field.getAttribute('aria-invalid')).toBe('false');
  });
});
