import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, USER_PASSWORD } from '../../../test-support/harness';
import { SoftwareAuthenticator } from '../../../test-support/software-authenticator';
import { activityOfKind } from '../../../test-support/test-activity-log';

// Passkeys through the API, answered by a software authenticator (test-support), as the browser would.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The origin a request of `t.call` reaches (inject's host); no WEBAUTHN_ORIGIN is set in the tests. */
const ORIGIN = 'http://localhost:80';

async function addPasskey(token: string, authenticator: SoftwareAuthenticator, name: string) {
  const options = await t.call('POST', '/api/auth/passkeys/options', { token });
  expect(options.status).toBe(200);
  return t.call('POST', '/api/auth/passkeys', {
    token,
    body: { name, response: authenticator.register(options.body.data) },
  });
}

/** The password step, then the passkey step with this authenticator (its credential `credentialId`). */
async function signInWithPasskey(email: string, authenticator: SoftwareAuthenticator, credentialId?: string) {
  const first = await t.call('POST', '/api/auth/login', { body: { email, password: USER_PASSWORD } });
  expect(first.status).toBe(200);
  expect(first.body.data.methods).toEqual(['webauthn', 'recovery']);
  const { challengeToken } = first.body.data;
  const options = await t.call('POST', '/api/auth/login/passkey-options', { body: { challengeToken } });
  expect(options.status).toBe(200);
  return t.call('POST', '/api/auth/login/second-step', {
    body: {
      challengeToken,
      method: 'webauthn',
      response: authenticator.authenticate(options.body.data, { credentialId }),
    },
  });
}

describe('passkeys', () => {
  it('registers a passkey, signs in with it as the second step, renames and removes it', async () => {
    const { token, user } = await t.adminWith(['USERS_VIEW']);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const added = await addPasskey(token, authenticator, 'Work laptop');
    expect(added.status).toBe(201);
    expect(added.body.data.passkey).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
    // The first factor comes with recovery codes, shown once.
    expect(added.body.data.recoveryCodes).toHaveLength(10);
    const passkeyId = added.body.data.passkey._id;

    const signedIn = await signInWithPasskey(user.email, authenticator);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.email).toBe(user.email);
    // The counter moved on and the use is recorded.
    const status = await t.call('GET', '/api/auth/two-factor', { token: signedIn.body.data.token });
    expect(status.body.data.passkeys).toEqual([
      expect.objectContaining({ _id: passkeyId, lastUsedAt: expect.any(String) }),
    ]);

    // A second passkey answers no new recovery codes.
    const second = await addPasskey(token, new SoftwareAuthenticator(ORIGIN), 'Phone');
    expect(second.status).toBe(201);
    expect(second.body.data.recoveryCodes).toEqual([]);

    const renamed = await t.call('PUT', `/api/auth/passkeys/${passkeyId}`, {
      token,
      body: { name: 'Old laptop' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('Old laptop');

    const removed = await t.call('DELETE', `/api/auth/passkeys/${passkeyId}`, {
      token,
      body: { password: USER_PASSWORD },
    });
    expect(removed.status).toBe(204);
    const after = await t.call('GET', '/api/auth/two-factor', { token });
    expect(after.body.data.passkeys.map((p: { name: string }) => p.name)).toEqual(['Phone']);
    // The removed passkey signs in no more (the options no longer offer it; it answers anyway).
    const refused = await signInWithPasskey(user.email, authenticator, authenticator.credentialIds[0]);
    expect(refused.status).toBe(401);
    expect(
      (await activityOfKind(t, 'two factor removed', user._id)).map((e: { prev: unknown }) => e.prev),
    ).toEqual([{ method: 'webauthn', passkey: passkeyId, name: 'Old laptop' }]);
  });

  it('a signature over another challenge or from another site is refused', async () => {
    const { token, user } = await t.adminWith(['USERS_VIEW']);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    expect((await addPasskey(token, authenticator, 'Laptop')).status).toBe(201);
    const first = await t.call('POST', '/api/auth/login', {
      body: { email: user.email, password: USER_PASSWORD },
    });
    const { challengeToken } = first.body.data;
    const options = await t.call('POST', '/api/auth/login/passkey-options', { body: { challengeToken } });
    const answer = (response: unknown) =>
      t.call('POST', '/api/auth/login/second-step', {
        body: { challengeToken, method: 'webauthn', response },
      });
    const otherChallenge = await answer(authenticator.authenticate({ challenge: 'b3RoZXItY2hhbGxlbmdl' }));
    expect(otherChallenge.status).toBe(401);
    const otherSite = await answer(
      authenticator.authenticate(options.body.data, { origin: 'https://signal-desk.example.net' }),
    );
    expect(otherSite.status).toBe(401);
    // The challenge stays open for a right answer.
    expect((await answer(authenticator.authenticate(options.body.data))).status).toBe(200);
  });

  it('another admin cannot rename, remove or sign in with an admin’s passkey', async () => {
    const a = await t.adminWith(['USERS_VIEW']);
    const b = await t.adminWith(['USERS_VIEW']);
    const authenticatorA = new SoftwareAuthenticator(ORIGIN);
    const authenticatorB = new SoftwareAuthenticator(ORIGIN);
    const ofA = await addPasskey(a.token, authenticatorA, 'A’s key');
    expect((await addPasskey(b.token, authenticatorB, 'B’s key')).status).toBe(201);
    const idOfA = ofA.body.data.passkey._id;

    const renamed = await t.call('PUT', `/api/auth/passkeys/${idOfA}`, {
      token: b.token,
      body: { name: 'Mine' },
    });
    expect(renamed.status).toBe(404);
    const removed = await t.call('DELETE', `/api/auth/passkeys/${idOfA}`, {
      token: b.token,
      body: { password: USER_PASSWORD },
    });
    expect(removed.status).toBe(404);
    const listed = await t.call('GET', '/api/auth/two-factor', { token: a.token });
    expect(listed.body.data.passkeys).toEqual([expect.objectContaining({ _id: idOfA, name: 'A’s key' })]);

    // B's sign-in answered with A's credential (a valid signature of A's key over B's challenge).
    const withA = await signInWithPasskey(b.user.email, authenticatorA, authenticatorA.credentialIds[0]);
    expect(withA.status).toBe(401);
    expect(withA.body.error.reason).toBe('code_wrong');
    expect((await signInWithPasskey(b.user.email, authenticatorB)).status).toBe(200);
  });
});
