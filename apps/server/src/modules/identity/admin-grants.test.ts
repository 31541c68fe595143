import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, USER_PASSWORD } from '../../../test-support/harness';

/** Decision 18: an admin edits their own account through /auth/me, and grants only what they hold. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let created = 0;
const newAdmin = (overrides: Record<string, unknown> = {}) => {
  created += 1;
  return {
    name: 'Grant Target',
    nickname: `gt${created}`,
    email: `grant${created}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'Strong-Pass1',
    permissions: ['SHIFT'],
    ...overrides,
  };
};

const put = (token: string, id: string, body: Record<string, unknown>) =>
  t.call('PUT', `/api/admin-users/${id}`, { token, body });
const create = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/admin-users', { token, body: newAdmin(body) });
const fieldPaths = (answer: { body: any }) =>
  (answer.body.error.fields ?? []).map((f: { path: string }) => f.path).sort();
const stored = async (id: string) => {
  const result = await t.database.db.execute(
    sql`select email, password_hash, activation_status, signals_limit, forex_api_key from admins where id = ${id}`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
};

describe('an admin’s own account goes through /auth/me only', () => {
  it('refuses a new password for oneself (no current password, no throttle) and keeps the old one', async () => {
    const manager = await t.adminWith(['ADMIN_MODERATE', 'ADMIN_VIEW']);
    const before = await stored(manager.user._id);
    const answer = await put(manager.token, manager.user._id, { password: 'Changed-Pass1' });
    expect(answer.status).toBe(403);
    expect(answer.body.error.reason).toBe('own_account_via_profile');
    expect(fieldPaths(answer)).toEqual(['password']);
    expect(answer.body.error.fields[0].reason).toBe('own_account_via_profile');
    expect((await stored(manager.user._id))?.password_hash).toBe(before?.password_hash);
    await t.login(manager.user.email, USER_PASSWORD);
  });

  it('refuses changing one’s own email', async () => {
    const manager = await t.adminWith(['ADMIN_MODERATE']);
    const answer = await put(manager.token, manager.user._id, { email: 'elsewhere@example.com' });
    expect(answer.status).toBe(403);
    expect(answer.body.error.reason).toBe('own_account_via_profile');
    expect(fieldPaths(answer)).toEqual(['email']);
    expect((await stored(manager.user._id))?.email).toBe(manager.user.email);
  });

  it('refuses giving oneself an API key: the external app stays closed', async () => {
    const manager = await t.adminWith(['ADMIN_MODERATE', 'EXTERNAL_FX']);
    const external = () => t.call('GET', '/api/signals/external?app=externalFx', { token: manager.token });
    expect((await external()).status).toBe(403);
    const answer = await put(manager.token, manager.user._id, { forexApiKey: 'my-own-forex-key' });
    expect(answer.status).toBe(403);
    expect(answer.body.error.reason).toBe('own_account_via_profile');
    expect(fieldPaths(answer)).toEqual(['forexApiKey']);
    expect((await stored(manager.user._id))?.forex_api_key).toBeNull();
    expect((await external()).status).toBe(403);
  });

  it('refuses one’s own activation status, roles, permissions and limits, each named', async () => {
    const role = await t.call('POST', '/api/roles', {
      token: t.rootToken,
      body: { name: 'Own Role Test', permissions: ['SHIFT'] },
    });
    const manager = await t.adminWith(['ADMIN_MODERATE', 'SHIFT', 'CHANGE_ACTIVATION_STATUS'], {
      signalsLimit: { shift: 2 },
    });
    const answer = await put(manager.token, manager.user._id, {
      activationStatus: false,
      roles: [role.body.data._id],
      permissions: ['SHIFT'],
      signalsLimit: { shift: 100_000 },
      apiType: 'crypto',
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error.reason).toBe('own_account_via_profile');
    expect(fieldPaths(answer)).toEqual([
      'activationStatus',
      'apiType',
      'permissions',
      'roles',
      'signalsLimit.shift',
    ]);
    const deactivate = await t.call('POST', '/api/admin-users/change-activation-status', {
      token: manager.token,
      body: { id: manager.user._id, activationStatus: false },
    });
    expect(deactivate.status).toBe(403);
    expect(deactivate.body.error.reason).toBe('own_account_via_profile');
    expect(await stored(manager.user._id)).toMatchObject({
      activation_status: true,
      signals_limit: { shift: 2 },
    });
  });

  it('accepts what /auth/me accepts, and the form’s unchanged values, on one’s own row', async () => {
    const manager = await t.adminWith(['ADMIN_MODERATE', 'SHIFT'], { signalsLimit: { shift: 2 } });
    const { user } = manager;
    const answer = await put(manager.token, user._id, {
      name: 'Renamed Self',
      nickname: 'self1',
      locale: 'de',
      quoteProvider: -1,
      email: user.email,
      permissions: user.permissions,
      roles: [],
      signalsLimit: { ...user.signalsLimit, relic: 0 },
      activationStatus: true,
      apiType: null,
      apiKey: null,
      forexApiKey: null,
      cryptoApiKey: null,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ name: 'Renamed Self', nickname: 'self1', locale: 'de' });
  });

  it('lets an admin end their own sessions through the admin route (it only takes access away)', async () => {
    const revoker = await t.adminWith(['REVOKE_ADMIN_SESSION']);
    const answer = await t.call('POST', `/api/admin-users/${revoker.user._id}/revoke-admin-session`, {
      token: revoker.token,
    });
    expect(answer.status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: revoker.token })).status).toBe(401);
  });
});

describe('no chain of accounts grants more than its creator holds', () => {
  it('a manager limited to 2 ideas a day creates no account above 2, and no account raises the manager', async () => {
    const manager = await t.adminWith(['ADMIN_MODERATE', 'SHIFT'], { signalsLimit: { shift: 2 } });
    const above = await create(manager.token, {
      permissions: ['ADMIN_MODERATE', 'SHIFT'],
      signalsLimit: { shift: 100_000 },
    });
    expect(above.status).toBe(403);
    expect(above.body.error.reason).toBe('beyond_own_holdings');
    expect(fieldPaths(above)).toEqual(['signalsLimit.shift']);

    const second = newAdmin({ permissions: ['ADMIN_MODERATE', 'SHIFT'], signalsLimit: { shift: 2 } });
    expect((await t.call('POST', '/api/admin-users', { token: manager.token, body: second })).status).toBe(
      201,
    );
    const secondToken = (await t.login(second.email, second.password)).token;
    const raise = await put(secondToken, manager.user._id, { signalsLimit: { shift: 100_000 } });
    expect(raise.status).toBe(403);
    expect(raise.body.error.reason).toBe('beyond_own_holdings');
    expect((await stored(manager.user._id))?.signals_limit).toEqual({ shift: 2 });
  });

  it('limits are per app: none in an app the creator has no limit in', async () => {
    const manager = await t.adminWith(['ADMIN_MODERATE', 'SHIFT', 'RELIC'], { signalsLimit: { shift: 5 } });
    const answer = await create(manager.token, {
      permissions: ['RELIC'],
      signalsLimit: { shift: 5, relic: 1 },
    });
    expect(answer.status).toBe(403);
    expect(fieldPaths(answer)).toEqual(['signalsLimit.relic']);
    expect(
      (await create(manager.token, { permissions: ['RELIC'], signalsLimit: { shift: 5, relic: 0 } })).status,
    ).toBe(201);
  });

  it('grants permissions and roles (their permissions count) only within what the creator holds', async () => {
    const manager = await t.adminWith(['ADMIN_MODERATE', 'SHIFT']);
    const wider = await t.call('POST', '/api/roles', {
      token: t.rootToken,
      body: { name: 'Wider Desk', permissions: ['SHIFT', 'NFX'] },
    });
    const narrow = await t.call('POST', '/api/roles', {
      token: t.rootToken,
      body: { name: 'Narrow Desk', permissions: ['SHIFT'] },
    });
    const viaRole = await create(manager.token, { permissions: [], roles: [wider.body.data._id] });
    expect(viaRole.status).toBe(403);
    expect(viaRole.body.error.reason).toBe('beyond_own_holdings');
    expect(fieldPaths(viaRole)).toEqual(['roles']);
    const direct = await create(manager.token, { permissions: ['SHIFT', 'STATS'] });
    expect(fieldPaths(direct)).toEqual(['permissions']);
    expect((await create(manager.token, { permissions: [], roles: [narrow.body.data._id] })).status).toBe(
      201,
    );
  });

  it('grants an external API key only of a type the creator holds', async () => {
    const plain = await t.adminWith(['ADMIN_MODERATE', 'EXTERNAL_FX']);
    const refused = await create(plain.token, { permissions: ['EXTERNAL_FX'], forexApiKey: 'fx-key-1' });
    expect(refused.status).toBe(403);
    expect(fieldPaths(refused)).toEqual(['forexApiKey']);
    const generic = await create(plain.token, {
      permissions: ['EXTERNAL_FX'],
      apiType: 'forex',
      apiKey: 'fx-key-2',
    });
    expect(fieldPaths(generic)).toEqual(['apiKey']);

    const holder = await t.adminWith(['ADMIN_MODERATE', 'EXTERNAL_FX'], { forexApiKey: 'fx-own' });
    expect(
      (await create(holder.token, { permissions: ['EXTERNAL_FX'], forexApiKey: 'fx-key-3' })).status,
    ).toBe(201);
    const crypto = await create(holder.token, {
      permissions: ['EXTERNAL_FX'],
      apiType: 'crypto',
      apiKey: 'c-key-1',
    });
    expect(fieldPaths(crypto)).toEqual(['apiKey']);
  });

  it('an editor leaves a target’s values beyond their own unchanged or lowers them, never raises them', async () => {
    const target = await t.adminWith(['SHIFT'], { signalsLimit: { shift: 50 }, cryptoApiKey: 'c-target' });
    const manager = await t.adminWith(['ADMIN_MODERATE', 'SHIFT'], { signalsLimit: { shift: 5 } });
    const id = target.user._id;
    const rename = await put(manager.token, id, {
      name: 'Kept Limits',
      signalsLimit: { shift: 50 },
      cryptoApiKey: 'c-target',
    });
    expect(rename.status).toBe(200);
    const raise = await put(manager.token, id, { signalsLimit: { shift: 60 } });
    expect(raise.status).toBe(403);
    expect(fieldPaths(raise)).toEqual(['signalsLimit.shift']);
    const replaceKey = await put(manager.token, id, { cryptoApiKey: 'c-mine' });
    expect(fieldPaths(replaceKey)).toEqual(['cryptoApiKey']);
    const lower = await put(manager.token, id, { signalsLimit: { shift: 20 }, cryptoApiKey: null });
    expect(lower.status).toBe(200);
    expect(lower.body.data).toMatchObject({ signalsLimit: { shift: 20 }, cryptoApiKey: null });
  });

  it('sets no password or email on an account holding limits or keys beyond the editor’s (a takeover)', async () => {
    const target = await t.adminWith(['SHIFT'], { signalsLimit: { shift: 50 } });
    const manager = await t.adminWith(['ADMIN_MODERATE', 'SHIFT'], { signalsLimit: { shift: 5 } });
    const id = target.user._id;
    const reset = await put(manager.token, id, { password: 'Taken-Over1' });
    expect(reset.status).toBe(403);
    expect(reset.body.error.reason).toBe('credentials_beyond_holdings');
    const email = await put(manager.token, id, { email: 'mine@example.com' });
    expect(email.status).toBe(403);
    expect((await stored(id))?.email).toBe(target.user.email);
    await t.login(target.user.email, USER_PASSWORD);
    // Once the account holds nothing beyond the editor's, its password may be reset.
    expect(
      (await put(manager.token, id, { signalsLimit: { shift: 5 }, password: 'Reset-Pass1' })).status,
    ).toBe(200);
    await t.login(target.user.email, 'Reset-Pass1');
  });

  it('an admin with permissions beyond the editor’s cannot be edited, lowered, deactivated or cut off', async () => {
    const boss = await t.adminWith(['ADMIN_MODERATE', 'SHIFT', 'STATS']);
    const manager = await t.adminWith([
      'ADMIN_MODERATE',
      'SHIFT',
      'CHANGE_ACTIVATION_STATUS',
      'REVOKE_ADMIN_SESSION',
    ]);
    const strip = await put(manager.token, boss.user._id, { permissions: ['SHIFT'] });
    expect(strip.status).toBe(403);
    expect(strip.body.error.reason).toBe('admin_more_powerful');
    const deactivate = await t.call('POST', '/api/admin-users/change-activation-status', {
      token: manager.token,
      body: { id: boss.user._id, activationStatus: false },
    });
    expect(deactivate.body.error.reason).toBe('admin_more_powerful');
    const revoke = await t.call('POST', `/api/admin-users/${boss.user._id}/revoke-admin-session`, {
      token: manager.token,
    });
    expect(revoke.body.error.reason).toBe('admin_more_powerful');
    expect((await t.call('GET', '/api/auth/me', { token: boss.token })).status).toBe(200);
  });

  it('ALL and SUPER_ADMIN grant anything', async () => {
    const superAdmin = await t.adminWith(['SUPER_ADMIN']);
    const answer = await create(superAdmin.token, {
      permissions: ['STATS'],
      signalsLimit: { shift: 1000 },
      forexApiKey: 'fx-any',
    });
    expect(answer.status).toBe(201);
  });
});
