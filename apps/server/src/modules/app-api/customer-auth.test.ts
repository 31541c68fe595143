import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { customers } from '../../db/schema';
import { CUSTOMER_SESSION_CHANGES } from '../customers/customer-sessions-service';
import { revokeCustomerSession } from '../customers/customers-service';
import { CustomerSessionCache } from './customer-auth-service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function signUp(n: number) {
  const answer = await t.call('POST', '/app-api/v1/auth/sign-up', {
    body: {
      app: 'shift',
      email: `replica${n}@example.com`,
      password: 'Cust-Pass1!',
      fullName: `Replica Customer${n}`,
      username: `replica${n}`,
    },
  });
  if (answer.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data as { token: string; customer: { _id: string } };
}

describe('the customer session cache', () => {
  it('another replica forgets a revoked session when the notification arrives', async () => {
    const { token, customer } = await signUp(1);
    const other = new CustomerSessionCache(t.database.db, 60_000);
    const stop = await other.listen(t.database);
    try {
      expect(await other.authenticate(token)).not.toBeNull();
      expect(other.size).toBe(1);
      await revokeCustomerSession(t.database.db, { adminId: null, label: 'system', ip: null }, customer._id);
      await vi.waitFor(() => expect(other.size).toBe(0), { timeout: 5000, interval: 10 });
      expect(await other.authenticate(token)).toBeNull();
    } finally {
      await stop();
    }
  });

  it('writes the uses of sessions together: last seen and last activity, once per session', async () => {
    const { token, customer } = await signUp(5);
    const old = new Date(Date.now() - 20 * 60_000); // last used before the touch interval
    await t.database.db.execute(
      sql`update customer_sessions set last_seen_at = ${old.toISOString()} where customer_id = ${customer._id}`,
    );
    const cache = new CustomerSessionCache(t.database.db, 60_000);
    const stop = await cache.listen(t.database);
    const lastSeen = async () =>
      (
        (await t.database.db.execute(
          sql`select s.last_seen_at as seen, c.last_activity_at as active from customer_sessions s
            join customers c on c.id = s.customer_id where s.customer_id = ${customer._id}`,
        )) as unknown as { rows: { seen: string | Date; active: string | Date | null }[] }
      ).rows[0];
    try {
      const before = Date.now();
      expect(await cache.authenticate(token)).not.toBeNull();
      expect(await cache.authenticate(token)).not.toBeNull();
      await cache.flushTouches();
      const row = await lastSeen();
      expect(new Date(row?.seen ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1);
      expect(new Date(row?.active ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1);
    } finally {
      await stop();
    }
  });

  it('another replica sees a renewed or ended subscription at once, however it was changed', async () => {
    const { token, customer } = await signUp(3);
    const other = new CustomerSessionCache(t.database.db, 60_000);
    const stop = await other.listen(t.database);
    const heard: string[] = [];
    const stopHearing = await t.database.listen(CUSTOMER_SESSION_CHANGES, (id) => heard.push(id));
    try {
      const trial = await other.authenticate(token);
      expect(trial?.subscriptionType).toBe('trial');
      // A renewal written by any statement (a store webhook, a script): the row trigger notifies.
      const renewed = new Date(Date.now() + 365 * 86_400_000);
      await t.database.db
        .update(customers)
        .set({ subscriptionType: 'yearly', subscriptionExpiresAt: renewed })
        .where(eq(customers.id, customer._id));
      await vi.waitFor(() => expect(other.size).toBe(0), { timeout: 5000, interval: 10 });
      const seen = await other.authenticate(token);
      expect(seen?.subscriptionType).toBe('yearly');
      expect(seen?.subscriptionExpiresAt?.getTime()).toBe(renewed.getTime());

      // The last activity changes on every use: it must not empty the cache.
      await t.database.db
        .update(customers)
        .set({ lastActivityAt: new Date() })
        .where(eq(customers.id, customer._id));
      await t.database.db
        .update(customers)
        .set({ subscriptionExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(customers.id, customer._id));
      await vi.waitFor(() => expect(other.size).toBe(0), { timeout: 5000, interval: 10 });
      const ended = await other.authenticate(token);
      expect(ended && ended.subscriptionExpiresAt !== null && ended.subscriptionExpiresAt < new Date()).toBe(
        true,
      );
      // One notification a subscription change, none for the activity: every handler of the channel
      // has heard the expiry change by now (one connection, commit order).
      expect(heard).toEqual([customer._id, customer._id]);
    } finally {
      await stopHearing();
      await stop();
    }
  });

  it('serves a cached session without the database, and refuses an unknown token', async () => {
    const { token } = await signUp(2);
    const cache = new CustomerSessionCache(t.database.db, 60_000);
    const first = await cache.authenticate(token);
    expect(first?.app).toBe('shift');
    expect(await cache.authenticate(token)).toBe(first);
    expect(await cache.authenticate('x'.repeat(43))).toBeNull();
    const uncached = new CustomerSessionCache(t.database.db, 0);
    expect(await uncached.authenticate(token)).not.toBeNull();
    expect(uncached.size).toBe(0);
  });

  it('answers requests that miss together from one lookup, each with its own session', async () => {
    const accounts = await Promise.all([signUp(20), signUp(21), signUp(22)]);
    const cache = new CustomerSessionCache(t.database.db, 60_000);
    const tokens = [accounts[0], accounts[1], accounts[1], accounts[2]].map((a) => a.token);
    const answers = await Promise.all([...tokens, 'y'.repeat(43)].map((token) => cache.authenticate(token)));
    expect(answers.map((a) => a?.customerId ?? null)).toEqual([
      accounts[0].customer._id,
      accounts[1].customer._id,
      accounts[1].customer._id,
      accounts[2].customer._id,
      null,
    ]);
    expect(answers[1]).toBe(answers[2]);
    expect(cache.size).toBe(3);
  });
});
