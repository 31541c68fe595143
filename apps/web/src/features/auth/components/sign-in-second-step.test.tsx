// @vitest-environment happy-dom
import { REFUSAL_MESSAGES } from '@signal-desk/domain/http';
import { sessionGrantSchema } from '@signal-desk/domain/two-factor';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../locales/en';
import { answerData, refuse, serveApi } from '../../../shared/testing/api-server';
import { renderWithApp } from '../../../shared/testing/render';
import { testAdmin } from '../../../shared/testing/test-admin';
import { Enrolment, SecondStep } from './sign-in-second-step';

const texts = en.twoFactor;
const STEP = '/api/auth/login/second-step';
const grant = { token: 'session-token', user: testAdmin() };

afterEach(cleanup);

async function showStep(methods: ('totp' | 'recovery' | 'webauthn')[] = ['totp', 'recovery']) {
  const finish = vi.fn(async () => {});
  const user = userEvent.setup();
  await renderWithApp(
    <SecondStep challengeToken="challenge-1" methods={methods} finish={finish} restart={() => {}} />,
  );
  return { finish, user };
}

const posted = (sent: { method: string; path: string; body: unknown }[]) =>
  sent.filter((r) => r.method === 'POST' && r.path === STEP).map((r) => r.body);

describe('SecondStep', () => {
  it('sends the six digits typed with a space between the groups, and opens the session', async () => {
    const api = serveApi(answerData('POST', STEP, sessionGrantSchema, grant));
    const { finish, user } = await showStep();
    await user.type(screen.getByRole('textbox', { name: texts.code }), '123 456');
    await user.click(screen.getByRole('button', { name: texts.verify }));

    await waitFor(() => expect(finish).toHaveBeenCalledWith(grant));
    expect(posted(api.sent)).toEqual([{ challengeToken: 'challenge-1', method: 'totp', code: '123456' }]);
  });

  it('says on the field that a code has six digits, and sends nothing', async () => {
    const api = serveApi();
    const { finish, user } = await showStep();
    const field = screen.getByRole('textbox', { name: texts.code });
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: texts.verify }));

    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(en.validation.codeSixDigits)).toBeTruthy();
    expect(posted(api.sent)).toEqual([]);
    expect(finish).not.toHaveBeenCalled();
  });

  it('says a wrong code above the form and keeps the step open', async () => {
    serveApi(
      refuse('POST', STEP, 401, {
        code: 'unauthorized',
        message: REFUSAL_MESSAGES.code_wrong,
        reason: 'code_wrong',
      }),
    );
    const { finish, user } = await showStep();
    await user.type(screen.getByRole('textbox', { name: texts.code }), '000000');
    await user.click(screen.getByRole('button', { name: texts.verify }));

    expect((await screen.findByRole('alert')).textContent).toBe(en.reasons.code_wrong);
    expect(finish).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: texts.code })).toBeTruthy();
  });

  it('takes a recovery code instead, in any case and with or without its dash', async () => {
    const api = serveApi(answerData('POST', STEP, sessionGrantSchema, grant));
    const { finish, user } = await showStep();
    await user.type(screen.getByRole('textbox', { name: texts.code }), '12');
    await user.click(screen.getByRole('button', { name: texts.useRecovery }));
    const field = screen.getByRole('textbox', { name: texts.recoveryCode });
    expect((field as HTMLInputElement).value).toBe('');
    await user.type(field, 'ABCDE-12345');
    await user.click(screen.getByRole('button', { name: texts.verify }));

    await waitFor(() => expect(finish).toHaveBeenCalledWith(grant));
    expect(posted(api.sent)).toEqual([
      { challengeToken: 'challenge-1', method: 'recovery', code: 'abcde12345' },
    ]);
  });
});

describe('Enrolment', () => {
  it('asks for the passkey’s name before the browser is asked for a passkey', async () => {
    const api = serveApi();
    const user = userEvent.setup();
    await renderWithApp(
      <Enrolment challengeToken="challenge-1" finish={async () => {}} restart={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: texts.addPasskey }));

    const field = screen.getByRole('textbox', { name: texts.passkeyName });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(en.validation.required)).toBeTruthy();
    expect(api.sent).toEqual([]);
  });
});
