import { API_ACCESS, type AppResource, type AppSource, type RouteAccess } from '@signal-desk/domain/access';
import type { App } from '@signal-desk/domain/apps';
import { PERMISSIONS, type Permission } from '@signal-desk/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/harness';
import { eurUsdPair } from '../../test-support/ideas';

// Generated from the OpenAPI document and the access table: every documented route is called by a
// principal lacking its permission, and every app-dependent one by a principal lacking the app.

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Operation {
  method: Method;
  /** The table's key form: `/api/faq/:id`. */
  path: string;
  access: RouteAccess;
}

let t: TestApp;
let operations: Operation[];
/** One row of each app-dependent resource, in shift and in nfx. */
const fixtures = {} as Record<AppResource, Record<'shift' | 'nfx', string>>;
/** An nfx trader, who must not show in a shift-only caller's trader list. */
let nfxTraderId: string;

async function created(method: Method, url: string, body: unknown): Promise<string> {
  const answer = await t.call(method, url, { token: t.rootToken, body });
  expect(answer.status, `${url} ${JSON.stringify(answer.body)}`).toBe(201);
  return answer.body.data._id ?? answer.body.data.customer._id;
}

async function createFixtures(app: 'shift' | 'nfx') {
  const pair = await eurUsdPair(t);
  const category = await created('POST', '/api/faq-category', { title: `Start ${app}`, app });
  const filterCategory = await created('POST', '/api/filters', {
    app,
    type: 'category',
    label: `Markets ${app}`,
    position: 0,
  });
  const ids: Record<AppResource, string> = {
    signal: await created('POST', '/api/signals', {
      app,
      signalType: app === 'nfx' ? 'nfx' : 'forex',
      pair,
      orderType: 'limit',
      side: 'buy',
      entry: '1.0850',
      stopLoss: '1.0800',
      takeProfits: ['1.0900', '1.0950'],
    }),
    banner: await created('POST', '/api/banner', {
      app,
      order: 1,
      text: `Promo ${app}`,
      hyperlinkUrl: 'https://example.com/promo',
      imageUrl: 'https://cdn.example.com/b.png',
    }),
    'faq-category': category,
    faq: await created('POST', '/api/faq', {
      title: `What is a pip in ${app}?`,
      html: '<p>A pip</p>',
      app,
      categoryId: category,
    }),
    filter: filterCategory,
    mastery: await created('POST', '/api/masteries', { app, name: `Basics ${app}`, type: 'category' }),
    subscription: await created('POST', '/api/subscriptions', {
      app,
      productId: `com.signaldesk.${app}.monthly`,
      type: 'monthly',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    }),
    customer: await created('POST', '/app-api/v1/auth/sign-up', {
      app,
      email: `buyer.${app}@example.com`,
      password: 'Buyer-Pass1!',
      fullName: `Buyer ${app}`,
      username: `buyer${app}`,
    }),
    channel: await created('POST', '/api/channels', {
      app,
      kind: 'discord',
      name: `Discord ${app}`,
      language: 'en',
      enabled: true,
      webhookUrl: `https://discord.example.com/api/webhooks/1/${app}`,
    }),
    'take-profit-rule': await created('POST', '/api/take-profit-rules', {
      app,
      minTakeProfit: '10',
      maxTakeProfit: 200,
      minStopLoss: '5',
      maxStopLoss: '100',
      minTakeProfitsCount: 1,
      maxTakeProfitsCount: 3,
      rrr: '1.5',
    }),
  };
  for (const [resource, id] of Object.entries(ids)) {
    fixtures[resource as AppResource] = { ...fixtures[resource as AppResource], [app]: id };
  }
}

beforeAll(async () => {
  t = await startTestApp();
  const document = (await t.call('GET', '/api/openapi.json')).body as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => {
      const key = `${method.toUpperCase()} ${path.replace(/\{\*\}$/, '*').replace(/\{(\w+)\}/g, ':$1')}`;
      const access = (API_ACCESS as Record<string, RouteAccess>)[key];
      if (!access) throw new Error(`${key} is documented but has no entry in the access table`);
      return { method: method.toUpperCase() as Method, path: key.split(' ')[1] as string, access };
    }),
  );
  await createFixtures('shift');
  await createFixtures('nfx');
  nfxTraderId = (await t.adminWith(['NFX', 'SIGNAL_OPEN_FIELDS_MODIFY'])).user._id;
}, 120_000);
afterAll(() => t.close());

const UNIVERSAL: Permission[] = ['ALL', 'SUPER_ADMIN'];
const principals = new Map<string, Promise<string>>();
/** A signed-in admin holding exactly these permissions (one account per set). */
function holding(permissions: readonly Permission[]): Promise<string> {
  const key = [...permissions].sort().join(',');
  let token = principals.get(key);
  if (!token) {
    token = t.adminWith([...permissions]).then((a) => a.token);
    principals.set(key, token);
  }
  return token;
}

const guarded = (o: Operation) => o.access.permissions !== 'public';
const required = (o: Operation): readonly Permission[] =>
  typeof o.access.permissions === 'string' ? [] : o.access.permissions;

function request(o: Operation, app: 'shift' | 'nfx', token: string, body?: unknown) {
  const resource = (o.access.app ?? []).find(
    (s): s is Extract<AppSource, { from: 'resource' }> => s.from === 'resource',
  );
  let url = o.path
    .replace(':id', resource ? fixtures[resource.resource][app] : '00000000-0000-4000-8000-000000000000')
    .replace(':key', `${app}-1`)
    .replace('*', 'x.png');
  if ((o.access.app ?? []).some((s) => s.from === 'query')) url += `?app=${app}`;
  return t.call(o.method, url, { token, body });
}

/** The input naming `app` wherever the route reads it, and nothing else. */
function appBody(o: Operation, app: App): unknown {
  const sources = o.access.app ?? [];
  if (sources.some((s) => s.from === 'body' && s.items)) return [{ app }];
  if (sources.some((s) => s.from === 'body')) return { app };
  return o.method === 'GET' || o.method === 'DELETE' ? undefined : {};
}

/** Everything but the universal permissions, the ones of every app, and those of nfx. */
const SHIFT_ONLY = (held: readonly Permission[]): Permission[] => [
  ...new Set(
    [
      ...held,
      'SHIFT',
      'BANNER_VIEW_SHIFT',
      'BANNER_EDIT_SHIFT',
      'SOFT_DELETE_VIEW_SHIFT',
      'SOFT_DELETE_SHIFT',
    ].filter(
      (p): p is Permission =>
        !UNIVERSAL.includes(p as Permission) && !p.endsWith('_ALL') && !p.includes('NFX'),
    ),
  ),
];

describe('the generated authorisation test', () => {
  it('knows every documented route and documents every entry of the access table', () => {
    const documented = new Set(operations.map((o) => `${o.method} ${o.path}`));
    const notDocumented = ['GET /api/openapi.json', 'GET /api/ws'];
    for (const key of Object.keys(API_ACCESS)) {
      if (!notDocumented.includes(key)) expect(documented, key).toContain(key);
    }
    expect(operations.filter(guarded).length).toBeGreaterThan(100);
  });

  it('refuses every route to a principal lacking its permission, before reading anything', async () => {
    for (const o of operations.filter((o) => required(o).length > 0 || o.access.also)) {
      for (const needed of [required(o), o.access.also ?? []].filter((p) => p.length > 0)) {
        const token = await holding(PERMISSIONS.filter((p) => !needed.includes(p) && !UNIVERSAL.includes(p)));
        const answer = await request(o, 'shift', token, { junk: true });
        expect(answer.status, `${o.method} ${o.path} without ${needed.join('|')}`).toBe(403);
        expect(answer.body.error.code).toBe('forbidden');
      }
    }
  });

  it('refuses every app-dependent route to a principal lacking the app, and lets the app it holds through', async () => {
    const appDependent = operations.filter((o) => o.access.app);
    expect(appDependent.length).toBeGreaterThan(40);
    for (const o of appDependent) {
      const token = await holding(SHIFT_ONLY([...required(o), ...(o.access.also ?? [])]));
      const name = `${o.method} ${o.path}`;
      const denied = await request(o, 'nfx', token, appBody(o, 'nfx'));
      expect(denied.status, `${name} on nfx: ${JSON.stringify(denied.body)}`).toBe(403);
      // The shift row with an nfx body: moving a row to an app one lacks is refused too.
      if ((o.access.app ?? []).length > 1) {
        const moved = await request(o, 'shift', token, appBody(o, 'nfx'));
        expect(moved.status, `${name} moving to nfx`).toBe(403);
      }
      // The same call on shift is not refused for its app (a deletion is not made: it would spend the row).
      if (o.method !== 'DELETE') {
        const allowed = await request(o, 'shift', token, o.method === 'GET' ? undefined : { junk: true });
        expect(allowed.status, `${name} on shift: ${JSON.stringify(allowed.body)}`).not.toBe(403);
      }
    }
  });

  it('keeps lists that were not asked for an app to the caller’s apps', async () => {
    const lists = operations.filter(
      (o) => o.method === 'GET' && (o.access.app ?? []).some((s) => s.from === 'query' && s.optional),
    );
    expect(lists.length).toBeGreaterThanOrEqual(10);
    const nfxIds = Object.values(fixtures).map((f) => f.nfx);
    for (const o of lists) {
      const token = await holding(SHIFT_ONLY(required(o)));
      const answer = await t.call('GET', o.path, { token });
      expect(answer.status, `${o.path}: ${JSON.stringify(answer.body)}`).toBe(200);
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      expect(text, o.path).not.toContain('"app":"nfx"');
      for (const id of nfxIds)
        expect(text, `${o.path} shows ${text.split('\n').find((l) => l.includes(id))}`).not.toContain(id);
      if (o.path === '/api/traders') expect(text).not.toContain(nfxTraderId);
    }
  });
});
