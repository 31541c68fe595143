import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { multipart, pngOf } from '../../../test-support/upload-files';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await t.adminWith(['FAQ_MODERATE', 'SHIFT', 'NFX'])).token;
});
afterAll(() => t.close());

const category = (extra: Record<string, unknown> = {}) => ({
  title: 'Getting started',
  app: 'shift',
  ...extra,
});

describe('apps pedia (FAQ)', () => {
  it('keeps categories, subcategories and questions; lists questions per category', async () => {
    const top = await t.call('POST', '/api/faq-category', { token, body: category() });
    expect(top.status).toBe(201);
    const sub = await t.call('POST', '/api/faq-category', {
      token,
      body: category({ title: 'Orders', parentId: top.body.data._id }),
    });
    expect(sub.status).toBe(201);
    const subSub = await t.call('POST', '/api/faq-category', {
      token,
      body: category({ title: 'Deeper', parentId: sub.body.data._id }),
    });
    expect(subSub.status).toBe(400);
    const otherApp = await t.call('POST', '/api/faq-category', {
      token,
      body: category({ app: 'nfx', parentId: top.body.data._id }),
    });
    expect(otherApp.status).toBe(400);
    const faq = await t.call('POST', '/api/faq', {
      token,
      body: { title: 'What is a pip?', html: '<p>A pip</p>', app: 'shift', categoryId: sub.body.data._id },
    });
    expect(faq.status).toBe(201);
    const listed = await t.call('GET', `/api/faq-category/${sub.body.data._id}/faqs`, { token });
    expect(listed.body.data.map((f: { title: string }) => f.title)).toEqual(['What is a pip?']);
    const categories = await t.call('GET', '/api/faq-category?app=shift', { token });
    expect(categories.body.data.find((c: { _id: string }) => c._id === sub.body.data._id).faqCount).toBe(1);
    expect((await t.call('GET', `/api/faq/${faq.body.data._id}`, { token })).body.data.title).toBe(
      'What is a pip?',
    );
  });

  it('reduces answers to the allow-list, whatever the client sends', async () => {
    const cat = await t.call('POST', '/api/faq-category', { token, body: category({ title: 'Safety' }) });
    const html =
      '<h2 onclick="x()">Title</h2><script>alert(1)</script><p style="color:red">Text <a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_blank">good</a></p>' +
      '<img src="data:image/svg+xml;base64,AAAA" onerror="x()"><img src="https://cdn.example.com/a.png" alt="a"><iframe src="https://evil.example"></iframe>';
    const res = await t.call('POST', '/api/faq', {
      token,
      body: {
        title: 'Safe?',
        html,
        app: 'shift',
        categoryId: cat.body.data._id,
        translations: { fr: { html } },
      },
    });
    expect(res.status).toBe(201);
    for (const stored of [res.body.data.html, res.body.data.translations.fr.html]) {
      expect(stored).not.toMatch(/script|onclick|onerror|javascript:|iframe|style=|data:image/);
      expect(stored).toContain('<h2>Title</h2>');
      expect(stored).toContain(
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>',
      );
      expect(stored).toContain('<img src="https://cdn.example.com/a.png" alt="a" />');
    }
  });

  it('refuses to delete a category that holds subcategories or questions, so nothing is orphaned', async () => {
    const top = await t.call('POST', '/api/faq-category', { token, body: category({ title: 'Parent' }) });
    const sub = await t.call('POST', '/api/faq-category', {
      token,
      body: category({ title: 'Child', parentId: top.body.data._id }),
    });
    const refused = await t.call('DELETE', `/api/faq-category/${top.body.data._id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.error.reason).toBe('has_children');
    const faq = await t.call('POST', '/api/faq', {
      token,
      body: { title: 'Q', html: '<p>A</p>', app: 'shift', categoryId: sub.body.data._id },
    });
    expect((await t.call('DELETE', `/api/faq-category/${sub.body.data._id}`, { token })).status).toBe(409);
    expect((await t.call('DELETE', `/api/faq/${faq.body.data._id}`, { token })).status).toBe(200);
    expect((await t.call('DELETE', `/api/faq-category/${sub.body.data._id}`, { token })).status).toBe(200);
    expect((await t.call('DELETE', `/api/faq-category/${top.body.data._id}`, { token })).status).toBe(200);
  });

  it('answers 404 when saving a question that was removed, and refuses stale translations', async () => {
    const cat = await t.call('POST', '/api/faq-category', {
      token,
      body: category({ title: 'Old', translations: { de: { title: 'Alt' } } }),
    });
    const renamed = await t.call('PUT', `/api/faq-category/${cat.body.data._id}`, {
      token,
      body: category({ title: 'New', translations: { de: { title: 'Alt' } } }),
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body.error.reason).toBe('translations_outdated');
    const gone = await t.call('PUT', '/api/faq/00000000-0000-4000-8000-000000000000', {
      token,
      body: { title: 'Q', html: '', app: 'shift', categoryId: cat.body.data._id },
    });
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('FAQ does not exist or was removed');
  });

  it('removes an uploaded FAQ image, and nothing else', async () => {
    const form = multipart('file', 'a.png', 'image/png', pngOf(1000));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/common/upload?folder=faq',
      headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
      payload: form.body,
    });
    const { url, key } = JSON.parse(uploaded.body).data;
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${key}` })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/faq/remove-img', { token, body: { url } })).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${key}` })).statusCode).toBe(404);
    const foreign = await t.call('POST', '/api/faq/remove-img', {
      token,
      body: { url: 'https://example.com/x.png' },
    });
    expect(foreign.status).toBe(400);
  });

  it('needs FAQ_VIEW to read and FAQ_MODERATE to change', async () => {
    const viewer = await t.adminWith(['FAQ_VIEW']);
    expect((await t.call('GET', '/api/faq-category', { token: viewer.token })).status).toBe(200);
    expect(
      (await t.call('POST', '/api/faq-category', { token: viewer.token, body: category() })).status,
    ).toBe(403);
    const nobody = await t.adminWith(['SIGNALS_VIEW']);
    expect((await t.call('GET', '/api/faq-category', { token: nobody.token })).status).toBe(403);
  });
});
