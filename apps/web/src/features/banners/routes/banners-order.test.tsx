// @vitest-environment happy-dom
import { type Banner, bannerSchema } from '@signal-desk/domain/content';
import { languagesSchema } from '@signal-desk/domain/translation';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../locales/en';
import { PATHS } from '../../../shared/paths';
import { endSession, startSession } from '../../../shared/session/session-store';
import { answerData, answerList, serveApi } from '../../../shared/testing/api-server';
import { stackInDocumentOrder } from '../../../shared/testing/layout';
import { renderOnRoute } from '../../../shared/testing/render';
import { answerSettings } from '../../../shared/testing/settings';
import { testAdmin } from '../../../shared/testing/test-admin';
import { BannersPage } from './banners-page';

const me = testAdmin({
  permissions: ['BANNER_EDIT_ALL'],
  effectivePermissions: ['BANNER_VIEW_ALL', 'BANNER_EDIT_ALL'],
});
const bannerOf = (order: number, text: string): Banner => ({
  _id: `3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4c0${order}`,
  app: 'shift',
  order,
  type: 'image',
  hyperlinkUrl: null,
  text,
  imageUrl: null,
  backgroundColor: '#ffffff',
  translations: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const spring = bannerOf(0, 'Spring offer');
const summer = bannerOf(1, 'Summer school');
const banners = [spring, summer, bannerOf(2, 'Autumn webinar')];

afterEach(() => {
  cleanup();
  endSession();
  vi.restoreAllMocks();
});

const textOf = (number: number) =>
  (
    within(screen.getByRole('region', { name: `Banner ${number}` })).getByRole('textbox', {
      name: new RegExp(`^${en.content.banners.text}`),
    }) as HTMLInputElement
  ).value;

describe('BannersPage: reordering', () => {
  it('moves a banner down with the keyboard (space, arrow, space) and publishes the new order', async () => {
    startSession({ token: 'token', user: me });
    const api = serveApi(
      answerList('/api/banner', bannerSchema, banners),
      answerData('PUT', '/api/banner/:id', bannerSchema, (request) => ({
        ...spring,
        ...(request.body as object),
        _id: request.path.split('/').at(-1) as string,
      })),
      answerData('GET', '/api/languages/list', languagesSchema, {
        languages: [{ code: 'en', name: 'English' }],
        translation: { available: false, provider: null },
      }),
      answerSettings(),
    );
    stackInDocumentOrder('section[aria-label^="Banner "]');
    const user = userEvent.setup();
    await renderOnRoute({ path: PATHS.banners, component: BannersPage, url: '/banners?app=shift' });
    await waitFor(() => expect(textOf(1)).toBe('Spring offer'));

    screen.getByRole('button', { name: 'Move banner 1' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');

    await waitFor(() => expect(textOf(1)).toBe('Summer school'));
    expect(textOf(2)).toBe('Spring offer');
    expect(textOf(3)).toBe('Autumn webinar');

    await user.click(screen.getByRole('button', { name: en.content.banners.save }));
    expect(await screen.findByText(en.content.banners.published)).toBeTruthy();
    const puts = api.sent.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => [r.path, (r.body as { order: number }).order])).toEqual([
      [`/api/banner/${summer._id}`, 0],
      [`/api/banner/${spring._id}`, 1],
    ]);
  });
});
