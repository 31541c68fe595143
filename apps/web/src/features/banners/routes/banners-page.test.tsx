// @vitest-environment happy-dom
import { type Banner, bannerSchema } from '@signal-desk/domain/content';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { PATHS } from '../../../shared/paths';
import { endSession, startSession } from '../../../shared/session/session-store';
import { answerList, serveApi } from '../../../shared/testing/api-server';
import { renderOnRoute } from '../../../shared/testing/render';
import { testAdmin } from '../../../shared/testing/test-admin';
import { BannersPage } from './banners-page';

const me = testAdmin({
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a33',
  name: 'Bea Banners',
  nickname: 'bea',
  email: 'bea@example.com',
  permissions: ['BANNER_EDIT_ALL'],
  effectivePermissions: ['BANNER_EDIT_ALL'],
  signalsLimit: {},
  trackRecordPublic: false,
});

const banner: Banner = {
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a40',
  app: 'shift',
  order: 0,
  type: 'image',
  hyperlinkUrl: 'https://example.com',
  text: 'Spring offer',
  imageUrl: null,
  backgroundColor: '#ffffff',
  translations: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => {
  cleanup();
  endSession();
});

async function openBanners() {
  startSession({ token: 'token', user: me });
  serveApi(answerList('/api/banner', bannerSchema, [banner]));
  return renderOnRoute({
    path: PATHS.banners,
    component: BannersPage,
    url: '/banners?app=shift',
    others: { '/faq': () => <p>FAQ page</p> },
  });
}

describe('BannersPage', () => {
  it('asks before leaving with unsaved banner edits, and stays when told to', async () => {
    const user = userEvent.setup();
    const router = await openBanners();
    const text = await screen.findByRole('textbox', { name: new RegExp(`^${en.content.banners.text}`) });
    await user.type(text, ' now');

    void router.navigate({ to: '/faq' });
    expect(await screen.findByText(en.content.banners.leave.message)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: en.common.stay }));
    await waitFor(() => expect(screen.queryByText(en.content.banners.leave.message)).toBeNull());
    expect(router.state.location.pathname).toBe('/banners');
    expect((text as HTMLInputElement).value).toBe('Spring offer now');

    // Another app's tab would replace the edits too.
    await user.click(screen.getByRole('tab', { name: en.apps.nfx }));
    expect(await screen.findByText(en.content.banners.leave.message)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: en.common.leave }));
    await waitFor(() => expect(router.state.location.search).toEqual({ app: 'nfx' }));
  });

  it('lets the admin leave without a question when nothing changed', async () => {
    const router = await openBanners();
    await screen.findByRole('textbox', { name: new RegExp(`^${en.content.banners.text}`) });
    await router.navigate({ to: '/faq' });
    expect(await screen.findByText('FAQ page')).toBeTruthy();
    expect(screen.queryByText(en.content.banners.leave.message)).toBeNull();
  });
});
