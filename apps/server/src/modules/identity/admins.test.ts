import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestApp, type TestApp, USER_PASSWORD } from '../../../test-support/harness';
import { admins } from '../../db/schema';
import { adminViewColumns } from './admin-view';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const activityOf = async (targetId: string) => {
  const result = await t.database.db.execute(
    sql`select kind, actor, ip, prev, next from activity_log where target_id = ${targetId} order by id`,
  );
  return (result as unknown as { rows: { kind: string; actor: string; ip: string; prev: any; next: any }[] })
    .rows;
};

const newAdmin = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  nickname: 'ada1',
  email: `ada${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'Strong-Pass1',
  permissions: ['SHIFT'],
  ...overrides,
});

describe('GET /api/admin-users', () => {
  it('needs a token and ADMIN_VIEW or USERS_VIEW', async () => {
    expect((await t.call('GET', '/api/admin-users')).status).toBe(401);
    const stranger = await t.adminWith(['STATS']);
    const denied = await t.call('GET', '/api/admin-users', { token: stranger.token });
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toContain('ADMIN_VIEW');
    const viewer = await t.adminWith(['USERS_VIEW']);
    expect((await t.call('GET', '/api/admin-users', { token: viewer.token })).status).toBe(200);
  });

  it('pages, searches and filters through the whitelist only', async () => {
    for (const name of ['Zed Alpha', 'Zed Beta', 'Zed Gamma']) {
      const created = await t.call('POST', '/api/admin-users', {
        token: t.rootToken,
        body: newAdmin({ name, nickname: 'zed' }),
      });
      expect(created.status).toBe(201);
    }
    const page = await t.call('GET', '/api/admin-users?search=zed&perPage=2&page=2&sort=name', {
      token: t.rootToken,
    });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 2, perPage: 2, total: 3, lastPage: 2 });
    expect(page.body.data.map((a: { name: string }) => a.name)).toEqual(['Zed Gamma']);

    const skip = await t.call(
      'GET',
      `/api/admin-users?limit=1&skip=1&sort=name&where=${encodeURIComponent(JSON.stringify({ name: { contains: 'Zed' } }))}`,
      { token: t.rootToken },
    );
    expect(skip.body.data.map((a: { name: string }) => a.name)).toEqual(['Zed Beta']);
    expect(skip.body).toMatchObject({ page: 2, perPage: 1, total: 3 });

    const bad = [
      `where=${encodeURIComponent('{"passwordHash":{"eq":"x"}}')}`,
      `where=${encodeURIComponent('{"name":{"regex":".*"}}')}`,
      `where=${encodeURIComponent('{"activationStatus":"yes"}')}`,
      'where=not-json',
      'sort=passwordHash',
      'perPage=201',
    ];
    for (const query of bad) {
      const answer = await t.call('GET', `/api/admin-users?${query}`, { token: t.rootToken });
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.code).toBe('bad_request');
    }
  });
});

describe('POST /api/admin-users', () => {
  it('creates an admin with roles, logs it and never returns the password', async () => {
    const role = await t.call('POST', '/api/roles', {
      token: t.rootToken,
      body: { name: 'Desk A', permissions: ['NFX'] },
    });
    const created = await t.call('POST', '/api/admin-users', {
      token: t.rootToken,
      body: newAdmin({
        roles: [role.body.data._id],
        signalsLimit: { shift: 5 },
        cryptoApiKey: 'wh_1',
        quoteProvider: 2,
      }),
    });
    expect(created.status).toBe(201);
    const admin = created.body.data;
    expect(admin.roles).toEqual([{ _id: role.body.data._id, name: 'Desk A' }]);
    expect(admin.effectivePermissions).toEqual(['SHIFT', 'NFX']);
    expect(admin.signalsLimit).toEqual({ shift: 5 });
    expect(JSON.stringify(created.body)).not.toMatch(/password/i);
    const log = await activityOf(admin._id);
    expect(log.map((l) => l.kind)).toEqual(['admin created']);
    expect(log[0]?.actor).toBe(t.root.email);
    expect(JSON.stringify(log)).not.toContain('Strong-Pass1');
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const admins = await t.count('admins');
    const logs = await t.count('activity_log');
    const answer = await t.call('POST', '/api/admin-users', {
      token: t.rootToken,
      body: newAdmin({
        email: 'not-an-email',
        nickname: 'toolongnick',
        password: 'short',
        permissions: ['NOPE'],
      }),
    });
    expect(answer.status).toBe(400);
    const paths = new Set(answer.body.error.fields.map((f: { path: string }) => f.path));
    expect([...paths].sort()).toEqual(['email', 'nickname', 'password', 'permissions.0']);
    expect(await t.count('admins')).toBe(admins);
    expect(await t.count('activity_log')).toBe(logs);
  });

  it('answers 409 for a taken email and 400 for an unknown role', async () => {
    const body = newAdmin();
    expect((await t.call('POST', '/api/admin-users', { token: t.rootToken, body })).status).toBe(201);
    const again = await t.call('POST', '/api/admin-users', {
      token: t.rootToken,
      body: { ...body, email: body.email.toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.fields[0].path).toBe('email');
    const unknownRole = await t.call('POST', '/api/admin-users', {
      token: t.rootToken,
      body: newAdmin({ roles: ['00000000-0000-4000-8000-000000000000'] }),
    });
    expect(unknownRole.status).toBe(400);
  });

  it('lets a non-super admin grant only what they hold', async () => {
    const manager = await t.adminWith(['ADMIN_MODERATE', 'SHIFT']);
    const ok = await t.call('POST', '/api/admin-users', {
      token: manager.token,
      body: newAdmin({ permissions: ['SHIFT'] }),
    });
    expect(ok.status).toBe(201);
    const escalate = await t.call('POST', '/api/admin-users', {
      token: manager.token,
      body: newAdmin({ permissions: ['SUPER_ADMIN'] }),
    });
    expect(escalate.status).toBe(403);
    const powerfulRole = await t.call('POST', '/api/roles', {
      token: t.rootToken,
      body: { name: 'Powerful', permissions: ['ALL'] },
    });
    const viaRole = await t.call('POST', '/api/admin-users', {
      token: manager.token,
      body: newAdmin({ permissions: [], roles: [powerfulRole.body.data._id] }),
    });
    expect(viaRole.status).toBe(403);
  });
});

describe('PUT /api/admin-users/{id}', () => {
  it('updates fields and logs previous and next values', async () => {
    const { user } = await t.adminWith(['SHIFT']);
    const answer = await t.call('PUT', `/api/admin-users/${user._id}`, {
      token: t.rootToken,
      body: { name: 'Grace Hopper', signalsLimit: { shift: 3, relic: 2 }, permissions: ['SHIFT', 'RELIC'] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ name: 'Grace Hopper', signalsLimit: { shift: 3, relic: 2 } });
    const entry = (await activityOf(user._id)).find((l) => l.kind === 'admin updated');
    expect(entry?.prev.name).toBe(user.name);
    expect(entry?.next.name).toBe('Grace Hopper');
  });

  it('404s an unknown id and 400s a malformed one', async () => {
    const unknown = await t.call('PUT', '/api/admin-users/00000000-0000-4000-8000-000000000000', {
      token: t.rootToken,
      body: { name: 'Xx Yy' },
    });
    expect(unknown.status).toBe(404);
    expect(
      (await t.call('PUT', '/api/admin-users/42', { token: t.rootToken, body: { name: 'Xx Yy' } })).status,
    ).toBe(400);
  });

  it('forbids editing one’s own permissions and managing more powerful admins', async () => {
    const self = await t.call('PUT', `/api/admin-users/${t.root._id}`, {
      token: t.rootToken,
      body: { permissions: ['ALL'] },
    });
    expect(self.status).toBe(403);
    const manager = await t.adminWith(['ADMIN_MODERATE']);
    const takeover = await t.call('PUT', `/api/admin-users/${t.root._id}`, {
      token: manager.token,
      body: { password: 'Taken-Over1' },
    });
    expect(takeover.status).toBe(403);
  });

  it('a password change by an admin ends the target’s sessions', async () => {
    const target = await t.adminWith(['SHIFT']);
    const answer = await t.call('PUT', `/api/admin-users/${target.user._id}`, {
      token: t.rootToken,
      body: { password: 'Reset-Pass1' },
    });
    expect(answer.status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: target.token })).status).toBe(401);
    await t.login(target.user.email, 'Reset-Pass1');
  });
});

describe('activation and sessions', () => {
  it('deactivation ends every session of the admin at once', async () => {
    const target = await t.adminWith(['SHIFT']);
    const second = await t.login(target.user.email, USER_PASSWORD);
    const answer = await t.call('POST', '/api/admin-users/change-activation-status', {
      token: t.rootToken,
      body: { id: target.user._id, activationStatus: 'inactive' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.activationStatus).toBe(false);
    for (const token of [target.token, second.token]) {
      expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(401);
    }
    const reactivated = await t.call('POST', '/api/admin-users/change-activation-status', {
      token: t.rootToken,
      body: { id: target.user._id, activationStatus: true },
    });
    expect(reactivated.body.data.activationStatus).toBe(true);
    expect(
      (await activityOf(target.user._id)).filter((l) => l.kind === 'admin activation changed'),
    ).toHaveLength(2);
  });

  it('needs CHANGE_ACTIVATION_STATUS', async () => {
    const target = await t.adminWith(['SHIFT']);
    const weak = await t.adminWith(['ADMIN_VIEW']);
    const answer = await t.call('POST', '/api/admin-users/change-activation-status', {
      token: weak.token,
      body: { id: target.user._id, activationStatus: false },
    });
    expect(answer.status).toBe(403);
  });

  it('revoke-admin-session ends all sessions and needs REVOKE_ADMIN_SESSION', async () => {
    const target = await t.adminWith(['SHIFT']);
    await t.login(target.user.email, USER_PASSWORD);
    const weak = await t.adminWith(['ADMIN_VIEW']);
    expect(
      (
        await t.call('POST', `/api/admin-users/${target.user._id}/revoke-admin-session`, {
          token: weak.token,
        })
      ).status,
    ).toBe(403);
    const revoker = await t.adminWith(['REVOKE_ADMIN_SESSION', 'SHIFT']);
    const answer = await t.call('POST', `/api/admin-users/${target.user._id}/revoke-admin-session`, {
      token: revoker.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.revoked).toBe(2);
    expect((await t.call('GET', '/api/auth/me', { token: target.token })).status).toBe(401);
  });
});

describe('the last super admin', () => {
  it('cannot be deactivated or demoted, and concurrent attempts leave one', async () => {
    const db = t.database.db;
    await db.execute(
      sql`update admins set permissions = array_remove(array_remove(permissions, 'ALL'), 'SUPER_ADMIN') where id <> ${t.root._id}`,
    );
    // The last one is told why they cannot deactivate or demote themselves: nobody else could undo it.
    const alone = await t.call('POST', '/api/admin-users/change-activation-status', {
      token: t.rootToken,
      body: { id: t.root._id, activationStatus: false },
    });
    expect(alone.status).toBe(409);
    expect(alone.body.error.reason).toBe('last_super_admin');
    for (const permissions of [['STATS'], []]) {
      const demoted = await t.call('PUT', `/api/admin-users/${t.root._id}`, {
        token: t.rootToken,
        body: { permissions },
      });
      expect(demoted.status).toBe(409);
      expect(demoted.body.error.reason).toBe('last_super_admin');
    }
    // Keeping one of ALL and SUPER_ADMIN leaves a super admin: the usual rule for one's own row answers.
    const kept = await t.call('PUT', `/api/admin-users/${t.root._id}`, {
      token: t.rootToken,
      body: { permissions: ['ALL'] },
    });
    expect(kept.body.error.reason).toBe('own_account_via_profile');
    const deactivated = await t.call('PUT', `/api/admin-users/${t.root._id}`, {
      token: t.rootToken,
      body: { activationStatus: false },
    });
    expect(deactivated.body.error.reason).toBe('last_super_admin');
    expect((await t.call('GET', '/api/auth/me', { token: t.rootToken })).body.data).toMatchObject({
      activationStatus: true,
      permissions: ['ALL', 'SUPER_ADMIN'],
    });

    const second = await t.adminWith(['SUPER_ADMIN']);
    const both = await Promise.all([
      t.call('POST', '/api/admin-users/change-activation-status', {
        token: t.rootToken,
        body: { id: second.user._id, activationStatus: false },
      }),
      t.call('POST', '/api/admin-users/change-activation-status', {
        token: second.token,
        body: { id: t.root._id, activationStatus: false },
      }),
    ]);
    // One wins. The other loses at the last-super-admin check (409), or, when the winner committed
    // before it was even authenticated, on its own session, which the deactivation ended (401).
    const [won, lost] = [...both].sort((a, b) => a.status - b.status);
    expect(won?.status).toBe(200);
    expect([401, 409]).toContain(lost?.status);
    if (lost?.status === 409) expect(lost.body.error.reason).toBe('last_super_admin');
    const result = await db.execute(
      sql`select count(*)::int as n from admins where activation_status and permissions && array['SUPER_ADMIN','ALL']`,
    );
    expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    // Whichever won, bring root back for the tests that follow.
    if (both[1]?.status === 200) {
      await t.call('POST', '/api/admin-users/change-activation-status', {
        token: second.token,
        body: { id: t.root._id, activationStatus: true },
      });
      t.rootToken = (await t.login(t.root.email, ADMIN_PASSWORD)).token;
    }
  });
});

describe('PUT /api/admin-users/quote-provider', () => {
  it('sets the signed-in admin’s provider and refuses unknown codes', async () => {
    const { token } = await t.adminWith(['SHIFT']);
    expect(
      (await t.call('PUT', '/api/admin-users/quote-provider', { token, body: { quoteProvider: 7 } })).status,
    ).toBe(400);
    const answer = await t.call('PUT', '/api/admin-users/quote-provider', {
      token,
      body: { quoteProvider: -1 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.quoteProvider).toBe(-1);
  });
});

describe('API keys and own limits', () => {
  it('shows API keys only to admin managers and the admin themself; others see the last 4 characters', async () => {
    const holder = await t.adminWith(['SHIFT'], {
      apiType: 'forex',
      apiKey: 'hook-1234567890-abcd',
      cryptoApiKey: 'crypto-key-9876',
    });
    const viewer = await t.adminWith(['USERS_VIEW']);
    const seen = await t.call('GET', `/api/admin-users/${holder.user._id}`, { token: viewer.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ apiKey: '****abcd', cryptoApiKey: '****9876', forexApiKey: null });
    const listed = await t.call('GET', `/api/admin-users?perPage=200`, { token: viewer.token });
    const row = listed.body.data.find((a: { _id: string }) => a._id === holder.user._id);
    expect(row.apiKey).toBe('****abcd');
    expect(JSON.stringify(listed.body)).not.toContain('hook-1234567890');
    const activator = await t.adminWith(['CHANGE_ACTIVATION_STATUS', 'SHIFT']);
    const changed = await t.call('POST', '/api/admin-users/change-activation-status', {
      token: activator.token,
      body: { id: holder.user._id, activationStatus: true },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.apiKey).toBe('****abcd');

    const manager = await t.adminWith(['ADMIN_MODERATE', 'ADMIN_VIEW', 'SHIFT']);
    const managed = await t.call('GET', `/api/admin-users/${holder.user._id}`, { token: manager.token });
    expect(managed.body.data.apiKey).toBe('hook-1234567890-abcd');
    const own = await t.call('GET', '/api/auth/me', { token: holder.token });
    expect(own.body.data.apiKey).toBe('hook-1234567890-abcd');
    const ownView = await t.adminWith(['USERS_VIEW'], { cryptoApiKey: 'mine-1234567' });
    const self = await t.call('GET', `/api/admin-users/${ownView.user._id}`, { token: ownView.token });
    expect(self.body.data.cryptoApiKey).toBe('mine-1234567');
  });

  it('refuses a manager raising their own daily limits', async () => {
    const manager = await t.adminWith(['ADMIN_MODERATE', 'SHIFT'], { signalsLimit: { shift: 5 } });
    const raised = await t.call('PUT', `/api/admin-users/${manager.user._id}`, {
      token: manager.token,
      body: { signalsLimit: { shift: 500 } },
    });
    expect(raised.status).toBe(403);
    expect(raised.body.error.reason).toBe('own_account_via_profile');
    const unchanged = await t.call('PUT', `/api/admin-users/${manager.user._id}`, {
      token: manager.token,
      body: { name: 'Same Limits', signalsLimit: { shift: 5 } },
    });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.data.signalsLimit).toEqual({ shift: 5 });
    const other = await t.adminWith(['SHIFT']);
    const forOther = await t.call('PUT', `/api/admin-users/${other.user._id}`, {
      token: manager.token,
      body: { signalsLimit: { shift: 5 } },
    });
    expect(forOther.status).toBe(200);
  });
});

describe('the admin view query', () => {
  it('reads neither the password hash nor the saved form defaults (every request and list row reads it)', () => {
    const { sql: text } = t.database.db.select(adminViewColumns).from(admins).toSQL();
    expect(text).not.toMatch(/password_hash|signal_setting/);
    expect(text).toMatch(/"email"/);
  });
});
