import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from '../../../test-support/harness';
import { LOGIN_LIMITS, SIGN_UP_LIMITS } from '../identity/credentials-service';

/** Customer sign-up and sign-in throttling (decisions 10 and 18). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Cust-Pass1!';
let n = 0;
const signUp = (ip: string, overrides: Record<string, unknown> = {}) => {
  n += 1;
  return t.call('POST', '/app-api/v1/auth/sign-up', {
    ip,
    body: {
      app: 'shift',
      email: `throttled${n}@example.com`,
      password: PASSWORD,
      fullName: `Throttled Customer${n}`,
      username: `throttled${n}`,
      ...overrides,
    },
  });
};

describe('customer sign-up is throttled', () => {
  it('per address: past the limit a 429 with Retry-After, and no account or trial is made', async () => {
    for (let i = 0; i < SIGN_UP_LIMITS.ip; i++) expect((await signUp('10.60.0.1')).status).toBe(201);
    const customers = await t.count('customers');
    const refused = await signUp('10.60.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'rate_limited', reason: 'too_many_sign_ups' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.count('customers')).toBe(customers);
    // Another address is not limited by this one.
    expect((await signUp('10.60.0.2')).status).toBe(201);
  });

  it('per email, from any address: taken-email probes count too', async () => {
    const email = 'probed@example.com';
    const apps = ['shift', 'nfx', 'titan', 'relic'];
    for (let i = 0; i < SIGN_UP_LIMITS.email; i++) {
      const answer = await signUp(`10.61.0.${i + 1}`, { email, app: apps[i % apps.length] });
      expect(answer.status).toBe(i < apps.length ? 201 : 409);
    }
    const refused = await signUp('10.61.1.1', { email, app: 'shift' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.reason).toBe('too_many_sign_ups');
    expect((await signUp('10.61.1.1')).status).toBe(201);
  });
});

describe('customer and staff sign-in failures are counted apart', () => {
  const customerSignIn = (ip: string, password: string, email = 'nobody@example.com') =>
    t.call('POST', '/app-api/v1/auth/sign-in', { ip, body: { app: 'shift', email, password } });
  const staffSignIn = (ip: string, password: string, email = ADMIN_EMAIL) =>
    t.call('POST', '/api/auth/login', { ip, body: { email, password } });

  it('a customer hammering sign-in does not limit staff on the same address', async () => {
    const ip = '10.62.0.1';
    for (let i = 0; i < LOGIN_LIMITS.ip; i++) {
      await customerSignIn(ip, 'Wrong-Pass1!', `hammer${i}@example.com`);
    }
    expect((await customerSignIn(ip, 'Wrong-Pass1!')).status).toBe(429);
    const staffMiss = await staffSignIn(ip, 'Wrong-Pass1!', 'someone@example.com');
    expect(staffMiss.status).toBe(401);
    expect((await staffSignIn(ip, ADMIN_PASSWORD)).status).toBe(200);
  });

  it('staff failures do not limit customers on the same address', async () => {
    const ip = '10.62.0.2';
    const customer = await signUp('10.62.9.9');
    expect(customer.status).toBe(201);
    for (let i = 0; i < LOGIN_LIMITS.ip; i++) await staffSignIn(ip, 'Wrong-Pass1!', `staff${i}@example.com`);
    expect((await staffSignIn(ip, 'Wrong-Pass1!', 'someone@example.com')).status).toBe(429);
    expect((await customerSignIn(ip, 'Wrong-Pass1!')).status).toBe(401);
    const email = customer.body.data.customer.email;
    expect((await customerSignIn(ip, PASSWORD, email)).status).toBe(200);
  });
});
