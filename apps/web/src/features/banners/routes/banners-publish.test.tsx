// @vitest-environment happy-dom
import { type Banner, bannerSchema, DEFAULT_BANNER_COLOR } from '@signal-desk/domain/content';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { en } from '../../../locales/en';
import { PATHS } from '../../../shared/paths';
import { endSession, startSession } from '../../../shared/session/session-store';
import { answerData, answerList, refuse, serveApi } from '../../../shared/testing/api-server';
import { renderOnRoute } from '../../../shared/testing/render';
import { testAdmin } from '../../../shared/testing/test-admin';
import { BannersPage } from './banners-page';

const texts = en.content.banners;
const editor = testAdmin({
  permissions: ['BANNER_EDIT_ALL'],
  effectivePermissions: ['BANNER_VIEW_ALL', 'BANNER_EDIT_ALL'],
});
const published: Banner = {
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4c21',
  app: 'shift',
  order: 0,
  type: 'image',
  hyperlinkUrl: null,
  text: 'Spring offer',
  imageUrl: null,
  backgroundColor: '#ffffff',
  translations: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => startSession({ token: 'token', user: editor }));
afterEach(() => {
  cleanup();
  endSession();
});

const textOf = (card: HTMLElement) =>
  within(card).getByRole('textbox', { name: new RegExp(`^${texts.text}`) }) as HTMLInputElement;

async function addBanner(text: string) {
  const user = userEvent.setup();
  await renderOnRoute({ path: PATHS.banners, component: BannersPage, url: '/banners?app=shift' });
  await waitFor(() =>
    expect(textOf(screen.getByRole('region', { name: 'Banner 1' })).value).toBe('Spring offer'),
  );
  await user.click(screen.getByRole('button', { name: texts.add }));
  await user.type(textOf(screen.getByRole('region', { name: 'Banner 2' })), text);
  await user.click(screen.getByRole('button', { name: texts.save }));
  return user;
}

describe('BannersPage: publishing', () => {
  it('publishes a new banner after the published one, at the next position', async () => {
    const api = serveApi(
      answerList('/api/banner', bannerSchema, [published]),
      answerData(
        'POST',
        '/api/banner',
        bannerSchema,
        (request) => ({
          ...published,
          ...(request.body as object),
          _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4c22',
        }),
        201,
      ),
    );
    await addBanner('Summer school');

    expect(await screen.findByText(texts.published)).toBeTruthy();
    expect(api.sent.filter((r) => r.method !== 'GET').map((r) => [r.method, r.body])).toEqual([
      [
        'POST',
        {
          app: 'shift',
          order: 1,
          type: 'image',
          text: 'Summer school',
          hyperlinkUrl: null,
          imageUrl: null,
          backgroundColor: DEFAULT_BANNER_COLOR,
          translations: {},
        },
      ],
    ]);
  });

  it('names the banner the server refused, keeps it to fix, and publishes nothing else', async () => {
    serveApi(
      answerList('/api/banner', bannerSchema, [published]),
      refuse('POST', '/api/banner', 400, {
        code: 'bad_request',
        reason: 'compliance_warning',
        message: 'Compliance warning: please refrain from using such terms',
      }),
    );
    await addBanner('Guaranteed gains');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Banner 2:');
    expect(textOf(screen.getByRole('region', { name: 'Banner 2' })).value).toBe('Guaranteed gains');
    expect(screen.queryByText(texts.published)).toBeNull();
  });

  it('removes a published banner after asking, and deletes it on save', async () => {
    const api = serveApi(
      answerList('/api/banner', bannerSchema, [published]),
      answerData('DELETE', '/api/banner/:id', z.object({ _id: z.string() }), { _id: published._id }),
    );
    const user = userEvent.setup();
    await renderOnRoute({ path: PATHS.banners, component: BannersPage, url: '/banners?app=shift' });
    await waitFor(() =>
      expect(textOf(screen.getByRole('region', { name: 'Banner 1' })).value).toBe('Spring offer'),
    );
    await user.click(screen.getByRole('button', { name: 'Remove banner 1' }));
    await user.click(await screen.findByRole('button', { name: en.common.delete }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Banner 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: texts.save }));

    expect(await screen.findByText(texts.published)).toBeTruthy();
    expect(api.sent.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path])).toEqual([
      ['DELETE', `/api/banner/${published._id}`],
    ]);
  });
});
