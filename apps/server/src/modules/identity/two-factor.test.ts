import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, USER_PASSWORD } from '../../../test-support/harness';
import { activityOfKind } from '../../../test-support/test-activity-log';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The kinds of the log entries about an admin among these. */
async function loggedKinds(adminId: string, kinds: string[]) {
  const found = await Promise.all(kinds.map((k) => activityOfKind(t, k, adminId)));
  return kinds.filter((_, i) => (found[i]?.length ?? 0) > 0);
}

const codeAt = (secret: string, stepOffset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepOffset * 30_000 });

async function password(email: string, ip = '10.1.0.1') {
  return t.call('POST', '/api/auth/login', { body: { email, password: USER_PASSWORD }, ip });
}

/** An admin holding a role that requires two factors (the role is made by root). */
async function adminOfRequiredRole() {
  const role = await t.call('POST', '/api/roles', {
    token: t.rootToken,
    body: {
      name: `Moderators ${Math.random().toString(36).slice(2, 8)}`,
      permissions: ['ADMIN_MODERATE', 'USERS_VIEW'],
    },
  });
  expect(role.status).toBe(201);
  expect(role.body.data.requireTwoFactor).toBe(true);
  const nickname = `m${Math.random().toString(36).slice(2, 6)}`;
  const email = `${nickname}@example.com`;
  const created = await t.call('POST', '/api/admin-users', {
    token: t.rootToken,
    body: { name: 'Moderator', nickname, email, password: USER_PASSWORD, roles: [role.body.data._id] },
  });
  expect(created.status).toBe(201);
  return { email, id: created.body.data._id as string, roleId: role.body.data._id as string };
}

/** Signs in through enforced enrolment with an authenticator app; answers the secret, the code used and the codes. */
async function enrolWithTotp(email: string) {
  const first = await password(email);
  expect(first.status).toBe(200);
  expect(first.body.data).toEqual({ enrolmentRequired: true, challengeToken: expect.any(String) });
  const challengeToken = first.body.data.challengeToken;
  const setup = await t.call('POST', '/api/auth/enrolment/totp', { body: { challengeToken } });
  expect(setup.status).toBe(200);
  expect(setup.body.data.uri).toContain(encodeURIComponent(email));
  const code = codeAt(setup.body.data.secret, -1);
  const confirmed = await t.call('POST', '/api/auth/enrolment/totp/confirm', {
    body: { challengeToken, code },
  });
  expect(confirmed.status).toBe(200);
  return { secret: setup.body.data.secret as string, code, ...confirmed.body.data };
}

describe('two-factor sign-in', () => {
  it('a role requiring two factors sends its admin to enrolment, and the enrolment token opens nothing else', async () => {
    const admin = await adminOfRequiredRole();
    const first = await password(admin.email);
    const challengeToken = first.body.data.challengeToken;
    // Not a session: a signed-in route refuses it.
    expect((await t.call('GET', '/api/auth/me', { token: challengeToken })).status).toBe(401);
    // Nor a second step.
    const asSecond = await t.call('POST', '/api/auth/login/second-step', {
      body: { challengeToken, method: 'totp', code: '123456' },
    });
    expect(asSecond.status).toBe(401);
    expect(asSecond.body.error.reason).toBe('challenge_expired');
  });

  it('enrols an authenticator app, shows ten recovery codes once, then signs in with a code once', async () => {
    const admin = await adminOfRequiredRole();
    const enrolled = await enrolWithTotp(admin.email);
    expect(enrolled.token).toEqual(expect.any(String));
    expect(enrolled.recoveryCodes).toHaveLength(10);
    expect(new Set(enrolled.recoveryCodes).size).toBe(10);
    // The secret is sealed at rest, the codes are stored as digests.
    const stored = (await t.database.db.execute(
      `select secret from admin_totp where admin_id = '${admin.id}'`,
    )) as unknown as { rows: { secret: string }[] };
    expect(stored.rows[0]?.secret).not.toContain(enrolled.secret);
    expect(stored.rows[0]?.secret.startsWith('v1.')).toBe(true);

    const second = await password(admin.email);
    expect(second.body.data).toEqual({
      mfaRequired: true,
      challengeToken: expect.any(String),
      methods: ['totp', 'recovery'],
    });
    // The code used at enrolment is refused (replay); the current one is accepted once. The very code,
    // not the previous step's again: a step may have ended since the enrolment.
    const replay = await t.call('POST', '/api/auth/login/second-step', {
      body: { challengeToken: second.body.data.challengeToken, method: 'totp', code: enrolled.code },
    });
    expect(replay.status).toBe(401);
    expect(replay.body.error.reason).toBe('code_wrong');
    const code = codeAt(enrolled.secret);
    const ok = await t.call('POST', '/api/auth/login/second-step', {
      body: { challengeToken: second.body.data.challengeToken, method: 'totp', code },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.email).toBe(admin.email);
    expect((await t.call('GET', '/api/auth/me', { token: ok.body.data.token })).status).toBe(200);
    // The challenge answered once; the same code in a new challenge is a replay.
    const again = await t.call('POST', '/api/auth/login/second-step', {
      body: { challengeToken: second.body.data.challengeToken, method: 'totp', code },
    });
    expect(again.body.error.reason).toBe('challenge_expired');
    const third = await password(admin.email);
    const reused = await t.call('POST', '/api/auth/login/second-step', {
      body: { challengeToken: third.body.data.challengeToken, method: 'totp', code },
    });
    expect(reused.status).toBe(401);

    const logged = ['two factor enrolled', 'recovery codes renewed', 'second step failed'];
    expect(await loggedKinds(admin.id, logged)).toEqual(logged);
  });

  it('a recovery code signs in once', async () => {
    const admin = await adminOfRequiredRole();
    const { recoveryCodes } = await enrolWithTotp(admin.email);
    const code = (recoveryCodes[3] as string).toUpperCase();
    const first = await password(admin.email);
    const used = await t.call('POST', '/api/auth/login/second-step', {
      body: { challengeToken: first.body.data.challengeToken, method: 'recovery', code },
    });
    expect(used.status).toBe(200);
    const second = await password(admin.email);
    const reused = await t.call('POST', '/api/auth/login/second-step', {
      body: { challengeToken: second.body.data.challengeToken, method: 'recovery', code },
    });
    expect(reused.status).toBe(401);
    const status = await t.call('GET', '/api/auth/two-factor', { token: used.body.data.token });
    expect(status.body.data).toMatchObject({ required: true, totp: true, recoveryCodesLeft: 9 });
    expect(await loggedKinds(admin.id, ['recovery code used'])).toEqual(['recovery code used']);
  });

  it('wrong codes are throttled like passwords', async () => {
    const admin = await adminOfRequiredRole();
    await enrolWithTotp(admin.email);
    const ip = '10.9.9.9';
    const first = await password(admin.email, ip);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await t.call('POST', '/api/auth/login/second-step', {
        body: { challengeToken: first.body.data.challengeToken, method: 'recovery', code: 'aaaaa-aaaaa' },
        ip,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('bad input is a 400 and changes nothing', async () => {
    const answer = await t.call('POST', '/api/auth/login/second-step', {
      body: { challengeToken: 'x', method: 'totp', code: '12ab' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields[0]).toMatchObject({ path: 'code', code: 'codeSixDigits' });
  });

  it('an admin without a required role sets up an authenticator on the profile and is asked for it', async () => {
    const { token, user } = await t.adminWith(['USERS_VIEW']);
    const setup = await t.call('POST', '/api/auth/two-factor/totp', { token });
    expect(setup.status).toBe(200);
    const wrong = await t.call('POST', '/api/auth/two-factor/totp/confirm', {
      token,
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(400);
    const confirmed = await t.call('POST', '/api/auth/two-factor/totp/confirm', {
      token,
      body: { code: codeAt(setup.body.data.secret) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.recoveryCodes).toHaveLength(10);
    const next = await password(user.email);
    expect(next.body.data.methods).toEqual(['totp', 'recovery']);
    // Not required: the admin may remove it, and signs in with the password alone again.
    const removed = await t.call('DELETE', '/api/auth/two-factor/totp', {
      token,
      body: { password: USER_PASSWORD },
    });
    expect(removed.status).toBe(204);
    expect((await password(user.email)).body.data.token).toEqual(expect.any(String));
  });

  it('the last factor of a required role cannot be removed', async () => {
    const admin = await adminOfRequiredRole();
    const { token } = await enrolWithTotp(admin.email);
    const removed = await t.call('DELETE', '/api/auth/two-factor/totp', {
      token,
      body: { password: USER_PASSWORD },
    });
    expect(removed.status).toBe(409);
    expect(removed.body.error.reason).toBe('last_factor_required');
  });

  it('removing a factor or renewing the recovery codes asks again for the password or a current code', async () => {
    const { token, user } = await t.adminWith(['USERS_VIEW']);
    const setup = await t.call('POST', '/api/auth/two-factor/totp', { token });
    const secret = setup.body.data.secret as string;
    await t.call('POST', '/api/auth/two-factor/totp/confirm', { token, body: { code: codeAt(secret, -1) } });
    const statusOf = async () => (await t.call('GET', '/api/auth/two-factor', { token })).body.data;

    const bare = await t.call('DELETE', '/api/auth/two-factor/totp', { token, body: {} });
    expect(bare.status).toBe(400);
    expect(bare.body.error.fields).toEqual([
      expect.objectContaining({ path: 'password', code: 'reauthRequired' }),
    ]);
    const noBody = await t.call('POST', '/api/auth/two-factor/recovery-codes', { token });
    expect(noBody.status).toBe(400);
    const wrongPassword = await t.call('DELETE', '/api/auth/two-factor/totp', {
      token,
      body: { password: 'Wrong-Pass1' },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.error.fields).toEqual([
      expect.objectContaining({ path: 'password', code: 'currentPasswordWrong' }),
    ]);
    const wrongCode = await t.call('POST', '/api/auth/two-factor/recovery-codes', {
      token,
      body: { code: '000000' },
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.error.reason).toBe('code_wrong');
    expect(await statusOf()).toMatchObject({ totp: true, recoveryCodesLeft: 10 });

    // A current code renews the codes, once: the same code again is a replay.
    const code = codeAt(secret);
    const renewed = await t.call('POST', '/api/auth/two-factor/recovery-codes', { token, body: { code } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.recoveryCodes).toHaveLength(10);
    const replay = await t.call('DELETE', '/api/auth/two-factor/totp', { token, body: { code } });
    expect(replay.status).toBe(400);
    expect(replay.body.error.reason).toBe('code_wrong');
    const removed = await t.call('DELETE', '/api/auth/two-factor/totp', {
      token,
      body: { password: USER_PASSWORD },
    });
    expect(removed.status).toBe(204);
    expect(await statusOf()).toMatchObject({ totp: false });
    expect(await loggedKinds(user._id, ['recovery codes renewed', 'two factor removed'])).toEqual([
      'recovery codes renewed',
      'two factor removed',
    ]);
  });

  it('an admin manager resets another admin’s factors, not their own', async () => {
    const admin = await adminOfRequiredRole();
    await enrolWithTotp(admin.email);
    const own = await t.call('POST', `/api/admin-users/${t.root._id}/reset-two-factor`, {
      token: t.rootToken,
    });
    expect(own.status).toBe(403);
    expect(own.body.error.reason).toBe('own_two_factor_reset');
    const viewer = await t.adminWith(['USERS_VIEW', 'ADMIN_VIEW']);
    const denied = await t.call('POST', `/api/admin-users/${admin.id}/reset-two-factor`, {
      token: viewer.token,
    });
    expect(denied.status).toBe(403);
    const reset = await t.call('POST', `/api/admin-users/${admin.id}/reset-two-factor`, {
      token: t.rootToken,
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toEqual({ totp: true, passkeys: 0 });
    // Back to enrolment.
    expect((await password(admin.email)).body.data.enrolmentRequired).toBe(true);
    expect(await loggedKinds(admin.id, ['two factors reset'])).toEqual(['two factors reset']);
  });

  it('a role may turn the requirement off; its default follows the permissions', async () => {
    const plain = await t.call('POST', '/api/roles', {
      token: t.rootToken,
      body: { name: 'Viewers of users', permissions: ['USERS_VIEW'] },
    });
    expect(plain.body.data.requireTwoFactor).toBe(false);
    const admin = await adminOfRequiredRole();
    const off = await t.call('PUT', `/api/roles/${admin.roleId}`, {
      token: t.rootToken,
      body: {
        name: 'Moderators without',
        permissions: ['ADMIN_MODERATE', 'USERS_VIEW'],
        requireTwoFactor: false,
      },
    });
    expect(off.status).toBe(200);
    expect((await password(admin.email)).body.data.token).toEqual(expect.any(String));
  });

  it('a role that starts requiring two factors signs out its admins who have none, not those who have one', async () => {
    const role = await t.call('POST', '/api/roles', {
      token: t.rootToken,
      body: { name: 'Viewers turning strict', permissions: ['USERS_VIEW'] },
    });
    expect(role.body.data.requireTwoFactor).toBe(false);
    const roleId = role.body.data._id as string;
    const member = async (nickname: string) => {
      const email = `${nickname}-${Math.random().toString(36).slice(2, 6)}@example.com`;
      const created = await t.call('POST', '/api/admin-users', {
        token: t.rootToken,
        body: { name: nickname, nickname, email, password: USER_PASSWORD, roles: [roleId] },
      });
      expect(created.body).toMatchObject({ data: { email } });
      const signedIn = await password(email);
      expect(signedIn.body.data.token).toEqual(expect.any(String));
      return { email, token: signedIn.body.data.token as string };
    };
    const without = await member('nofac');
    const withFactor = await member('hasfac');
    const setup = await t.call('POST', '/api/auth/two-factor/totp', { token: withFactor.token });
    expect(setup.status).toBe(200);
    const confirmed = await t.call('POST', '/api/auth/two-factor/totp/confirm', {
      token: withFactor.token,
      body: { code: codeAt(setup.body.data.secret) },
    });
    expect(confirmed.status).toBe(200);

    const strict = await t.call('PUT', `/api/roles/${roleId}`, {
      token: t.rootToken,
      body: { name: 'Viewers turning strict', permissions: ['USERS_VIEW'], requireTwoFactor: true },
    });
    expect(strict.status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: without.token })).status).toBe(401);
    expect((await password(without.email)).body.data.enrolmentRequired).toBe(true);
    expect((await t.call('GET', '/api/auth/me', { token: withFactor.token })).status).toBe(200);

    // An admin moved into such a role is signed out the same way.
    const { token, user } = await t.adminWith(['USERS_VIEW']);
    expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(200);
    const moved = await t.call('PUT', `/api/admin-users/${user._id}`, {
      token: t.rootToken,
      body: { roles: [roleId] },
    });
    expect(moved.status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(401);
  });
});

describe('own sessions', () => {
  it('lists where the admin is signed in, signs out one and every other', async () => {
    const { token, user } = await t.adminWith(['USERS_VIEW']);
    const other = await t.login(user.email, USER_PASSWORD, '10.2.0.2');
    const third = await t.login(user.email, USER_PASSWORD, '10.2.0.3');
    const list = await t.call('GET', '/api/auth/sessions', { token });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(3);
    expect(list.body.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list.body.data.map((s: { ip: string }) => s.ip).sort()).toEqual([
      '10.2.0.2',
      '10.2.0.3',
      '127.0.0.1',
    ]);
    const otherId = list.body.data.find((s: { ip: string }) => s.ip === '10.2.0.2')._id;
    expect((await t.call('DELETE', `/api/auth/sessions/${otherId}`, { token })).status).toBe(204);
    expect((await t.call('GET', '/api/auth/me', { token: other.token })).status).toBe(401);
    // Someone else's session is unknown here.
    const rootSessions = await t.call('GET', '/api/auth/sessions', { token: t.rootToken });
    const rootSession = rootSessions.body.data[0]._id;
    expect((await t.call('DELETE', `/api/auth/sessions/${rootSession}`, { token })).status).toBe(404);
    const others = await t.call('POST', '/api/auth/sessions/sign-out-others', { token });
    expect(others.body.data).toEqual({ ended: 1 });
    expect((await t.call('GET', '/api/auth/me', { token: third.token })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(200);
  });
});
