// @vitest-environment happy-dom
import { signalSettingsSchema } from '@signal-desk/domain/signal-support';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { PATHS } from '../../../shared/paths';
import { endSession, startSession } from '../../../shared/session/session-store';
import { answerData, serveApi } from '../../../shared/testing/api-server';
import { renderOnRoute } from '../../../shared/testing/render';
import { testAdmin } from '../../../shared/testing/test-admin';
import { SignalConstantsPage } from './signal-constants-page';

const me = testAdmin({
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a60',
  name: 'Olivia',
  nickname: 'olivia',
  email: 'olivia@example.com',
  permissions: ['SHIFT', 'SIGNAL_OPEN_FIELDS_MODIFY'],
  effectivePermissions: ['SHIFT', 'SIGNAL_OPEN_FIELDS_MODIFY'],
  signalsLimit: { shift: 10 },
});

beforeEach(() => startSession({ token: 'token', user: me }));
afterEach(() => {
  cleanup();
  endSession();
});

describe('SignalConstantsPage', () => {
  it('saves the defaults with one request on Save', async () => {
    const api = serveApi(
      answerData('GET', '/api/me/signal-settings/shift-1', signalSettingsSchema, {
        key: 'shift-1',
        settings: {},
      }),
      answerData('POST', '/api/me/signal-settings/shift-1', signalSettingsSchema, {
        key: 'shift-1',
        settings: { orderType: 'limit' },
      }),
    );
    await renderOnRoute({
      path: PATHS.signalConstants,
      component: SignalConstantsPage,
      url: `${PATHS.signalConstants}?app=shift&signalType=forex`,
    });
    await userEvent.click(await screen.findByRole('button', { name: en.common.save }));
    await waitFor(() =>
      expect(api.sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
        '/api/me/signal-settings/shift-1',
      ]),
    );
  });
});
