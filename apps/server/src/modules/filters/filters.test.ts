import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await t.adminWith(['FILTER_MODERATE', 'SHIFT', 'NFX'])).token;
});
afterAll(() => t.close());

const option = (id: string, label: string) => ({ id, label, is_selected: false, translations: {} });

describe('filters', () => {
  it('keeps categories and items with their options, by position', async () => {
    const cat = await t.call('POST', '/api/filters', {
      token,
      body: { app: 'shift', type: 'category', label: 'Markets', position: 2 },
    });
    expect(cat.status).toBe(201);
    const item = await t.call('POST', '/api/filters', {
      token,
      body: {
        app: 'shift',
        type: 'item',
        parentId: cat.body.data._id,
        label: 'Asset',
        position: 1,
        typeSelection: 'multiple',
        filterData: [option('fx', 'Forex'), option('gold', 'Gold')],
        translations: { fr: { label: 'Actif' } },
      },
    });
    expect(item.status).toBe(201);
    expect(item.body.data.filterData.map((o: { id: string }) => o.id)).toEqual(['fx', 'gold']);
    const list = await t.call('GET', '/api/filters?app=shift', { token });
    expect(list.body.data.map((f: { label: string }) => f.label)).toEqual(['Asset', 'Markets']);
    const items = await t.call(
      'GET',
      `/api/filters?app=shift&where=${encodeURIComponent(JSON.stringify({ type: 'item' }))}`,
      { token },
    );
    expect(items.body.total).toBe(1);
  });

  it('validates options: not empty, ids and labels present and unique', async () => {
    const cat = await t.call('POST', '/api/filters', {
      token,
      body: { app: 'shift', type: 'category', label: 'C', position: 0 },
    });
    const base = { app: 'shift', type: 'item', parentId: cat.body.data._id, label: 'I', position: 0 };
    const empty = await t.call('POST', '/api/filters', { token, body: { ...base, filterData: [] } });
    expect(empty.body.error.fields).toContainEqual(
      expect.objectContaining({ path: 'filterData', code: 'filtersRequired' }),
    );
    const blank = await t.call('POST', '/api/filters', {
      token,
      body: { ...base, filterData: [option('', '')] },
    });
    const codes = blank.body.error.fields.map((f: { code: string }) => f.code);
    expect(codes).toEqual(expect.arrayContaining(['filterIdRequired', 'filterLabelRequired']));
    const twice = await t.call('POST', '/api/filters', {
      token,
      body: { ...base, filterData: [option('a', 'A'), option('a', 'B')] },
    });
    expect(twice.status).toBe(400);
    const orphan = await t.call('POST', '/api/filters', {
      token,
      body: { ...base, parentId: null, filterData: [option('a', 'A')] },
    });
    expect(orphan.status).toBe(400);
  });

  it('refuses to delete a category that holds items', async () => {
    const cat = await t.call('POST', '/api/filters', {
      token,
      body: { app: 'nfx', type: 'category', label: 'Full', position: 0 },
    });
    const item = await t.call('POST', '/api/filters', {
      token,
      body: {
        app: 'nfx',
        type: 'item',
        parentId: cat.body.data._id,
        label: 'I',
        position: 0,
        filterData: [option('a', 'A')],
      },
    });
    const refused = await t.call('DELETE', `/api/filters/${cat.body.data._id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.error.reason).toBe('has_children');
    expect((await t.call('DELETE', `/api/filters/${item.body.data._id}`, { token })).status).toBe(200);
    expect((await t.call('DELETE', `/api/filters/${cat.body.data._id}`, { token })).status).toBe(200);
  });
});
