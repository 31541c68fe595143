import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await t.adminWith(['MASTERIES_MODERATE', 'SHIFT', 'NFX', 'RELIC'])).token;
});
afterAll(() => t.close());

const video = (parentId: string, name: string) => ({
  app: 'shift',
  name,
  type: 'video',
  parentId,
  presigned_url: 'https://cdn.example.com/v.mp4',
  langs: ['en'],
});

describe('masteries', () => {
  it('keeps a tree, numbers new children in turn and reorders them', async () => {
    const cat = await t.call('POST', '/api/masteries', {
      token,
      body: { app: 'shift', name: 'Basics', type: 'category' },
    });
    expect(cat.status).toBe(201);
    const id = cat.body.data._id;
    const a = await t.call('POST', '/api/masteries', { token, body: video(id, 'A') });
    const b = await t.call('POST', '/api/masteries', { token, body: video(id, 'B') });
    const c = await t.call('POST', '/api/masteries', { token, body: video(id, 'C') });
    expect([a, b, c].map((r) => r.body.data.order)).toEqual([0, 1, 2]);
    const reordered = await t.call('PUT', `/api/masteries/${id}/reorder-children`, {
      token,
      body: { orderHashMap: { [c.body.data._id]: 0, [a.body.data._id]: 1, [b.body.data._id]: 2 } },
    });
    expect(reordered.status).toBe(200);
    const list = await t.call('GET', '/api/masteries?app=shift', { token });
    const children = list.body.data.filter((m: { parentId: string }) => m.parentId === id);
    expect(children.map((m: { name: string }) => m.name)).toEqual(['C', 'A', 'B']);
    const stranger = await t.call('PUT', `/api/masteries/${id}/reorder-children`, {
      token,
      body: { orderHashMap: { [id]: 0 } },
    });
    expect(stranger.status).toBe(400);
  });

  it('reorders the top-level categories of one app only', async () => {
    const made = [];
    for (const name of ['First', 'Second', 'Third'])
      made.push(
        (await t.call('POST', '/api/masteries', { token, body: { app: 'relic', name, type: 'category' } }))
          .body.data,
      );
    const other = await t.call('POST', '/api/masteries', {
      token,
      body: { app: 'nfx', name: 'Elsewhere', type: 'category' },
    });
    const [first, second, third] = made;
    const reordered = await t.call('PUT', '/api/masteries/top-level/reorder-children?app=relic', {
      token,
      body: { orderHashMap: { [third._id]: 0, [first._id]: 1, [second._id]: 2 } },
    });
    expect(reordered.status).toBe(200);
    const list = await t.call('GET', '/api/masteries?app=relic', { token });
    const tops = list.body.data.filter((m: { parentId: string | null }) => m.parentId === null);
    expect(tops.map((m: { name: string }) => m.name)).toEqual(['Third', 'First', 'Second']);
    // Another app's category is not among relic's top level: 400, and nothing moved.
    const stranger = await t.call('PUT', '/api/masteries/top-level/reorder-children?app=relic', {
      token,
      body: { orderHashMap: { [other.body.data._id]: 0, [first._id]: 2 } },
    });
    expect(stranger.status).toBe(400);
    const after = await t.call('GET', '/api/masteries?app=relic', { token });
    expect(
      after.body.data
        .filter((m: { parentId: string | null }) => m.parentId === null)
        .map((m: { name: string }) => m.name),
    ).toEqual(['Third', 'First', 'Second']);
    const noApp = await t.call('PUT', '/api/masteries/top-level/reorder-children', {
      token,
      body: { orderHashMap: { [first._id]: 0 } },
    });
    expect(noApp.status).toBe(400);
  });

  it('needs a video for a video ("video is required") and a category as parent', async () => {
    const cat = await t.call('POST', '/api/masteries', {
      token,
      body: { app: 'shift', name: 'Cat', type: 'category' },
    });
    const missing = await t.call('POST', '/api/masteries', {
      token,
      body: { app: 'shift', name: 'No file', type: 'video', parentId: cat.body.data._id },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toContainEqual(
      expect.objectContaining({ path: 'presigned_url', code: 'videoRequired', message: 'Video is required' }),
    );
    const v = await t.call('POST', '/api/masteries', { token, body: video(cat.body.data._id, 'V') });
    const underVideo = await t.call('POST', '/api/masteries', { token, body: video(v.body.data._id, 'W') });
    expect(underVideo.status).toBe(400);
  });

  it('refuses to put a category inside itself or its descendants', async () => {
    const top = await t.call('POST', '/api/masteries', {
      token,
      body: { app: 'shift', name: 'Top', type: 'category' },
    });
    const inner = await t.call('POST', '/api/masteries', {
      token,
      body: { app: 'shift', name: 'Inner', type: 'category', parentId: top.body.data._id },
    });
    const loop = await t.call('PUT', `/api/masteries/${top.body.data._id}`, {
      token,
      body: { app: 'shift', name: 'Top', type: 'category', parentId: inner.body.data._id },
    });
    expect(loop.status).toBe(400);
  });

  it('refuses to delete a category with children, and answers 404 for a removed item', async () => {
    const cat = await t.call('POST', '/api/masteries', {
      token,
      body: { app: 'shift', name: 'Full', type: 'category' },
    });
    const v = await t.call('POST', '/api/masteries', { token, body: video(cat.body.data._id, 'Only') });
    const refused = await t.call('DELETE', `/api/masteries/${cat.body.data._id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.error.reason).toBe('has_children');
    expect((await t.call('DELETE', `/api/masteries/${v.body.data._id}`, { token })).status).toBe(200);
    const gone = await t.call('PUT', `/api/masteries/${v.body.data._id}`, {
      token,
      body: video(cat.body.data._id, 'Only'),
    });
    expect(gone.status).toBe(404);
    expect((await t.call('DELETE', `/api/masteries/${cat.body.data._id}`, { token })).status).toBe(200);
  });

  it('refuses a renamed item whose translations kept the old name', async () => {
    const cat = await t.call('POST', '/api/masteries', {
      token,
      body: { app: 'shift', name: 'Charts', type: 'category', translations: { sv: { name: 'Diagram' } } },
    });
    const stale = await t.call('PUT', `/api/masteries/${cat.body.data._id}`, {
      token,
      body: {
        app: 'shift',
        name: 'Reading charts',
        type: 'category',
        translations: { sv: { name: 'Diagram' } },
      },
    });
    expect(stale.status).toBe(409);
    const fresh = await t.call('PUT', `/api/masteries/${cat.body.data._id}`, {
      token,
      body: {
        app: 'shift',
        name: 'Reading charts',
        type: 'category',
        translations: { sv: { name: 'Läsa diagram' } },
      },
    });
    expect(fresh.status).toBe(200);
  });
});
