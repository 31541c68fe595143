import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';

/**
 * SPEC section 5: text with blacklisted terms is refused. Every text customers read (pushes, banners,
 * apps pedia, masteries, filters), in every language, gets the refusal trade ideas get, naming the term
 * and the field.
 */
let t: TestApp;
let customerId: string;
let faqCategoryId: string;
let masteryCategoryId: string;
let filterCategoryId: string;
let bannerId: string;

beforeAll(async () => {
  t = await startTestApp();
  const call = async (method: 'POST', url: string, body: unknown) => {
    const answer = await t.call(method, url, { token: t.rootToken, body });
    if (answer.status !== 201) throw new Error(`${url}: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };
  faqCategoryId = (await call('POST', '/api/faq-category', { title: 'Basics', app: 'shift' }))._id;
  masteryCategoryId = (
    await call('POST', '/api/masteries', { app: 'shift', name: 'Basics', type: 'category' })
  )._id;
  filterCategoryId = (
    await call('POST', '/api/filters', { app: 'shift', type: 'category', label: 'Markets', position: 0 })
  )._id;
  bannerId = (await call('POST', '/api/banner', { app: 'shift', order: 0, text: 'Trade with us' }))._id;
  const signUp = await t.call('POST', '/app-api/v1/auth/sign-up', {
    body: {
      app: 'shift',
      email: 'reader@example.com',
      password: 'Cust-Pass1!',
      fullName: 'Reader One',
      username: 'reader1',
    },
  });
  customerId = signUp.body.data.customer._id;
  await t.call('POST', '/api/badWords', {
    token: t.rootToken,
    body: { words: ['guaranteed', 'sans risque'] },
  });
});
afterAll(() => t.close());

interface Case {
  name: string;
  method: 'POST' | 'PUT';
  url: () => string;
  body: () => Record<string, unknown>;
  /** The field that carries the term, and the term. */
  path: string;
  term: string;
  /** Rows that must not change. */
  table: string;
}

const cases: Case[] = [
  {
    name: 'a manual push',
    method: 'POST',
    url: () => '/api/notifications',
    body: () => ({ app: 'shift', title: 'Weekly news', body: 'A GUARANTEED win' }),
    path: 'body',
    term: 'guaranteed',
    table: 'notifications',
  },
  {
    name: 'a luxe push',
    method: 'POST',
    url: () => '/api/notifications/luxe',
    body: () => ({ title: 'Guaranteed!', body: 'Hello' }),
    path: 'title',
    term: 'guaranteed',
    table: 'notifications',
  },
  {
    name: 'a push to one customer',
    method: 'POST',
    url: () => `/api/users/${customerId}/send-pn`,
    body: () => ({ title: 'Your account', body: 'Returns guaranteed.' }),
    path: 'body',
    term: 'guaranteed',
    table: 'notifications',
  },
  {
    name: 'a banner translation',
    method: 'POST',
    url: () => '/api/banner',
    body: () => ({
      app: 'shift',
      order: 1,
      text: 'Trade with us',
      translations: { fr: { text: 'Gain sans risque' } },
    }),
    path: 'translations.fr.text',
    term: 'sans risque',
    table: 'banners',
  },
  {
    name: 'a banner change',
    method: 'PUT',
    url: () => `/api/banner/${bannerId}`,
    body: () => ({ app: 'shift', order: 0, text: 'Guaranteed profits' }),
    path: 'text',
    term: 'guaranteed',
    table: "banners where text = 'Trade with us'",
  },
  {
    name: 'a FAQ category',
    method: 'POST',
    url: () => '/api/faq-category',
    body: () => ({ title: 'Safety', app: 'shift', translations: { de: { title: 'guaranteed' } } }),
    path: 'translations.de.title',
    term: 'guaranteed',
    table: 'faq_categories',
  },
  {
    name: "a FAQ answer's text",
    method: 'POST',
    url: () => '/api/faq',
    body: () => ({
      title: 'Is it safe?',
      html: '<p>Our results are <strong>guaranteed</strong>.</p>',
      app: 'shift',
      categoryId: faqCategoryId,
    }),
    path: 'html',
    term: 'guaranteed',
    table: 'faqs',
  },
  {
    name: 'a mastery description',
    method: 'POST',
    url: () => '/api/masteries',
    body: () => ({
      app: 'shift',
      name: 'Lesson',
      type: 'video',
      parentId: masteryCategoryId,
      presigned_url: 'https://cdn.example.com/v.mp4',
      translations: { it: { description: 'Guadagno guaranteed' } },
    }),
    path: 'translations.it.description',
    term: 'guaranteed',
    table: 'masteries',
  },
  {
    name: "a filter option's translated label",
    method: 'POST',
    url: () => '/api/filters',
    body: () => ({
      app: 'shift',
      type: 'item',
      parentId: filterCategoryId,
      label: 'Asset',
      position: 1,
      filterData: [
        { id: 'fx', label: 'Forex', is_selected: false, translations: {} },
        { id: 'gold', label: 'Gold', is_selected: false, translations: { sv: { label: 'Guld guaranteed' } } },
      ],
    }),
    path: 'filterData.1.translations.sv.label',
    term: 'guaranteed',
    table: 'filters',
  },
];

describe('blacklisted terms in customer-facing texts', () => {
  it.each(cases)('refuses $name, naming the term and the field, and writes nothing', async (c) => {
    const before = await t.count(c.table);
    const activity = await t.count('activity_log');
    const answer = await t.call(c.method, c.url(), { token: t.rootToken, body: c.body() });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'bad_request',
      reason: 'compliance_warning',
      message: `Compliance warning: please refrain from using such terms: "${c.term}" (${c.path})`,
    });
    expect(answer.body.error.fields).toEqual([
      {
        path: c.path,
        message: `Compliance warning: please refrain from using such terms: "${c.term}"`,
        code: 'blacklisted',
        reason: 'compliance_warning',
        term: c.term,
      },
    ]);
    expect(await t.count(c.table)).toBe(before);
    expect(await t.count('activity_log')).toBe(activity);
  });

  it('lets the same texts through while the blacklist filter is off', async () => {
    await t.call('PUT', '/api/settings', { token: t.rootToken, body: { blacklistWordFilter: false } });
    try {
      for (const c of cases) {
        const answer = await t.call(c.method, c.url(), { token: t.rootToken, body: c.body() });
        expect(answer.status, `${c.name}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
      }
    } finally {
      await t.call('PUT', '/api/settings', { token: t.rootToken, body: { blacklistWordFilter: true } });
    }
  });
});
