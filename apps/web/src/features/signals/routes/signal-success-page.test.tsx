// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '../../../shared/paths';
import { endSession, startSession } from '../../../shared/session/session-store';
import { renderOnRoute } from '../../../shared/testing/render';
import { testAdmin } from '../../../shared/testing/test-admin';
import { SignalSuccessPage } from './signal-success-page';

const me = testAdmin({
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a20',
  name: 'Olivia',
  nickname: 'olivia',
  email: 'olivia@example.com',
  permissions: ['ALL'],
  effectivePermissions: ['ALL'],
  signalsSent: { shift: 1 },
  signalsLimit: { shift: 10 },
});
const ID = '8d2b6c1e-4f3a-4b5c-9d6e-7f8091a2b3c4';

beforeEach(() => startSession({ token: 'token', user: me }));
afterEach(() => {
  cleanup();
  endSession();
});

describe('SignalSuccessPage', () => {
  it('links the sent idea’s id to its page', async () => {
    await renderOnRoute({
      path: PATHS.signalCreationSuccess,
      component: SignalSuccessPage,
      url: `${PATHS.signalCreationSuccess}?app=shift&id=EURUSD-0042&signal=${ID}`,
      others: { [PATHS.signal]: () => null },
    });
    const link = await screen.findByRole('link', { name: 'EURUSD-0042' });
    expect(link.getAttribute('href')).toBe(PATHS.signal.replace('$id', ID));
    expect(link.closest('h2')?.textContent).toBe('EURUSD-0042 was sent.');
  });
});
