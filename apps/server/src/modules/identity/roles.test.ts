import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../../test-support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('/api/roles', () => {
  it('lists the permission catalogue', async () => {
    const answer = await t.call('GET', '/api/permissions', { token: t.rootToken });
    expect(answer.status).toBe(200);
    const names = answer.body.data.map((p: { name: string }) => p.name);
    expect(names).toContain('SOFT_DELETE_VIEW_SHIFT');
    expect(names).toContain('TITAN_SYNTHETIC');
    expect(names).toContain('BANNER_EDIT_ALL');
  });

  it('creates, reads, updates and deletes a role, logging each change', async () => {
    const logs = await t.count('activity_log');
    const created = await t.call('POST', '/api/roles', {
      token: t.rootToken,
      body: { name: 'Support', permissions: ['USERS_VIEW', 'USERS_VIEW'] },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.permissions).toEqual(['USERS_VIEW']);
    const id = created.body.data._id;
    expect((await t.call('GET', `/api/roles/${id}`, { token: t.rootToken })).body.data.name).toBe('Support');
    const updated = await t.call('PUT', `/api/roles/${id}`, {
      token: t.rootToken,
      body: { name: 'Support desk', permissions: ['USERS_VIEW', 'FAQ_VIEW'] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.name).toBe('Support desk');
    const list = await t.call('GET', '/api/roles?search=support', { token: t.rootToken });
    expect(list.body.total).toBe(1);
    expect((await t.call('DELETE', `/api/roles/${id}`, { token: t.rootToken })).status).toBe(200);
    expect((await t.call('GET', `/api/roles/${id}`, { token: t.rootToken })).status).toBe(404);
    expect(await t.count('activity_log')).toBe(logs + 3);
  });

  it('needs a unique name (case-insensitive) and at least one permission', async () => {
    await t.call('POST', '/api/roles', {
      token: t.rootToken,
      body: { name: 'Traders', permissions: ['SHIFT'] },
    });
    const taken = await t.call('POST', '/api/roles', {
      token: t.rootToken,
      body: { name: 'traders', permissions: ['NFX'] },
    });
    expect(taken.status).toBe(409);
    const empty = await t.call('POST', '/api/roles', {
      token: t.rootToken,
      body: { name: 'Empty', permissions: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual([
      { path: 'permissions', message: 'Select at least one permission', code: 'permissionsRequired' },
    ]);
  });

  it('needs ALL to change roles, even for a SUPER_ADMIN', async () => {
    const superAdmin = await t.adminWith(['SUPER_ADMIN']);
    expect((await t.call('GET', '/api/roles', { token: superAdmin.token })).status).toBe(200);
    const denied = await t.call('POST', '/api/roles', {
      token: superAdmin.token,
      body: { name: 'Nope', permissions: ['SHIFT'] },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toContain('ALL');
  });

  it('roles give their permissions to admins, and a deleted role takes them away', async () => {
    const role = await t.call('POST', '/api/roles', {
      token: t.rootToken,
      body: { name: 'Stats readers', permissions: ['STATS'] },
    });
    const admin = await t.adminWith(['SHIFT'], { roles: [role.body.data._id] });
    expect(admin.user.effectivePermissions).toEqual(['STATS', 'SHIFT']);
    await t.call('DELETE', `/api/roles/${role.body.data._id}`, { token: t.rootToken });
    const me = await t.call('GET', '/api/auth/me', { token: admin.token });
    expect(me.body.data.effectivePermissions).toEqual(['SHIFT']);
    expect(me.body.data.roles).toEqual([]);
  });

  it('says why a role change that would leave no active super admin is refused', async () => {
    const role = await t.call('POST', '/api/roles', {
      token: t.rootToken,
      // Its admin signs in with the password alone here; two-factor.test.ts covers the requirement.
      body: { name: 'Keepers', permissions: ['ALL'], requireTwoFactor: false },
    });
    const keeper = await t.adminWith([], { roles: [role.body.data._id] });
    // Every other admin is switched off in the database: the role is the last source of super powers.
    const off = (await t.database.db.execute(
      `update admins set activation_status = false where activation_status and id <> '${keeper.user._id}' returning id`,
    )) as unknown as { rows: { id: string }[] };
    const ids = off.rows.map((r) => `'${r.id}'`).join(', ');
    try {
      for (const change of [
        () =>
          t.call('PUT', `/api/roles/${role.body.data._id}`, {
            token: keeper.token,
            body: { name: 'Keepers', permissions: ['STATS'] },
          }),
        () => t.call('DELETE', `/api/roles/${role.body.data._id}`, { token: keeper.token }),
      ]) {
        const answer = await change();
        expect(answer.status).toBe(409);
        expect(answer.body.error.reason).toBe('last_super_admin');
      }
    } finally {
      await t.database.db.execute(`update admins set activation_status = true where id in (${ids})`);
    }
    t.rootToken = (await t.login(t.root.email, ADMIN_PASSWORD)).token;
  });

  it('refuses to remove the last super admin’s powers through a role', async () => {
    const role = await t.call('POST', '/api/roles', {
      token: t.rootToken,
      body: { name: 'Owners', permissions: ['SUPER_ADMIN'] },
    });
    const owner = await t.adminWith([], { roles: [role.body.data._id] });
    // The root loses its own super powers through the database, leaving the role as the only source.
    await t.database.db.execute(`update admins set permissions = '{ALL}' where id = '${t.root._id}'`);
    await t.call('POST', '/api/admin-users/change-activation-status', {
      token: t.rootToken,
      body: { id: t.root._id, activationStatus: false },
    });
    const demote = await t.call('PUT', `/api/roles/${role.body.data._id}`, {
      token: owner.token,
      body: { name: 'Owners', permissions: ['STATS'] },
    });
    expect([403, 409]).toContain(demote.status);
    const remove = await t.call('DELETE', `/api/roles/${role.body.data._id}`, { token: owner.token });
    expect([403, 409]).toContain(remove.status);
    expect(
      (await t.call('GET', `/api/roles/${role.body.data._id}`, { token: owner.token })).body.data.permissions,
    ).toEqual(['SUPER_ADMIN']);
  });
});
