import { CUSTOMER_SEARCH_COUNT_CAP } from '@signal-desk/domain/customers';
import { OPEN_STATUSES, type SignalStatus } from '@signal-desk/domain/signal';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { signals } from '../../db/schema';
import { seedDemoCustomers } from '../../seed/demo-customers';
import { generateSignals, randomSource } from '../../seed/signal-generator';
import { listPairs } from '../markets/pairs-service';
import { customerIdsFollowingTrader, traderFollowerIdsQuery } from './followers-service';

let t: TestApp;
const SEEDED = 3000;
const PASSWORD = 'Cust-Pass1!';

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoCustomers(t.database.db, () => {}, { count: SEEDED, batch: 1000 });
});
afterAll(() => t.close());

/** The activity log entries of one kind about one target, oldest first. */
async function activityOfKind(kind: string, targetId: string) {
  const result = await t.database.db.execute(
    sql`select kind, actor, prev, next from activity_log where kind = ${kind} and target_id = ${targetId} order by id`,
  );
  return (result as unknown as { rows: { kind: string; actor: string; prev: unknown; next: unknown }[] })
    .rows;
}

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

let signUps = 0;
async function signUp(overrides: Record<string, unknown> = {}) {
  signUps += 1;
  const body = {
    app: 'shift',
    email: `buyer${signUps}@example.com`,
    password: PASSWORD,
    fullName: `Buyer Number${signUps}`,
    username: `buyer${signUps}`,
    ...overrides,
  };
  // Each from an address of its own: sign-ups are throttled per address (customer-throttle.test.ts).
  const ip = `10.70.${Math.floor(signUps / 250)}.${(signUps % 250) + 1}`;
  const answer = await t.call('POST', '/app-api/v1/auth/sign-up', { body, ip });
  if (answer.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data as { token: string; customer: { _id: string; email: string; app: string } };
}

const users = (query: string, token = t.rootToken) => t.call('GET', `/api/users?${query}`, { token });
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('GET /api/users', () => {
  it('needs USERS_VIEW', async () => {
    expect((await t.call('GET', '/api/users')).status).toBe(401);
    const stranger = await t.adminWith(['STATS']);
    expect((await users('', stranger.token)).status).toBe(403);
    const support = await t.adminWith(['USERS_VIEW', 'SHIFT']);
    expect((await users('', support.token)).status).toBe(200);
  });

  it('lists newest first with limit and skip, and the total from the kept count', async () => {
    const first = await users('sort=-createdAt&limit=5&skip=0');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(5);
    expect(first.body.total).toBeGreaterThanOrEqual(SEEDED);
    expect(first.body.totalCapped).toBe(false);
    const dates = first.body.data.map((c: { createdAt: string }) => c.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await users('sort=-createdAt&limit=5&skip=5');
    expect(second.body.page).toBe(2);
    const firstIds = new Set(first.body.data.map((c: { _id: string }) => c._id));
    for (const c of second.body.data) expect(firstIds.has(c._id)).toBe(false);
    expect(second.body.data[0].createdAt <= dates[4]).toBe(true);
  });

  it('never shows a password hash', async () => {
    await signUp();
    const page = await users('limit=50');
    const text = JSON.stringify(page.body);
    expect(text).not.toMatch(/password|hash|argon/i);
  });

  it('finds a 3-letter substring of a name, username or email (case-insensitive)', async () => {
    const found = await users('search=ANN&limit=200');
    expect(found.status).toBe(200);
    expect(found.body.data.length).toBeGreaterThan(0);
    for (const c of found.body.data)
      expect(`${c.fullName} ${c.username} ${c.email}`.toLowerCase()).toContain('ann');
    const byEmail = await users(`search=${encodeURIComponent('proton.me')}&limit=5`);
    expect(byEmail.body.data.length).toBeGreaterThan(0);
    for (const c of byEmail.body.data) expect(c.email).toContain('proton.me');
    // Wildcards are text, not patterns.
    expect((await users('search=%25%25%25')).body.total).toBe(0);
  });

  it('matches every word of a search anywhere, whatever its accents or case', async () => {
    const { customer } = await signUp({
      fullName: 'Marco García',
      username: 'mgarcia',
      email: 'mg@zoe.example',
    });
    const ids = async (search: string) =>
      (await users(`search=${encodeURIComponent(search)}&limit=200`)).body.data.map(
        (c: { _id: string }) => c._id,
      );
    for (const search of ['marco garcia', 'MARCO GARCÍA', 'garcia marco', 'Marco  Garcia', 'marco zoé']) {
      expect(await ids(search), search).toContain(customer._id);
    }
    expect(await ids('marco garcias')).not.toContain(customer._id);
    // The demo's accented names are found without their accents, and every match has every word.
    const [accented] = await rows<{ id: string; full_name: string }>(
      sql`select id, full_name from customers where full_name like '%í%' order by created_at desc limit 1`,
    );
    const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const words = plain(accented?.full_name ?? '').split(' ');
    expect(words.length).toBe(2);
    const found = await users(`search=${encodeURIComponent([...words].reverse().join(' '))}&limit=200`);
    expect(found.body.data.map((c: { _id: string }) => c._id)).toContain(accented?.id);
    for (const c of found.body.data) {
      const text = plain(`${c.fullName} ${c.username} ${c.email}`);
      for (const word of words) expect(text).toContain(word);
    }
  });

  it('finds a customer by the legacy number shown on their row', async () => {
    const [seeded] = await rows<{ id: string; legacy_number: string }>(
      sql`select id, legacy_number from customers where legacy_number like 'L%' order by legacy_number desc limit 1`,
    );
    const legacy = seeded?.legacy_number as string;
    const found = await users(`search=${legacy}&limit=50`);
    expect(found.status).toBe(200);
    expect(found.body.data.map((c: { _id: string }) => c._id)).toContain(seeded?.id);
    expect(found.body.data.every((c: { legacynumber: string }) => c.legacynumber === legacy)).toBe(true);
    const lower = await users(`search=${legacy.toLowerCase()}&limit=50`);
    expect(lower.body.data.map((c: { _id: string }) => c._id)).toContain(seeded?.id);
  });

  it('takes the search from params too, and matches an app or a subscription type exactly', async () => {
    const viaParams = await users(`params=${q({ search: 'ann' })}&limit=5`);
    expect(viaParams.body.data.length).toBeGreaterThan(0);
    const nfx = await users('search=nfx&limit=100');
    expect(nfx.body.data.length).toBeGreaterThan(0);
    expect(nfx.body.data.every((c: { app: string }) => c.app === 'nfx')).toBe(true);
    const yearly = await users('search=yearly&limit=100');
    expect(yearly.body.data.every((c: { subscriptionType: string }) => c.subscriptionType === 'yearly')).toBe(
      true,
    );
  });

  it("finds a customer's other accounts by legacynumber", async () => {
    const [shared] = await rows<{ legacy_number: string }>(
      sql`select legacy_number from customers group by 1 having count(*) > 1 limit 1`,
    );
    const legacy = shared?.legacy_number as string;
    const others = await users(`where=${q({ legacynumber: legacy })}`);
    expect(others.status).toBe(200);
    expect(others.body.total).toBe(2);
    const apps = others.body.data.map((c: { app: string }) => c.app);
    expect(new Set(apps).size).toBe(2);
    expect(others.body.data[0].email).toBe(others.body.data[1].email);
  });

  it('refuses fields, operators and sorts it does not allow (400, never 500)', async () => {
    const bad = [
      `where=${q({ passwordHash: 'x' })}`,
      `where=${q({ email: { gte: 'a' } })}`,
      `where=${encodeURIComponent('{"__proto__": {"eq": 1}}')}`,
      `where=${q({ constructor: 'x' })}`,
      `where=${q({ toString: 'x' })}`,
      `params=${q({ hasOwnProperty: 'x' })}`,
      `params=${q({ search: 5 })}`,
      `params=${q({ search: 'a\u0000b' })}`,
      'sort=toString',
      'sort=-passwordHash',
      'where=not-json',
    ];
    for (const query of bad) {
      const answer = await users(query);
      expect(answer.status, query).toBe(400);
    }
  });

  it('caps the total of a search that matches very many, and counts exactly below the cap', async () => {
    const dot = await users(`search=${encodeURIComponent('.')}&limit=5`);
    expect(dot.body).toMatchObject({ total: CUSTOMER_SEARCH_COUNT_CAP, totalCapped: true, lastPage: 200 });
    expect(dot.body.data).toHaveLength(5);
    const [n] = await rows<{ n: number }>(
      sql`select count(*)::int as n from customers where (full_name || ' ' || username || ' ' || email) ilike '%kowalski%'`,
    );
    const expected = Number(n?.n);
    expect(expected).toBeGreaterThan(5);
    const counted = await users('search=kowalski&limit=5');
    expect(counted.body).toMatchObject({ total: expected, totalCapped: false });
    const whole = await users('search=kowalski&limit=200');
    expect(whole.body.data).toHaveLength(expected);
    expect(whole.body.total).toBe(expected);
    const past = await users('search=kowalski&limit=5&skip=195');
    expect(past.body).toMatchObject({ data: [], total: expected });
    // Only capped counts are reused: a count below the cap sees a new match at once.
    await signUp({ fullName: 'Newest Kowalski' });
    expect((await users('search=kowalski&limit=5')).body).toMatchObject({
      total: expected + 1,
      totalCapped: false,
    });
    expect((await users(`search=${encodeURIComponent('.')}&limit=5`)).body.totalCapped).toBe(true);
  });
});

describe('the demo customers', () => {
  it('were last seen after they registered, and registered before their row was created', async () => {
    const [dates] = await rows<{ seen_before: number; registered_after: number; seen: number }>(
      sql`select count(*) filter (where last_activity_at < registered_at)::int as seen_before,
        count(*) filter (where registered_at > created_at)::int as registered_after,
        count(last_activity_at)::int as seen
        from customers where legacy_number like 'L%'`,
    );
    expect(dates).toMatchObject({ seen_before: 0, registered_after: 0 });
    expect(dates?.seen).toBeGreaterThan(SEEDED / 2);
  });
});

describe('GET /api/users/{id}', () => {
  it('shows one customer with their devices and live sessions, never a token', async () => {
    const { token, customer } = await signUp();
    await t.call('POST', '/app-api/v1/devices', {
      token,
      body: { token: `fcm-detail-${customer._id}`, platform: 'ios', language: 'de' },
    });
    const viewer = await t.adminWith(['ADMIN_VIEW', 'SHIFT']);
    const answer = await t.call('GET', `/api/users/${customer._id}`, { token: viewer.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      _id: customer._id,
      email: customer.email,
      app: 'shift',
      subscriptionType: 'trial',
      subscriptionActive: true,
      devices: [{ app: 'shift', platform: 'ios', language: 'de', invalidatedAt: null }],
      sessions: [{ ip: expect.any(String) }],
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/fcm-detail|password|hash|argon/i);

    // Revoked: no live session, the device no longer receives pushes.
    await t.call('POST', `/api/users/${customer._id}/revoke-session`, { token: t.rootToken });
    const after = await t.call('GET', `/api/users/${customer._id}`, { token: viewer.token });
    expect(after.body.data.sessions).toEqual([]);
    expect(after.body.data.devices[0].invalidatedAt).toEqual(expect.any(String));
  });

  it('opens with the users list permissions and the customer’s app only; 404 for an unknown id', async () => {
    const { customer } = await signUp({ app: 'nfx' });
    const get = (token: string, id = customer._id) => t.call('GET', `/api/users/${id}`, { token });
    expect((await t.call('GET', `/api/users/${customer._id}`)).status).toBe(401);
    expect((await get((await t.adminWith(['STATS', 'NFX'])).token)).status).toBe(403);
    const shiftOnly = await get((await t.adminWith(['USERS_VIEW', 'SHIFT'])).token);
    expect(shiftOnly.status).toBe(403);
    const nfx = (await t.adminWith(['USERS_VIEW', 'NFX'])).token;
    expect((await get(nfx)).status).toBe(200);
    expect((await get(nfx, MISSING_ID)).status).toBe(404);
    expect((await get(nfx, 'not-an-id')).status).toBe(400);
  });
});

describe('customer sessions', () => {
  it('a revoked session is refused at once, and the revocation is logged', async () => {
    const { token, customer } = await signUp();
    expect((await t.call('GET', '/app-api/v1/me', { token })).status).toBe(200);
    const support = await t.adminWith(['USERS_VIEW', 'SHIFT']);
    const revoked = await t.call('POST', `/api/users/${customer._id}/revoke-session`, {
      token: support.token,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revoked).toBe(1);
    expect((await t.call('GET', '/app-api/v1/me', { token })).status).toBe(401);
    expect((await t.call('GET', '/app-api/v1/signals', { token })).status).toBe(401);
    const [entry] = await activityOfKind('customer session revoked', customer._id);
    expect(entry?.actor).toBe(support.user.email);
    expect(
      (await t.call('POST', `/api/users/${MISSING_ID}/revoke-session`, { token: support.token })).status,
    ).toBe(404);
  });

  it('guards every customer route but sign-up and sign-in, and documents them under their own tag', async () => {
    const routes = t.app.routeAccess.filter((r) => r.url.startsWith('/app-api/v1/') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(6);
    const open = ['POST /app-api/v1/auth/sign-up', 'POST /app-api/v1/auth/sign-in'];
    for (const route of routes) {
      if (open.includes(`${route.method} ${route.url}`)) continue;
      const method = route.method as 'GET' | 'POST';
      const answer = await t.call(method, route.url, method === 'GET' ? {} : { body: { junk: true } });
      expect(answer.status, `${route.method} ${route.url}`).toBe(401);
    }
    const doc = (await t.call('GET', '/api/openapi.json')).body;
    expect(doc.paths['/app-api/v1/signals'].get.tags).toEqual(['customer app API v1']);
    expect((await t.call('GET', '/app-api/v1/nothing-here')).status).toBe(404);
  });

  it('admin tokens do not open the customer API, nor customer tokens the admin API', async () => {
    const { token } = await signUp();
    expect((await t.call('GET', '/app-api/v1/me', { token: t.rootToken })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(401);
  });
});

describe('customer sign-up and sign-in', () => {
  it('signs up with a trial, refuses a weak password, a duplicate email and unknown fields', async () => {
    const { customer } = await signUp({ app: 'relic' });
    expect(customer).toMatchObject({ app: 'relic', subscription: { type: 'trial', active: true } });
    const [logged] = await activityOfKind('customer signed up', customer._id);
    expect(logged).toBeDefined();
    const again = await t.call('POST', '/app-api/v1/auth/sign-up', {
      body: {
        app: 'relic',
        email: customer.email,
        password: PASSWORD,
        fullName: 'Someone Else',
        username: 'else1',
      },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.fields[0]).toMatchObject({ path: 'email', code: 'taken' });
    // The same email may have an account in another app: the same person, the same legacy number.
    const titan = await signUp({ app: 'titan', email: customer.email });
    const both = await rows<{ legacy_number: string }>(
      sql`select distinct legacy_number from customers where id in (${customer._id}, ${titan.customer._id})`,
    );
    expect(both).toHaveLength(1);
    const other = await signUp({ app: 'titan' });
    const [own] = await rows<{ legacy_number: string }>(
      sql`select legacy_number from customers where id = ${other.customer._id}`,
    );
    expect(own?.legacy_number).not.toBe(both[0]?.legacy_number);
    expect(own?.legacy_number).toMatch(/^C\d{9}$/);
    const weak = await t.call('POST', '/app-api/v1/auth/sign-up', {
      body: {
        app: 'shift',
        email: 'weak@example.com',
        password: 'password',
        fullName: 'Weak One',
        username: 'weak1',
      },
    });
    expect(weak.status).toBe(400);
    const extra = await t.call('POST', '/app-api/v1/auth/sign-up', {
      body: {
        app: 'shift',
        email: 'x@example.com',
        password: PASSWORD,
        fullName: 'X Y',
        username: 'xy1',
        admin: true,
      },
    });
    expect(extra.status).toBe(400);
    const external = await t.call('POST', '/app-api/v1/auth/sign-up', {
      body: { app: 'external', email: 'x@example.com', password: PASSWORD, fullName: 'X Y', username: 'xy1' },
    });
    expect(external.status).toBe(400);
  });

  it('signs in per app with one answer for unknown email and wrong password, and throttles guessing', async () => {
    const { customer } = await signUp({ app: 'nfx' });
    const signIn = (body: Record<string, unknown>, ip = '10.9.0.1') =>
      t.call('POST', '/app-api/v1/auth/sign-in', { body: { app: 'nfx', ...body }, ip });
    const ok = await signIn({ email: customer.email, password: PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await signIn({ app: 'shift', email: customer.email, password: PASSWORD })).status).toBe(401);
    const wrong = await signIn({ email: customer.email, password: 'Wrong-Pass1!' });
    const unknown = await signIn({ email: 'nobody@example.com', password: PASSWORD });
    expect(wrong.status).toBe(401);
    expect(unknown.body.error.message).toBe(wrong.body.error.message);
    for (let i = 0; i < 6; i++) await signIn({ email: customer.email, password: 'Wrong-Pass1!' }, '10.9.0.2');
    const locked = await signIn({ email: customer.email, password: PASSWORD }, '10.9.0.2');
    expect(locked.status).toBe(429);
    expect(locked.body.error.reason).toBe('too_many_attempts');
    // Its owner, from where they signed in before, is not locked out.
    expect((await signIn({ email: customer.email, password: PASSWORD })).status).toBe(200);
  });
});

describe('the customer feed', () => {
  beforeAll(async () => {
    const pairs = (await listPairs(t.database.db, { perPage: 200, page: 1 })).data;
    const values = [
      ...generateSignals({
        app: 'shift',
        pairs,
        traders: [t.root._id],
        ownerId: t.root._id,
        count: 40,
        days: 3,
        now: new Date(),
        random: randomSource(7),
        firstNumber: 900_000,
        prefix: 'SHIFT',
      }),
    ];
    await t.database.db.insert(signals).values(values);
  });

  const feed = (token: string, query = '') => t.call('GET', `/app-api/v1/signals?${query}`, { token });

  it('shows open ideas live and closed ones with their result while the subscription runs', async () => {
    const { token } = await signUp();
    const all = await feed(token, 'perPage=50');
    expect(all.status).toBe(200);
    expect(all.body.subscription.active).toBe(true);
    expect(all.body.total).toBe(40);
    const open = await feed(token, 'kind=open&perPage=50');
    expect(open.body.data.length).toBeGreaterThan(0);
    for (const s of open.body.data) expect(OPEN_STATUSES).toContain(s.status as SignalStatus);
    const closed = await feed(token, 'kind=closed&perPage=50');
    expect(closed.body.data.length + open.body.data.length).toBe(40);
    for (const s of closed.body.data) {
      expect(OPEN_STATUSES).not.toContain(s.status);
      expect(s.closedAt).not.toBeNull();
    }
    const text = JSON.stringify(all.body);
    expect(text).not.toContain('owner');
    expect(text).not.toContain('version');
  });

  it('an expired subscription sees no open ideas, and only its own app', async () => {
    const { customer } = await signUp();
    await t.database.db.execute(
      sql`update customers set subscription_expires_at = now() - interval '1 day' where id = ${customer._id}`,
    );
    const signedIn = await t.call('POST', '/app-api/v1/auth/sign-in', {
      body: { app: 'shift', email: customer.email, password: PASSWORD },
    });
    const token = signedIn.body.data.token;
    expect(signedIn.body.data.customer.subscription.active).toBe(false);
    const all = await feed(token, 'perPage=50');
    expect(all.body.subscription.active).toBe(false);
    expect(all.body.data.length).toBeGreaterThan(0);
    for (const s of all.body.data) expect(OPEN_STATUSES).not.toContain(s.status);
    const open = await feed(token, 'kind=open');
    expect(open.body).toMatchObject({ data: [], total: 0 });
    const other = await signUp({ app: 'titan' });
    expect((await feed(other.token)).body.total).toBe(0);
  });
});

describe('devices and pushes', () => {
  it('registers a device and sends it a push through the notifications module', async () => {
    const { token, customer } = await signUp();
    const device = await t.call('POST', '/app-api/v1/devices', {
      token,
      body: { token: `fcm-token-${customer._id}`, platform: 'android', language: 'fr' },
    });
    expect(device.status).toBe(201);
    const [stored] = await rows<{ customer_id: string; app: string; language: string }>(
      sql`select customer_id, app, language from push_devices where token = ${`fcm-token-${customer._id}`}`,
    );
    expect(stored).toEqual({ customer_id: customer._id, app: 'shift', language: 'fr' });

    const support = await t.adminWith(['USERS_VIEW', 'SHIFT']);
    const sender = await t.adminWith(['USERS_VIEW', 'NOTIFICATIONS_MODERATE', 'SHIFT']);
    const body = { title: 'Your account', body: 'We reset your trial' };
    // Refused before the body is read.
    expect(
      (await t.call('POST', `/api/users/${customer._id}/send-pn`, { token: support.token, body: {} })).status,
    ).toBe(403);
    expect(
      (await t.call('POST', `/api/users/${customer._id}/send-pn`, { token: sender.token, body: {} })).status,
    ).toBe(400);
    const sent = await t.call('POST', `/api/users/${customer._id}/send-pn`, { token: sender.token, body });
    expect(sent.status).toBe(200);
    const id = sent.body.data.notificationId;
    const [notification] = await rows<{ customer_id: string; title: string }>(
      sql`select customer_id, title from notifications where id = ${id}`,
    );
    expect(notification).toEqual({ customer_id: customer._id, title: body.title });
    const [entry] = await activityOfKind('customer push sent', customer._id);
    expect(entry?.actor).toBe(sender.user.email);

    // Revoking the sessions also stops the device's pushes until it registers again.
    await t.call('POST', `/api/users/${customer._id}/revoke-session`, { token: sender.token });
    const [revoked] = await rows<{ invalidated: boolean }>(
      sql`select invalidated_at is not null as invalidated from push_devices where token = ${`fcm-token-${customer._id}`}`,
    );
    expect(revoked?.invalidated).toBe(true);
  });

  it('finds the customers who follow a trader', async () => {
    const { customer } = await signUp();
    await t.database.db.execute(
      sql`update customers set trader_ids = array[${t.root._id}::uuid, ${MISSING_ID}::uuid] where id = ${customer._id}`,
    );
    expect(await customerIdsFollowingTrader(t.database.db, t.root._id)).toEqual([customer._id]);
    const viaSubquery = await rows<{ id: string }>(
      sql`select id from customers where id in (${traderFollowerIdsQuery(t.root._id)})`,
    );
    expect(viaSubquery).toEqual([{ id: customer._id }]);
    const followers = await users(`where=${q({ traderIds: t.root._id })}`);
    expect(followers.status).toBe(200);
    expect(followers.body.data.map((c: { _id: string }) => c._id)).toEqual([customer._id]);
  });
});
