// @vitest-environment happy-dom
import { type ErrorBody, REFUSAL_MESSAGES } from '@signal-desk/domain/http';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fr } from '../../../locales/fr';
import { refuse, serveApi } from '../../../shared/testing/api-server';
import { renderWithApp } from '../../../shared/testing/render';
import { SignInPage } from './signin-page';

afterEach(cleanup);

/** Signs in against a login that refuses with `status` and `error`. */
async function signInRefused(status: number, error: ErrorBody['error'], locale: 'en' | 'fr' = 'en') {
  serveApi(refuse('POST', '/api/auth/login', status, error));
  const onSignedIn = vi.fn();
  const user = userEvent.setup();
  await renderWithApp(<SignInPage onSignedIn={onSignedIn} />, { locale });
  await user.type(screen.getByLabelText(/email|e-mail/i), 'former@example.com');
  await user.type(screen.getByLabelText(/password|mot de passe/i), 'Right-Pass1');
  await user.click(screen.getByRole('button', { name: locale === 'fr' ? fr.signin.submit : 'Sign in' }));
  return { alert: await screen.findByRole('alert'), onSignedIn };
}

describe('SignInPage', () => {
  it('says the account is deactivated when the server says so (the password was right)', async () => {
    const deactivated: ErrorBody['error'] = {
      code: 'forbidden',
      message: REFUSAL_MESSAGES.account_deactivated,
      reason: 'account_deactivated',
    };
    const { alert, onSignedIn } = await signInRefused(403, deactivated);
    expect(alert.textContent).toBe('This account is deactivated: ask an administrator to activate it again');
    expect(onSignedIn).not.toHaveBeenCalled();
    cleanup();
    const inFrench = await signInRefused(403, deactivated, 'fr');
    expect(inFrench.alert.textContent).toBe(fr.signin.accountDeactivated);
  });

  it('keeps one answer for a wrong password', async () => {
    const { alert } = await signInRefused(401, {
      code: 'unauthorized',
      message: 'Invalid email or password',
    });
    expect(alert.textContent).toBe('Invalid email or password');
  });
});
