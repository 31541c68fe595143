// @vitest-environment happy-dom
import { REFUSAL_MESSAGES } from '@signal-desk/domain/http';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../locales/en';
import { ApiError } from '../../../shared/api/api-error';
import { renderWithApp } from '../../../shared/testing/render';
import { TotpSetup } from './totp-setup';

const texts = en.twoFactor;
const setup = {
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Signal%20Desk:tester?secret=JBSWY3DPEHPK3PXP',
};

afterEach(cleanup);

async function confirmWith(code: string, onConfirm: (code: string) => Promise<void>) {
  const user = userEvent.setup();
  await renderWithApp(<TotpSetup setup={setup} onConfirm={onConfirm} />);
  expect(screen.getByTestId('totp-secret').textContent).toBe(setup.secret);
  await user.type(screen.getByRole('textbox', { name: texts.code }), code);
  await user.click(screen.getByRole('button', { name: texts.confirmCode }));
}

describe('TotpSetup', () => {
  it('confirms the set-up with the first code, spaces dropped', async () => {
    const onConfirm = vi.fn(async () => {});
    await confirmWith('654 321', onConfirm);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('654321'));
  });

  it('says on the field that a code has six digits, and confirms nothing', async () => {
    const onConfirm = vi.fn(async () => {});
    await confirmWith('65432a', onConfirm);
    const field = screen.getByRole('textbox', { name: texts.code });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(en.validation.codeSixDigits)).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('says a wrong code above the field, and puts a refused field on it', async () => {
    const wrong = ApiError.fromResponse(400, {
      error: { code: 'bad_request', message: REFUSAL_MESSAGES.code_wrong, reason: 'code_wrong' },
    });
    await confirmWith('111111', async () => {
      throw wrong;
    });
    expect((await screen.findByRole('alert')).textContent).toBe(en.reasons.code_wrong);
    cleanup();

    const refused = ApiError.fromResponse(400, {
      error: {
        code: 'bad_request',
        message: 'Invalid input',
        fields: [{ path: 'code', message: 'Enter the 6 digits', code: 'codeSixDigits' }],
      },
    });
    await confirmWith('222222', async () => {
      throw refused;
    });
    const field = screen.getByRole('textbox', { name: texts.code });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
