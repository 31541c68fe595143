import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
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
});
