// @vitest-environment happy-dom
// The banner editor: publishing new banners, removing published ones, and errors on their banner's field.
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
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4c31',
  app: 'shift',
  order: 0,
  type: 'image',
  hyperlinkUrl: null,
  text: 'Spring offer',
  imageUrl: null,
  backgroundColor: '#FFFFFF',
  translations: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => startSession({ token: 'token', user: editor }));
afterEach(() => {
  cleanup();
  endSession();
});

const card = (number: number) => screen.getByRole('region', { name: `Banner ${number}` });
const fieldOf = (number: number, label: string) =>
  within(card(number)).getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
/** The text under a field: its error, or its hint. */
const helperOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

/** `POST /api/banner` creates the banner sent, with this id. */
const createsBanner = (id: string) =>
  answerData(
    'POST',
    '/api/banner',
    bannerSchema,
    (request) => ({ ...published, ...(request.body as object), _id: id }),
    201,
  );

/** Opens the banners of SHiFT, the published one shown. */
async function openBanners() {
  const user = userEvent.setup();
  await renderOnRoute({ path: PATHS.banners, component: BannersPage, url: '/banners?app=shift' });
  await waitFor(() => expect(fieldOf(1, texts.text).value).toBe('Spring offer'), { timeout: 5000 });
  return user;
}

/** Adds a second banner with these fields (by label) and saves. */
async function addSecondBanner(fill: Record<string, string>) {
  const user = await openBanners();
  await user.click(screen.getByRole('button', { name: texts.add }));
  for (const [label, value] of Object.entries(fill)) await user.type(fieldOf(2, label), value);
  await user.click(screen.getByRole('button', { name: texts.save }));
  return user;
}

describe('BannersPage: publishing', () => {
  it('publishes a new banner after the published one, at the next position', async () => {
    const api = serveApi(
      answerList('/api/banner', bannerSchema, [published]),
      createsBanner('3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4c33'),
    );
    await addSecondBanner({ [texts.text]: 'Summer school' });

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
    await addSecondBanner({ [texts.text]: 'Guaranteed gains' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Banner 2:');
    expect(fieldOf(2, texts.text).value).toBe('Guaranteed gains');
    expect(screen.queryByText(texts.published)).toBeNull();
  });

  it('removes a published banner after asking, and deletes it on save', async () => {
    const api = serveApi(
      answerList('/api/banner', bannerSchema, [published]),
      answerData('DELETE', '/api/banner/:id', z.object({ _id: z.string() }), { _id: published._id }),
    );
    const user = await openBanners();
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

describe('BannersPage: errors on the field of their banner', () => {
  it("shows the form's own error on the second banner's link, and publishes nothing", async () => {
    const api = serveApi(answerList('/api/banner', bannerSchema, [published]));
    await addSecondBanner({ [texts.text]: 'Summer school', [texts.link]: 'summer.example.com' });

    const link = fieldOf(2, texts.link);
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'));
    expect(helperOf(link)).toBe(en.validation.url);
    expect(fieldOf(1, texts.link).getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByRole('alert').textContent).toContain(`Banner 2: ${en.validation.url}`);
    expect(api.sent.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it("puts a refusal of the second banner on that banner's text, until the text changes", async () => {
    const term = 'Guaranteed';
    serveApi(
      answerList('/api/banner', bannerSchema, [published]),
      refuse('POST', '/api/banner', 400, {
        code: 'bad_request',
        reason: 'compliance_warning',
        message: `${en.reasons.compliance_warning}: "${term}" (text)`,
        fields: [
          {
            path: 'text',
            message: `${en.reasons.compliance_warning}: "${term}"`,
            code: 'blacklisted',
            reason: 'compliance_warning',
            term,
          },
        ],
      }),
    );
    const user = await addSecondBanner({ [texts.text]: `${term} gains` });

    const text = fieldOf(2, texts.text);
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
    expect(helperOf(text)).toBe(`${en.reasons.compliance_warning}: “${term}”`);
    expect(fieldOf(1, texts.text).getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByRole('alert').textContent).toContain('Banner 2:');

    await user.clear(text);
    await user.type(text, 'Steady gains');
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('false'));
  });

  it("puts a refusal of a published banner's update on its own field", async () => {
    serveApi(
      answerList('/api/banner', bannerSchema, [published]),
      createsBanner('3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4c32'),
      refuse('PUT', '/api/banner/:id', 400, {
        code: 'bad_request',
        message: 'Invalid input',
        fields: [
          { path: 'hyperlinkUrl', message: 'The URL must begin with http:// or https://', code: 'url' },
        ],
      }),
    );
    const user = await openBanners();
    await user.type(fieldOf(1, texts.link), 'https://example.com/spring');
    await user.click(screen.getByRole('button', { name: texts.add }));
    await user.type(fieldOf(2, texts.text), 'Summer school');
    await user.click(screen.getByRole('button', { name: texts.save }));

    const link = fieldOf(1, texts.link);
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'));
    expect(helperOf(link)).toBe(en.validation.url);
    expect(fieldOf(2, texts.link).getAttribute('aria-invalid')).toBe('false');
    // The second one was created: it is published now, and a new save would only retry the first.
    expect(within(card(2)).queryByText(texts.local)).toBeNull();
  });
});
