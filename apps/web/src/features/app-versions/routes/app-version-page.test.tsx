// @vitest-environment happy-dom
import { appVersionsSchema } from '@signal-desk/domain/content';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { endSession, startSession } from '../../../shared/session/session-store';
import { answerData, refuse, serveApi } from '../../../shared/testing/api-server';
import { renderWithApp } from '../../../shared/testing/render';
import { testAdmin } from '../../../shared/testing/test-admin';
import { AppVersionPage } from './app-version-page';

const SAVED = {
  ios: { version: '2.4.1', isNeedUpdate: false, date: '2026-05-01T00:00:00.000Z' },
  android: null,
};
const moderator = testAdmin({
  permissions: ['APP_VERSION_MODERATE'],
  effectivePermissions: ['APP_VERSION_MODERATE'],
});
const texts = en.content.appVersion;

const section = (device: 'ios' | 'android') => within(screen.getByRole('region', { name: texts[device] }));
const versionField = (device: 'ios' | 'android') =>
  section(device).getByRole('textbox', { name: texts.version }) as HTMLInputElement;

afterEach(() => {
  cleanup();
  endSession();
});

describe('AppVersionPage', () => {
  it('shows the saved versions and sends only the devices with a version', async () => {
    startSession({ token: 'token', user: moderator });
    const api = serveApi(
      answerData('GET', '/api/app-version', appVersionsSchema, SAVED),
      answerData('POST', '/api/app-version', appVersionsSchema, {
        ...SAVED,
        ios: { version: '2.5.0', isNeedUpdate: true, date: '2026-06-01T00:00:00.000Z' },
      }),
    );
    const user = userEvent.setup();
    await renderWithApp(<AppVersionPage />);

    await waitFor(() => expect(versionField('ios').value).toBe('2.4.1'));
    await user.clear(versionField('ios'));
    await user.type(versionField('ios'), '2.5.0');
    await user.click(section('ios').getByRole('switch', { name: texts.needUpdate }));
    await user.click(screen.getByRole('button', { name: en.common.save }));

    expect(await screen.findByText(texts.saved)).toBeTruthy();
    expect(api.sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { ios: { version: '2.5.0', isNeedUpdate: true } },
    ]);
  });

  it('puts a malformed version on its own device field and sends nothing', async () => {
    startSession({ token: 'token', user: moderator });
    const api = serveApi(answerData('GET', '/api/app-version', appVersionsSchema, SAVED));
    const user = userEvent.setup();
    await renderWithApp(<AppVersionPage />);

    await waitFor(() => expect(versionField('ios').value).toBe('2.4.1'));
    await user.type(versionField('android'), 'two');
    await user.click(screen.getByRole('button', { name: en.common.save }));

    await waitFor(() => expect(versionField('android').getAttribute('aria-invalid')).toBe('true'));
    expect(section('android').getByText(en.validation.version)).toBeTruthy();
    expect(versionField('ios').getAttribute('aria-invalid')).toBe('false');
    expect(api.sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('places the server’s field error on the field it names', async () => {
    startSession({ token: 'token', user: moderator });
    serveApi(
      answerData('GET', '/api/app-version', appVersionsSchema, SAVED),
      refuse('POST', '/api/app-version', 400, {
        code: 'bad_request',
        message: 'Invalid input',
        fields: [{ path: 'ios.version', message: 'Enter a version', code: 'version' }],
      }),
    );
    const user = userEvent.setup();
    await renderWithApp(<AppVersionPage />);

    await waitFor(() => expect(versionField('ios').value).toBe('2.4.1'));
    await user.click(screen.getByRole('button', { name: en.common.save }));

    await waitFor(() => expect(versionField('ios').getAttribute('aria-invalid')).toBe('true'));
    expect(section('ios').getByText(en.validation.version)).toBeTruthy();
  });
});
