import type { Passkey, ReauthInput, WebAuthnResponseJson } from '@signal-desk/domain/two-factor';
import type { Db, Executor } from '../../db/client';
import { notFound, refused } from '../../shared/errors';
import { recordActivity } from '../activity/service';
import type { AdminActor } from './admins-service';
import { reauthenticate } from './auth-service';
import {
  keepRegistrationChallenge,
  type RelyingParty,
  registerPasskey,
  registrationOptions,
  removePasskey,
  renamePasskey,
  takeRegistrationChallenge,
} from './passkeys-service';
import { endOwnSession, revokeAdminSessions } from './sessions-service';
import {
  confirmTotp,
  methodsOf,
  removeTotp,
  renewRecoveryCodes,
  type TwoFactorSettings,
  twoFactorRequired,
} from './two-factor-service';

// What a signed-in admin changes about their own sign-in: factors, recovery codes and sessions.
// Every change is in the activity log, in its own transaction. Taking a factor away or renewing the
// recovery codes first asks again for the password or a current code (`reauthenticate`).

type Self = AdminActor & { sessionId: string };
/** The answer to "confirm it is you", and where the request came from (for the throttling). */
export interface Reauth {
  input: ReauthInput;
  ip: string;
}
const actorIdOf = (actor: Self) => ({ ...actor, adminId: actor.admin._id });

/** A role that requires a factor keeps its admin from removing the last one. */
async function assertFactorRemains(tx: Executor, adminId: string): Promise<void> {
  if (!(await twoFactorRequired(tx, adminId))) return;
  const methods = await methodsOf(tx, adminId);
  if (!methods.includes('totp') && !methods.includes('webauthn')) {
    throw refused('conflict', 'last_factor_required');
  }
}

export function confirmOwnTotp(db: Db, settings: TwoFactorSettings, actor: Self, code: string) {
  return db.transaction((tx) => confirmTotp(tx, settings, actorIdOf(actor), code));
}

export async function removeOwnTotp(
  db: Db,
  settings: TwoFactorSettings,
  actor: Self,
  reauth: Reauth,
): Promise<void> {
  await reauthenticate(db, settings, actor, reauth.input, reauth.ip);
  return db.transaction(async (tx) => {
    if (!(await removeTotp(tx, actorIdOf(actor)))) throw notFound('Authenticator app');
    await assertFactorRemains(tx, actor.admin._id);
  });
}

export async function renewOwnRecoveryCodes(
  db: Db,
  settings: TwoFactorSettings,
  actor: Self,
  reauth: Reauth,
): Promise<string[]> {
  await reauthenticate(db, settings, actor, reauth.input, reauth.ip);
  return db.transaction(async (tx) => {
    const methods = await methodsOf(tx, actor.admin._id);
    if (!methods.includes('totp') && !methods.includes('webauthn')) throw notFound('Second factor');
    return renewRecoveryCodes(tx, actorIdOf(actor));
  });
}

export async function startOwnPasskey(db: Db, rp: RelyingParty, actor: Self) {
  const options = await registrationOptions(db, rp, actor.admin);
  await keepRegistrationChallenge(db, actor.admin._id, options.challenge);
  return options;
}

/** Adds a passkey; answers new recovery codes when it is the admin's first factor. */
export function addOwnPasskey(
  db: Db,
  rp: RelyingParty,
  actor: Self,
  input: { name: string; response: WebAuthnResponseJson },
): Promise<{ passkey: Passkey; recoveryCodes: string[] }> {
  return db.transaction(async (tx) => {
    const expected = await takeRegistrationChallenge(tx, actor.admin._id);
    const hadFactor = (await methodsOf(tx, actor.admin._id)).length > 0;
    const passkey = await registerPasskey(tx, rp, actorIdOf(actor), expected, input.name, input.response);
    const recoveryCodes = hadFactor ? [] : await renewRecoveryCodes(tx, actorIdOf(actor));
    return { passkey, recoveryCodes };
  });
}

export function renameOwnPasskey(db: Db, actor: Self, id: string, name: string): Promise<Passkey> {
  return db.transaction((tx) => renamePasskey(tx, actor.admin._id, id, name));
}

export async function removeOwnPasskey(
  db: Db,
  settings: TwoFactorSettings,
  actor: Self,
  id: string,
  reauth: Reauth,
): Promise<void> {
  await reauthenticate(db, settings, actor, reauth.input, reauth.ip);
  return db.transaction(async (tx) => {
    await removePasskey(tx, actorIdOf(actor), id);
    await assertFactorRemains(tx, actor.admin._id);
  });
}

/** "Sign out this session" for one of the own sessions (the current one too). */
export function endOwnSessionById(db: Db, actor: Self, sessionId: string): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await endOwnSession(tx, actor.admin._id, sessionId))) throw notFound('Session');
    await recordActivity(tx, actor, { kind: 'session ended', targetType: 'session', targetId: sessionId });
  });
}

/** "Sign out everywhere else": every own session but the current one. */
export function endOtherOwnSessions(db: Db, actor: Self): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const ended = await revokeAdminSessions(tx, actor.admin._id, actor.sessionId);
    await recordActivity(tx, actor, {
      kind: 'session ended',
      targetType: 'admin',
      targetId: actor.admin._id,
      next: { ended, kept: actor.sessionId },
    });
    return { ended };
  });
}
