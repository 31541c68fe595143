// @vitest-environment happy-dom
import { bannerSchema } from '@signal-desk/domain/content';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { PATHS } from '../../../shared/paths';
import { endSession, startSession } from '../../../shared/session/session-store';
import { answerList, serveApi } from '../../../shared/testing/api-server';
import { renderOnRoute } from '../../../shared/testing/render';
import { testAdmin } from '../../../shared/testing/test-admin';
import { BannersPage } from './banners-page';

const me = testAdmin({
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a40',
  name: 'Elsa',
  nickname: 'elsa',
  email: 'elsa@example.com',
  permissions: ['BANNER_EDIT_ALL'],
  effectivePermissions: ['BANNER_VIEW_ALL', 'BANNER_EDIT_ALL'],
  signalsLimit: {},
  trackRecordPublic: false,
});

beforeEach(() => startSession({ token: 'token', user: me }));
afterEach(() => {
  cleanup();
  endSession();
});

describe('BannersPage: an empty banner', () => {
  it('shows a field error on a banner with neither image nor text and publishes nothing', async () => {
    const api = serveApi(answerList('/api/banner', bannerSchema, []));
    const user = userEvent.setup();
    await renderOnRoute({ path: PATHS.banners, component: BannersPage, url: '/banners?app=shift' });

    await screen.findByText(en.content.banners.empty);
    await user.click(screen.getByRole('button', { name: en.content.banners.add }));
    await user.click(screen.getByRole('button', { name: en.content.banners.save }));

    const card = screen.getByRole('region', { name: 'Banner 1' });
    const text = within(card).getByRole('textbox', { name: en.content.banners.text });
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(within(card).getByText(en.validation.bannerEmpty)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Banner 1: Add an image or a text');
    expect(api.sent.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
