import type { AdminUser } from '@signal-desk/domain/admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { eurUsdPair } from '../../../test-support/ideas';
import { until } from '../../../test-support/until';
import { IdentityCache, SESSION_CHANGES } from './identity-cache';

let t: TestApp;
let eurusd: string;
beforeAll(async () => {
  t = await startTestApp();
  eurusd = await eurUsdPair(t);
});
afterAll(() => t.close());

const me = (token: string) => t.call('GET', '/api/auth/me', { token });

describe('the identity cache', () => {
  it('answers a signed-in request without touching the database', async () => {
    const { token } = await t.adminWith(['STATS']);
    expect((await me(token)).status).toBe(200);
    // Any query on these tables would now wait for the lock (on PGlite: any query at all).
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = false;
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table sessions, admins, admin_roles, roles in access exclusive mode`);
      locked = true;
      await released;
    });
    while (!locked) await new Promise((resolve) => setImmediate(resolve));
    try {
      const answer = await me(token);
      expect(answer.status).toBe(200);
      expect(answer.body.data.permissions).toEqual(['STATS']);
    } finally {
      release();
      await holder;
    }
  });

  it('forgets at once a revoked session, a deactivated admin and a changed permission or role', async () => {
    const revoked = await t.adminWith(['STATS']);
    expect((await me(revoked.token)).status).toBe(200);
    await t.call('POST', `/api/admin-users/${revoked.user._id}/revoke-admin-session`, { token: t.rootToken });
    expect((await me(revoked.token)).status).toBe(401);

    const deactivated = await t.adminWith(['STATS']);
    expect((await me(deactivated.token)).status).toBe(200);
    await t.call('POST', '/api/admin-users/change-activation-status', {
      token: t.rootToken,
      body: { id: deactivated.user._id, activationStatus: false },
    });
    expect((await me(deactivated.token)).status).toBe(401);

    const role = await t.call('POST', '/api/roles', {
      token: t.rootToken,
      body: { name: 'Cache desk', permissions: ['SHIFT'] },
    });
    const changed = await t.adminWith(['STATS'], { roles: [role.body.data._id] });
    expect((await me(changed.token)).body.data.effectivePermissions.sort()).toEqual(['SHIFT', 'STATS']);
    await t.call('PUT', `/api/admin-users/${changed.user._id}`, {
      token: t.rootToken,
      body: { permissions: ['USERS_VIEW'] },
    });
    expect((await me(changed.token)).body.data.effectivePermissions.sort()).toEqual(['SHIFT', 'USERS_VIEW']);
    await t.call('PUT', `/api/roles/${role.body.data._id}`, {
      token: t.rootToken,
      body: { name: 'Cache desk', permissions: ['RELIC'] },
    });
    expect((await me(changed.token)).body.data.effectivePermissions.sort()).toEqual(['RELIC', 'USERS_VIEW']);
    const signals = await t.call('GET', '/api/signals?app=shift', { token: changed.token });
    expect(signals.status).toBe(403);

    await t.call('POST', '/api/auth/logout', { token: changed.token });
    expect((await me(changed.token)).status).toBe(401);
  });

  it("shows the admin's own changes and today's sent counts", async () => {
    const trader = await t.adminWith(['SHIFT', 'SIGNAL_OPEN_FIELDS_MODIFY'], { signalsLimit: { shift: 5 } });
    expect((await me(trader.token)).body.data.signalsSent).toEqual({});
    const created = await t.call('POST', '/api/signals', {
      token: trader.token,
      body: {
        app: 'shift',
        signalType: 'forex',
        pair: eurusd,
        orderType: 'limit',
        side: 'buy',
        entry: '1.08',
        stopLoss: '1.07',
        takeProfits: ['1.09'],
      },
    });
    expect(created.status).toBe(201);
    expect((await me(trader.token)).body.data.signalsSent).toEqual({ shift: 1 });
    await t.call('PUT', '/api/auth/me', { token: trader.token, body: { nickname: 'cached' } });
    expect((await me(trader.token)).body.data.nickname).toBe('cached');
    await t.call('PUT', '/api/admin-users/quote-provider', {
      token: trader.token,
      body: { quoteProvider: 2 },
    });
    expect((await me(trader.token)).body.data.quoteProvider).toBe(2);
  });

  it('keeps admin list pages until an admin changes: a new admin, an edit and a sent count show at once', async () => {
    const list = async () => {
      const answer = await t.call('GET', '/api/admin-users?perPage=50', { token: t.rootToken });
      expect(answer.status).toBe(200);
      return answer.body as { total: number; data: { _id: string; name: string; signalsSent: object }[] };
    };
    // Changes of the earlier tests may still be on their way; one that arrived during the lock below
    // would rightly empty the pages. Notifications come in order on one connection: once this one is
    // handled, so are they.
    const marker = `settled-${Date.now()}`;
    let settled = false;
    const stop = await t.database.listen(SESSION_CHANGES, (payload) => {
      if (payload === marker) settled = true;
    });
    await t.database.db.execute(sql`select pg_notify(${SESSION_CHANGES}, ${marker})`);
    await until(() => settled);
    await stop();
    const before = await list();
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = false;
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`lock table admins, admin_roles, roles, daily_signal_counts in access exclusive mode`,
      );
      locked = true;
      await released;
    });
    while (!locked) await new Promise((resolve) => setImmediate(resolve));
    try {
      expect(await list()).toEqual(before);
    } finally {
      release();
      await holder;
    }

    const trader = await t.adminWith(['SHIFT', 'SIGNAL_OPEN_FIELDS_MODIFY'], { signalsLimit: { shift: 5 } });
    const added = await list();
    expect(added.total).toBe(before.total + 1);
    expect(added.data.find((a) => a._id === trader.user._id)?.signalsSent).toEqual({});

    await t.call('PUT', `/api/admin-users/${trader.user._id}`, {
      token: t.rootToken,
      body: { name: 'Renamed Trader' },
    });
    expect((await list()).data.find((a) => a._id === trader.user._id)?.name).toBe('Renamed Trader');

    const created = await t.call('POST', '/api/signals', {
      token: trader.token,
      body: {
        app: 'shift',
        signalType: 'forex',
        pair: eurusd,
        orderType: 'limit',
        side: 'buy',
        entry: '1.08',
        stopLoss: '1.07',
        takeProfits: ['1.09'],
      },
    });
    expect(created.status).toBe(201);
    expect((await list()).data.find((a) => a._id === trader.user._id)?.signalsSent).toEqual({ shift: 1 });
  });
});

describe('IdentityCache', () => {
  it('keeps a view whose sent counts changed for access checks, not for showing the counts', () => {
    const cache = new IdentityCache();
    const now = Date.now();
    const session = { sessionId: 's1', adminId: 'a1', expiresAt: now + 60_000, lastSeenAt: now };
    const admin = { _id: 'a1', signalsSent: {} } as unknown as AdminUser;
    cache.set('token-1', session, admin, cache.snapshot(), now);
    const reading = cache.snapshot();
    cache.forgetCounts('a1');
    expect(cache.countsStale('a1')).toBe(true);
    expect(cache.get('token-1', now, { counts: false })?.admin).toBe(admin);
    expect(cache.get('token-1', now)).toBeUndefined();
    // A read that started before the creation was heard is not kept.
    cache.set('token-1', session, { ...admin, signalsSent: {} }, reading, now);
    expect(cache.countsStale('a1')).toBe(true);
    const fresh = { ...admin, signalsSent: { shift: 1 } };
    cache.set('token-1', session, fresh, cache.snapshot(), now);
    expect(cache.countsStale('a1')).toBe(false);
    expect(cache.get('token-1', now)?.admin).toBe(fresh);
  });
});
