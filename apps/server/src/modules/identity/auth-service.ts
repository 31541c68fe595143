import type { AdminUser } from '@signal-desk/domain/admin';
import type { LoginInput, UpdateMeInput } from '@signal-desk/domain/auth';
import type {
  LoginResult,
  ReauthInput,
  SecondStepInput,
  WebAuthnResponseJson,
} from '@signal-desk/domain/two-factor';
import type { Db, Executor } from '../../db/client';
import { AppError, badRequest, fieldError, fieldRefusal, refused } from '../../shared/errors';
import { recordActivity } from '../activity/service';
import {
  type AdminActor,
  emailOf,
  findCredentials,
  getAdmin,
  getPasswordHash,
  updateOwnProfile,
} from './admins-service';
import {
  authenticationOptions,
  type RelyingParty,
  registerPasskey,
  registrationOptions,
  verifyPasskey,
} from './passkeys-service';
import { verifyPassword } from './password';
import { createSession, endSession, isKnownClient } from './sessions-service';
import { clearLoginFailures, loginThrottleState, recordLoginFailure, tooManyAttempts } from './throttle';
import {
  confirmTotp,
  consumeChallenge,
  createChallenge,
  ensureRecoveryCodes,
  methodsOf,
  openChallenge,
  setWebAuthnChallenge,
  startTotp,
  type TwoFactorSettings,
  twoFactorRequired,
  useRecoveryCode,
  verifyTotp,
  wrongCode,
} from './two-factor-service';

type SessionGrant = { token: string; user: AdminUser };

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** An unknown email and a wrong password (of an active or a deactivated admin) get this same answer. */
const invalidCredentials = () => new AppError('unauthorized', 'Invalid email or password');

export async function login(db: Db, input: LoginInput, client: ClientInfo): Promise<LoginResult> {
  const credentials = await findCredentials(db, input.email);
  const throttle = await loginThrottleState(db, 'staff', input.email, client.ip, async () =>
    credentials ? isKnownClient(db, credentials.id, client.ip) : false,
  );
  if (throttle.accountLocked) throw tooManyAttempts(throttle.accountLocked);
  const valid = await verifyPassword(credentials?.passwordHash ?? null, input.password);
  if (!credentials || !valid) {
    await recordLoginFailure(db, 'staff', input.email, client.ip);
    throw throttle.ipLocked ? tooManyAttempts(throttle.ipLocked) : invalidCredentials();
  }
  // Only whoever knows the password learns why they cannot sign in (it would otherwise look like a
  // typo); a right password passes a locked address just the same (decision 10).
  if (!credentials.activationStatus) throw refused('forbidden', 'account_deactivated');
  await clearLoginFailures(db, 'staff', input.email, client.ip);
  // An admin with a factor always uses it; one whose role requires a factor and has none enrols first.
  const [methods, required] = await Promise.all([
    methodsOf(db, credentials.id),
    twoFactorRequired(db, credentials.id),
  ]);
  if (methods.length > 0) {
    return {
      mfaRequired: true,
      challengeToken: await createChallenge(db, credentials.id, 'second-factor'),
      methods,
    };
  }
  if (required) {
    return {
      enrolmentRequired: true,
      challengeToken: await createChallenge(db, credentials.id, 'enrolment'),
    };
  }
  return db.transaction((tx) => openSession(tx, credentials.id, client));
}

/** The session a completed sign-in opens, with its activity entry. */
async function openSession(tx: Executor, adminId: string, client: ClientInfo): Promise<SessionGrant> {
  const user = await getAdmin(tx, adminId);
  if (!user.activationStatus) throw refused('forbidden', 'account_deactivated');
  const { token, sessionId } = await createSession(tx, adminId, client);
  await recordActivity(
    tx,
    { adminId: user._id, label: user.email, ip: client.ip },
    { kind: 'sign in', targetType: 'session', targetId: sessionId },
  );
  return { token, user };
}

/**
 * The second step: a code of the authenticator app, a recovery code or a passkey answers the
 * challenge of the password step (once). Wrong answers are throttled like wrong passwords, in their
 * own counters, and each is in the activity log.
 */
export async function secondStep(
  db: Db,
  settings: TwoFactorSettings,
  rp: RelyingParty,
  input: SecondStepInput,
  client: ClientInfo,
): Promise<SessionGrant> {
  const challenge = await openChallenge(db, input.challengeToken, 'second-factor');
  // The whole admin view is read once, by the session it opens: the email is enough until then.
  const admin = { _id: challenge.adminId, email: await emailOf(db, challenge.adminId) };
  const throttle = await loginThrottleState(db, 'second-step', admin.email, client.ip, async () =>
    isKnownClient(db, admin._id, client.ip),
  );
  if (throttle.accountLocked) throw tooManyAttempts(throttle.accountLocked);
  const actor = { adminId: admin._id, label: admin.email, ip: client.ip };
  const grant = await db.transaction(async (tx) => {
    const locked = await openChallenge(tx, input.challengeToken, 'second-factor', true);
    const accepted =
      input.method === 'totp'
        ? await verifyTotp(tx, settings, admin._id, input.code)
        : input.method === 'recovery'
          ? await useRecoveryCode(tx, admin._id, input.code)
          : await verifyPasskey(tx, rp, admin._id, locked.webauthnChallenge, input.response);
    if (!accepted) return null;
    await consumeChallenge(tx, locked.id);
    if (input.method === 'recovery') {
      await recordActivity(tx, actor, {
        kind: 'recovery code used',
        targetType: 'admin',
        targetId: admin._id,
      });
    }
    return openSession(tx, admin._id, client);
  });
  if (!grant) {
    await recordLoginFailure(db, 'second-step', admin.email, client.ip);
    await recordActivity(db, actor, {
      kind: 'second step failed',
      targetType: 'admin',
      targetId: admin._id,
      next: { method: input.method },
    });
    throw throttle.ipLocked ? tooManyAttempts(throttle.ipLocked) : wrongCode();
  }
  await clearLoginFailures(db, 'second-step', admin.email, client.ip);
  return grant;
}

/** Passkey options for the second step; the challenge row keeps what the signature must cover. */
export async function secondStepPasskeyOptions(db: Db, rp: RelyingParty, challengeToken: string) {
  const challenge = await openChallenge(db, challengeToken, 'second-factor');
  const options = await authenticationOptions(db, rp, challenge.adminId);
  await setWebAuthnChallenge(db, challenge.id, options.challenge);
  return options;
}

/** Enrolment during sign-in (the enrolment token opens nothing else): starts an authenticator set-up. */
export async function enrolmentTotpStart(db: Db, settings: TwoFactorSettings, challengeToken: string) {
  const challenge = await openChallenge(db, challengeToken, 'enrolment');
  return startTotp(db, settings, await getAdmin(db, challenge.adminId));
}

/** Confirms the set-up with its first code and opens the session; answers the recovery codes once. */
export function enrolmentTotpConfirm(
  db: Db,
  settings: TwoFactorSettings,
  input: { challengeToken: string; code: string },
  client: ClientInfo,
): Promise<SessionGrant & { recoveryCodes: string[] }> {
  return db.transaction(async (tx) => {
    const challenge = await openChallenge(tx, input.challengeToken, 'enrolment', true);
    const admin = await getAdmin(tx, challenge.adminId);
    const actor = { adminId: admin._id, label: admin.email, ip: client.ip };
    const recoveryCodes = await confirmTotp(tx, settings, actor, input.code);
    await consumeChallenge(tx, challenge.id);
    return { ...(await openSession(tx, admin._id, client)), recoveryCodes };
  });
}

export async function enrolmentPasskeyOptions(db: Db, rp: RelyingParty, challengeToken: string) {
  const challenge = await openChallenge(db, challengeToken, 'enrolment');
  const options = await registrationOptions(db, rp, await getAdmin(db, challenge.adminId));
  await setWebAuthnChallenge(db, challenge.id, options.challenge);
  return options;
}

export function enrolmentPasskey(
  db: Db,
  rp: RelyingParty,
  input: { challengeToken: string; name: string; response: WebAuthnResponseJson },
  client: ClientInfo,
): Promise<SessionGrant & { recoveryCodes: string[] }> {
  return db.transaction(async (tx) => {
    const challenge = await openChallenge(tx, input.challengeToken, 'enrolment', true);
    const admin = await getAdmin(tx, challenge.adminId);
    const actor = { adminId: admin._id, label: admin.email, ip: client.ip };
    await registerPasskey(tx, rp, actor, challenge.webauthnChallenge, input.name, input.response);
    const recoveryCodes = await ensureRecoveryCodes(tx, actor);
    await consumeChallenge(tx, challenge.id);
    return { ...(await openSession(tx, admin._id, client)), recoveryCodes };
  });
}

export function logout(db: Db, actor: AdminActor & { sessionId: string }): Promise<void> {
  return db.transaction(async (tx) => {
    await endSession(tx, actor.sessionId);
    await recordActivity(tx, actor, { kind: 'sign out', targetType: 'session', targetId: actor.sessionId });
  });
}

/** The signed-in admin's current password, checked under the same throttling as sign-in. */
async function checkCurrentPassword(
  db: Db,
  actor: AdminActor,
  password: string,
  ip: string,
  path: string,
): Promise<void> {
  const email = actor.admin.email;
  const throttle = await loginThrottleState(db, 'staff', email, ip, async () => true);
  if (throttle.accountLocked) throw tooManyAttempts(throttle.accountLocked);
  const current = await getPasswordHash(db, actor.admin._id);
  if (!(await verifyPassword(current, password))) {
    await recordLoginFailure(db, 'staff', email, ip);
    if (throttle.ipLocked) throw tooManyAttempts(throttle.ipLocked);
    throw badRequest('The current password is wrong', [fieldError(path, 'currentPasswordWrong')]);
  }
  await clearLoginFailures(db, 'staff', email, ip);
}

/**
 * Removing a factor or renewing the recovery codes asks again for the password or a current code of
 * the authenticator app, so a session left open (or stolen) cannot take away what guards the account.
 * Wrong answers count like wrong passwords or wrong second steps; a code is used up like at sign-in.
 */
export async function reauthenticate(
  db: Db,
  settings: TwoFactorSettings,
  actor: AdminActor,
  input: ReauthInput,
  ip: string,
): Promise<void> {
  if (input.password) return checkCurrentPassword(db, actor, input.password, ip, 'password');
  const email = actor.admin.email;
  const throttle = await loginThrottleState(db, 'second-step', email, ip, async () => true);
  if (throttle.accountLocked) throw tooManyAttempts(throttle.accountLocked);
  const code = input.code ?? '';
  const accepted = await db.transaction((tx) => verifyTotp(tx, settings, actor.admin._id, code));
  if (!accepted) {
    await recordLoginFailure(db, 'second-step', email, ip);
    if (throttle.ipLocked) throw tooManyAttempts(throttle.ipLocked);
    throw refused('bad_request', 'code_wrong', undefined, [fieldRefusal('code', 'code_wrong')]);
  }
  await clearLoginFailures(db, 'second-step', email, ip);
}

/** A password change checks the current password under the same throttling as sign-in. */
export async function updateMe(
  db: Db,
  actor: AdminActor & { sessionId: string },
  input: UpdateMeInput,
  ip: string,
) {
  if (input.password !== undefined) {
    await checkCurrentPassword(db, actor, input.currentPassword ?? '', ip, 'currentPassword');
  }
  const { name, nickname, locale, password, trackRecordPublic } = input;
  return updateOwnProfile(db, actor, { name, nickname, locale, password, trackRecordPublic });
}
