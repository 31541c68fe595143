// @vitest-environment happy-dom
import { REFUSAL_MESSAGES } from '@signal-desk/domain/http';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fr } from '../../../locales/fr';
import { renderWithApp } from '../../../shared/testing/render';
import { type FakeAnswer, fakeApi, on } from '../../../shared/testing/render-api';
import { SignInPage } from './signin-page';

afterEach(cleanup);

async function signInAnswered(answer: FakeAnswer, locale: 'en' | 'fr' = 'en') {
  fakeApi(on('POST', '/api/auth/login', answer));
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
    const deactivated = {
      status: 403,
      body: {
        error: {
          code: 'forbidden',
          message: REFUSAL_MESSAGES.account_deactivated,
          reason: 'account_deactivated',
        },
      },
    };
    const { alert, onSignedIn } = await signInAnswered(deactivated);
    expect(alert.textContent).toBe('This account is deactivated: ask an administrator to activate it again');
    expect(onSignedIn).not.toHaveBeenCalled();
    cleanup();
    const inFrench = await signInAnswered(deactivated, 'fr');
    expect(inFrench.alert.textContent).toBe(fr.signin.accountDeactivated);
  });

  it('keeps one answer for a wrong password', async () => {
    const { alert } = await signInAnswered({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Invalid email or password' } },
    });
    expect(alert.textContent).toBe('Invalid email or password');
  });
});
