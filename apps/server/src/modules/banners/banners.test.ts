import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const banner = (extra: Record<string, unknown> = {}) => ({
  app: 'shift',
  order: 1,
  text: 'Trade the news with us',
  hyperlinkUrl: 'https://example.com/promo',
  imageUrl: 'https://cdn.example.com/b.png',
  ...extra,
});

describe('banners', () => {
  it('creates, lists by ascending order, updates and deletes, with the activity log', async () => {
    const token = t.rootToken;
    const second = await t.call('POST', '/api/banner', { token, body: banner({ order: 2 }) });
    const first = await t.call('POST', '/api/banner', { token, body: banner({ order: 0, text: 'First' }) });
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({ type: 'image', backgroundColor: '#FFFFFF', translations: {} });
    const list = await t.call('GET', '/api/banner?app=shift', { token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((b: { _id: string }) => b._id)).toEqual([
      first.body.data._id,
      second.body.data._id,
    ]);
    const put = await t.call('PUT', `/api/banner/${first.body.data._id}`, {
      token,
      body: banner({ order: 3, text: 'First', backgroundColor: '#00ff00' }),
    });
    expect(put.status).toBe(200);
    expect(put.body.data.backgroundColor).toBe('#00FF00');
    const del = await t.call('DELETE', `/api/banner/${second.body.data._id}`, { token });
    expect(del.status).toBe(200);
    expect((await t.call('GET', '/api/banner?app=shift', { token })).body.total).toBe(1);
    expect(await t.count("activity_log where kind like 'banner %'")).toBe(4);
  });

  it('validates text words, link and colour', async () => {
    const fifteen = Array.from({ length: 15 }, (_, i) => `w${i}`).join(' ');
    const res = await t.call('POST', '/api/banner', {
      token: t.rootToken,
      body: banner({ text: fifteen, hyperlinkUrl: 'javascript:alert(1)', backgroundColor: 'red' }),
    });
    expect(res.status).toBe(400);
    const codes = Object.fromEntries(
      res.body.error.fields.map((f: { path: string; code: string }) => [f.path, f.code]),
    );
    expect(codes).toMatchObject({ text: 'bannerWords', hyperlinkUrl: 'url', backgroundColor: 'color' });
    const fourteen = Array.from({ length: 14 }, (_, i) => `w${i}`).join(' ');
    expect(
      (await t.call('POST', '/api/banner', { token: t.rootToken, body: banner({ text: fourteen }) })).status,
    ).toBe(201);
    expect(
      (await t.call('POST', '/api/banner', { token: t.rootToken, body: banner({ app: 'mira' }) })).status,
    ).toBe(400);
  });

  it('refuses an empty banner (no image, no text) on create and update, writing nothing', async () => {
    const token = t.rootToken;
    const saved = (await t.call('POST', '/api/banner', { token, body: banner({ order: 5 }) })).body.data;
    const banners = await t.count('banners');
    const logs = await t.count('activity_log');
    const empty = { text: '   ', imageUrl: null, hyperlinkUrl: 'https://example.com/promo' };
    for (const [method, url] of [
      ['POST', '/api/banner'],
      ['PUT', `/api/banner/${saved._id}`],
    ] as const) {
      const answer = await t.call(method, url, { token, body: banner({ order: 5, ...empty }) });
      expect(answer.status, method).toBe(400);
      expect(answer.body.error.fields).toEqual([
        { path: 'text', message: 'Add an image or a text', code: 'bannerEmpty' },
      ]);
    }
    const noText = await t.call('POST', '/api/banner', { token, body: { app: 'shift', order: 6 } });
    expect(noText.status).toBe(400);
    expect(await t.count('banners')).toBe(banners);
    expect(await t.count('activity_log')).toBe(logs);
    // Either one is a banner.
    expect((await t.call('POST', '/api/banner', { token, body: banner({ text: '' }) })).status).toBe(201);
    expect((await t.call('POST', '/api/banner', { token, body: banner({ imageUrl: null }) })).status).toBe(
      201,
    );
  });

  it('checks the per-app banner permissions', async () => {
    const viewer = await t.adminWith(['BANNER_VIEW_NFX']);
    const shiftEditor = await t.adminWith(['BANNER_EDIT_SHIFT']);
    expect((await t.call('GET', '/api/banner?app=nfx', { token: viewer.token })).status).toBe(200);
    expect((await t.call('GET', '/api/banner?app=shift', { token: viewer.token })).status).toBe(403);
    const denied = await t.call('POST', '/api/banner', { token: viewer.token, body: banner({ app: 'nfx' }) });
    expect(denied.status).toBe(403);
    const wrongApp = await t.call('POST', '/api/banner', {
      token: shiftEditor.token,
      body: banner({ app: 'titan' }),
    });
    expect(wrongApp.status).toBe(403);
    expect(wrongApp.body.error).toMatchObject({
      reason: 'banners_not_allowed',
      message: 'You are not allowed to edit banners',
    });
    const own = await t.call('POST', '/api/banner', { token: shiftEditor.token, body: banner() });
    expect(own.status).toBe(201);
    const root = await t.call('POST', '/api/banner', { token: t.rootToken, body: banner({ app: 'relic' }) });
    const moveAway = await t.call('PUT', `/api/banner/${root.body.data._id}`, {
      token: shiftEditor.token,
      body: banner(),
    });
    expect(moveAway.status).toBe(403);
    expect(
      (await t.call('DELETE', `/api/banner/${root.body.data._id}`, { token: shiftEditor.token })).status,
    ).toBe(403);
  });

  it('refuses a changed text whose translations stayed the same', async () => {
    const token = t.rootToken;
    const created = await t.call('POST', '/api/banner', {
      token,
      body: banner({ text: 'Hello', translations: { fr: { text: 'Bonjour' } } }),
    });
    const id = created.body.data._id;
    const stale = await t.call('PUT', `/api/banner/${id}`, {
      token,
      body: banner({ text: 'Good day', translations: { fr: { text: 'Bonjour' } } }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.reason).toBe('translations_outdated');
    expect(stale.body.error.fields[0].path).toBe('translations.fr.text');
    const fresh = await t.call('PUT', `/api/banner/${id}`, {
      token,
      body: banner({ text: 'Good day', translations: { fr: { text: 'Bonne journée' } } }),
    });
    expect(fresh.status).toBe(200);
    expect(
      (await t.call('PUT', '/api/banner/00000000-0000-4000-8000-000000000000', { token, body: banner() }))
        .status,
    ).toBe(404);
  });
});
