import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
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
let n = 0;
const subscription = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return {
    app: 'shift',
    productId: `com.signaldesk.shift.plan${n}`,
    type: 'monthly',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    activationStatus: true,
    ...overrides,
  };
};
const create = (body: unknown, token = t.rootToken) => t.call('POST', '/api/subscriptions', { token, body });

describe('/api/subscriptions access', () => {
  it('lets SUBSCRIPTION_IDS_VIEW read, SUBSCRIPTION_IDS_MODERATE change, and nobody else', async () => {
    expect((await t.call('GET', '/api/subscriptions')).status).toBe(401);
    const stranger = await t.adminWith(['USERS_VIEW']);
    const viewer = await t.adminWith(['SUBSCRIPTION_IDS_VIEW', 'SHIFT']);
    const moderator = await t.adminWith(['SUBSCRIPTION_IDS_MODERATE', 'SHIFT']);
    expect((await t.call('GET', '/api/subscriptions', { token: stranger.token })).status).toBe(403);
    expect((await t.call('GET', '/api/subscriptions', { token: viewer.token })).status).toBe(200);
    expect((await t.call('GET', '/api/subscriptions', { token: moderator.token })).status).toBe(200);
    const created = await create(subscription(), moderator.token);
    expect(created.status).toBe(201);
    const id = created.body.data._id;
    for (const token of [stranger.token, viewer.token]) {
      expect((await create(subscription(), token)).status).toBe(403);
      expect((await t.call('PUT', `/api/subscriptions/${id}`, { token, body: subscription() })).status).toBe(
        403,
      );
      expect((await t.call('DELETE', `/api/subscriptions/${id}`, { token })).status).toBe(403);
    }
  });
});

describe('/api/subscriptions', () => {
  it('groups by app (shift, relic, titan, nfx), newest first, and filters by app', async () => {
    const relic = await create(subscription({ app: 'relic', productId: 'com.signaldesk.relic.a' }));
    const relic2 = await create(subscription({ app: 'relic', productId: 'com.signaldesk.relic.b' }));
    await create(subscription({ app: 'nfx', productId: 'com.signaldesk.nfx.a' }));
    const all = await t.call('GET', '/api/subscriptions', { token: t.rootToken });
    expect(all.status).toBe(200);
    expect(Object.keys(all.body.data)).toEqual(['shift', 'relic', 'titan', 'nfx']);
    expect(all.body.data.relic.map((s: { _id: string }) => s._id)).toEqual([
      relic2.body.data._id,
      relic.body.data._id,
    ]);
    expect(all.body.data.titan).toEqual([]);
    const onlyNfx = await t.call('GET', '/api/subscriptions?app=nfx', { token: t.rootToken });
    expect(onlyNfx.body.data.nfx).toHaveLength(1);
    expect(onlyNfx.body.data.relic).toEqual([]);
    expect((await t.call('GET', '/api/subscriptions?app=mira', { token: t.rootToken })).status).toBe(400);
  });

  it('creates, replaces and deletes, logging each change', async () => {
    const created = await create(subscription({ endDate: null }));
    expect(created.body.data).toMatchObject({
      app: 'shift',
      type: 'monthly',
      endDate: null,
      activationStatus: true,
    });
    const id = created.body.data._id;
    const [logged] = await activityOfKind('subscription created', id);
    expect(logged?.next).toMatchObject({ productId: created.body.data.productId });

    const got = await t.call('GET', `/api/subscriptions/${id}`, { token: t.rootToken });
    expect(got.body.data).toEqual(created.body.data);

    const body = subscription({ app: 'titan', type: 'yearly', activationStatus: false });
    const updated = await t.call('PUT', `/api/subscriptions/${id}`, { token: t.rootToken, body });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ app: 'titan', type: 'yearly', activationStatus: false });
    expect(updated.body.data.lastModified >= created.body.data.lastModified).toBe(true);
    const [change] = await activityOfKind('subscription updated', id);
    expect(change?.prev).toMatchObject({ app: 'shift' });
    expect(change?.next).toMatchObject({ app: 'titan' });

    expect((await t.call('DELETE', `/api/subscriptions/${id}`, { token: t.rootToken })).status).toBe(200);
    expect((await t.call('GET', `/api/subscriptions/${id}`, { token: t.rootToken })).status).toBe(404);
    expect((await t.call('DELETE', `/api/subscriptions/${id}`, { token: t.rootToken })).status).toBe(404);
    expect(await activityOfKind('subscription deleted', id)).toHaveLength(1);
    expect(
      (await t.call('PUT', `/api/subscriptions/${MISSING_ID}`, { token: t.rootToken, body: subscription() }))
        .status,
    ).toBe(404);
  });

  it('refuses bad input and a product id the app already has', async () => {
    const before = await t.count('subscriptions');
    const cases = [
      subscription({ endDate: '2025-12-31' }),
      subscription({ app: 'mira' }),
      subscription({ type: 'weekly' }),
      subscription({ productId: 'has space' }),
      subscription({ productId: 'a\u0000b' }),
      subscription({ startDate: '2026-02-30' }),
      { ...subscription(), extra: 1 },
    ];
    for (const body of cases) expect((await create(body)).status, JSON.stringify(body)).toBe(400);
    const early = await create(subscription({ endDate: '2025-12-31' }));
    expect(early.body.error.fields[0]).toMatchObject({ path: 'endDate', code: 'endBeforeStart' });
    expect(await t.count('subscriptions')).toBe(before);

    const first = await create(subscription({ productId: 'com.signaldesk.shift.dup' }));
    expect(first.status).toBe(201);
    const dup = await create(subscription({ productId: 'com.signaldesk.shift.dup' }));
    expect(dup.status).toBe(409);
    expect(dup.body.error.fields[0]).toMatchObject({ path: 'productId', code: 'taken' });
    expect((await create(subscription({ app: 'nfx', productId: 'com.signaldesk.shift.dup' }))).status).toBe(
      201,
    );
  });
});
