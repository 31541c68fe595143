import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestApp,
  type TestApp,
  USER_PASSWORD,
} from '../../../test-support/harness';
import { LOGIN_LIMITS } from './throttle';
import { tokenDigest } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('answers a fresh opaque token and the admin, never a password hash', async () => {
    const first = await t.call('POST', '/api/auth/login', {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const second = await t.call('POST', '/api/auth/login', {
      body: { email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD },
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const token: string = first.body.data.token;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(second.body.data.token).not.toBe(token);
    expect(first.body.data.user.email).toBe(ADMIN_EMAIL);
    expect(JSON.stringify(first.body)).not.toMatch(/passwordHash|password_hash|\$argon2/);
  });

  it('stores only a digest of the token', async () => {
    const { token } = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const rows = await t.database.db.execute(sql`select token_hash from sessions`);
    const hashes = (rows as unknown as { rows: { token_hash: string }[] }).rows.map((r) => r.token_hash);
    expect(hashes).not.toContain(token);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it('says a deactivated account is deactivated, only to whoever gives its right password', async () => {
    const { user } = await t.adminWith(['STATS']);
    await t.call('POST', '/api/admin-users/change-activation-status', {
      token: t.rootToken,
      body: { id: user._id, activationStatus: false },
    });
    const right = await t.call('POST', '/api/auth/login', {
      body: { email: user.email, password: USER_PASSWORD },
      ip: '10.0.1.1',
    });
    expect(right.status).toBe(403);
    expect(right.body.error).toMatchObject({ code: 'forbidden', reason: 'account_deactivated' });
    expect(right.body.data).toBeUndefined();
    const wrong = await t.call('POST', '/api/auth/login', {
      body: { email: user.email, password: 'Wrong-Pass1' },
      ip: '10.0.1.2',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: { code: 'unauthorized', message: 'Invalid email or password' } });
    expect(await t.count(`sessions where admin_id = '${user._id}'`)).toBe(0);
  });

  it('gives the same 401 for an unknown email and a wrong password, of an active or deactivated admin', async () => {
    const { user } = await t.adminWith(['STATS']);
    await t.call('POST', '/api/admin-users/change-activation-status', {
      token: t.rootToken,
      body: { id: user._id, activationStatus: false },
    });
    const answers = await Promise.all([
      t.call('POST', '/api/auth/login', {
        body: { email: 'nobody@example.com', password: 'Whatever1!' },
        ip: '10.0.0.1',
      }),
      t.call('POST', '/api/auth/login', {
        body: { email: ADMIN_EMAIL, password: 'Wrong-Pass1' },
        ip: '10.0.0.2',
      }),
      t.call('POST', '/api/auth/login', {
        body: { email: user.email, password: 'Wrong-Pass1' },
        ip: '10.0.0.3',
      }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: { code: 'unauthorized', message: 'Invalid email or password' } });
    }
  });

  it('refuses a malformed body with field errors', async () => {
    const answer = await t.call('POST', '/api/auth/login', { body: { email: '' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('bad_request');
    expect(answer.body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual([
      'email',
      'password',
    ]);
  });
});

describe('sign-in rate limits', () => {
  it('blocks an account from one IP after repeated failures, but not its owner from a known IP', async () => {
    const { user } = await t.adminWith(['STATS']);
    await t.login(user.email, USER_PASSWORD, '10.1.0.1'); // the owner's usual IP
    for (let i = 0; i < LOGIN_LIMITS.accountFromIp; i++) {
      const miss = await t.call('POST', '/api/auth/login', {
        body: { email: user.email, password: 'Bad-Guess1' },
        ip: '10.9.9.9',
      });
      expect(miss.status).toBe(401);
    }
    const blocked = await t.call('POST', '/api/auth/login', {
      body: { email: user.email, password: USER_PASSWORD },
      ip: '10.9.9.9',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const owner = await t.call('POST', '/api/auth/login', {
      body: { email: user.email, password: USER_PASSWORD },
      ip: '10.1.0.1',
    });
    expect(owner.status).toBe(200);
  });

  it('limits an account attacked from many IPs, except for IPs it signed in from', async () => {
    const { user } = await t.adminWith(['STATS']);
    await t.login(user.email, USER_PASSWORD, '10.2.0.1');
    for (let i = 0; i < LOGIN_LIMITS.account; i++) {
      await t.call('POST', '/api/auth/login', {
        body: { email: user.email, password: 'Bad-Guess1' },
        ip: `10.3.${i}.1`,
      });
    }
    const stranger = await t.call('POST', '/api/auth/login', {
      body: { email: user.email, password: USER_PASSWORD },
      ip: '10.4.0.1',
    });
    expect(stranger.status).toBe(429);
    const owner = await t.call('POST', '/api/auth/login', {
      body: { email: user.email, password: USER_PASSWORD },
      ip: '10.2.0.1',
    });
    expect(owner.status).toBe(200);
  });

  it('limits one IP guessing across many accounts, but lets a correct password of an unlocked account in', async () => {
    for (let i = 0; i < LOGIN_LIMITS.ip; i++) {
      await t.call('POST', '/api/auth/login', {
        body: { email: `guess${i}@example.com`, password: 'Bad-Guess1' },
        ip: '10.5.0.1',
      });
    }
    const guess = await t.call('POST', '/api/auth/login', {
      body: { email: ADMIN_EMAIL, password: 'Bad-Guess1' },
      ip: '10.5.0.1',
    });
    expect(guess.status).toBe(429);
    expect(guess.body.error.reason).toBe('too_many_attempts');
    // Decision 10: the address is limited, not every account behind it (an office or a proxy).
    const owner = await t.call('POST', '/api/auth/login', {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      ip: '10.5.0.1',
    });
    expect(owner.status).toBe(200);
    const { user } = await t.adminWith(['STATS']);
    const firstSignIn = await t.call('POST', '/api/auth/login', {
      body: { email: user.email, password: USER_PASSWORD },
      ip: '10.5.0.1',
    });
    expect(firstSignIn.status).toBe(200);
  });
});

describe('sessions', () => {
  it('needs a bearer token', async () => {
    expect((await t.call('GET', '/api/auth/me')).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: 'x'.repeat(43) })).status).toBe(401);
    const me = await t.call('GET', '/api/auth/me', { token: t.rootToken });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(ADMIN_EMAIL);
  });

  it('ends after 12 idle hours and after 7 days whatever the activity', async () => {
    const idle = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const old = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '12 hours 1 minute' where token_hash = ${tokenDigest(idle.token)}`,
    );
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where token_hash = ${tokenDigest(old.token)}`,
    );
    expect((await t.call('GET', '/api/auth/me', { token: idle.token })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: old.token })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: t.rootToken })).status).toBe(200);
  });

  it('logout ends only the current session', async () => {
    const a = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const b = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await t.call('POST', '/api/auth/logout', { token: a.token })).status).toBe(204);
    const ended = await t.call('GET', '/api/auth/me', { token: a.token });
    expect(ended.status).toBe(401);
    expect(ended.body.error.reason).toBe('session_ended');
    expect((await t.call('GET', '/api/auth/me', { token: b.token })).status).toBe(200);
  });
});

describe('PUT /api/auth/me', () => {
  it('updates name, nickname and locale and logs it', async () => {
    const { token, user } = await t.adminWith(['STATS']);
    const answer = await t.call('PUT', '/api/auth/me', {
      token,
      body: { name: 'Renamed Admin', nickname: 'ren1', locale: 'sv' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ name: 'Renamed Admin', nickname: 'ren1', locale: 'sv' });
    const log = await t.database.db.execute(
      sql`select kind, prev, next from activity_log where target_id = ${user._id} and kind = 'profile updated'`,
    );
    expect((log as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it('refuses bad values and writes nothing', async () => {
    const { token, user } = await t.adminWith(['STATS']);
    const before = await t.count('activity_log');
    const answer = await t.call('PUT', '/api/auth/me', { token, body: { nickname: 'x!', locale: 'pt' } });
    expect(answer.status).toBe(400);
    expect([...new Set(answer.body.error.fields.map((f: { path: string }) => f.path))].sort()).toEqual([
      'locale',
      'nickname',
    ]);
    expect(await t.count('activity_log')).toBe(before);
    expect((await t.call('GET', '/api/auth/me', { token })).body.data.nickname).toBe(user.nickname);
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const { token, user } = await t.adminWith(['STATS']);
    const other = await t.login(user.email, USER_PASSWORD);
    const wrong = await t.call('PUT', '/api/auth/me', {
      token,
      body: { currentPassword: 'Nope-Nope1', password: 'New-Pass-2' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields[0].path).toBe('currentPassword');
    const weak = await t.call('PUT', '/api/auth/me', {
      token,
      body: { currentPassword: USER_PASSWORD, password: 'weakpass' },
    });
    expect(weak.status).toBe(400);
    const ok = await t.call('PUT', '/api/auth/me', {
      token,
      body: { currentPassword: USER_PASSWORD, password: 'New-Pass-2' },
    });
    expect(ok.status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: other.token })).status).toBe(401);
    await t.login(user.email, 'New-Pass-2');
  });

  it('throttles wrong current passwords like sign-in', async () => {
    const { token, user } = await t.adminWith(['STATS']);
    const change = (currentPassword: string) =>
      t.call('PUT', '/api/auth/me', {
        token,
        body: { currentPassword, password: 'New-Pass-3' },
        ip: '10.6.0.1',
      });
    for (let i = 0; i < LOGIN_LIMITS.accountFromIp; i++)
      expect((await change('Bad-Guess1')).status).toBe(400);
    const blocked = await change(USER_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.reason).toBe('too_many_attempts');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The guesses count against sign-in from that address too.
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: user.email, password: USER_PASSWORD },
      ip: '10.6.0.1',
    });
    expect(login.status).toBe(429);
  });
});
