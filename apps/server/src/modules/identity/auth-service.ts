import type { AdminUser } from '@signal-desk/domain/admin';
import type { LoginInput, UpdateMeInput } from '@signal-desk/domain/auth';
import type { Db } from '../../db/client';
import { AppError, badRequest, fieldError, refused } from '../../shared/errors';
import { recordActivity } from '../activity/service';
import {
  type AdminActor,
  findCredentials,
  getAdmin,
  getPasswordHash,
  updateOwnProfile,
} from './admins-service';
import { verifyPassword } from './password';
import { createSession, endSession, isKnownClient } from './sessions-service';
import { clearLoginFailures, loginThrottleState, recordLoginFailure, tooManyAttempts } from './throttle';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** An unknown email and a wrong password (of an active or a deactivated admin) get this same answer. */
const invalidCredentials = () => new AppError('unauthorized', 'Invalid email or password');

export async function login(
  db: Db,
  input: LoginInput,
  client: ClientInfo,
): Promise<{ token: string; user: AdminUser }> {
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
  return db.transaction(async (tx) => {
    const { token, sessionId } = await createSession(tx, credentials.id, client);
    const user = await getAdmin(tx, credentials.id);
    await recordActivity(
      tx,
      { adminId: user._id, label: user.email, ip: client.ip },
      { kind: 'sign in', targetType: 'session', targetId: sessionId },
    );
    return { token, user };
  });
}

export function logout(db: Db, actor: AdminActor & { sessionId: string }): Promise<void> {
  return db.transaction(async (tx) => {
    await endSession(tx, actor.sessionId);
    await recordActivity(tx, actor, { kind: 'sign out', targetType: 'session', targetId: actor.sessionId });
  });
}

/** A password change checks the current password under the same throttling as sign-in. */
export async function updateMe(
  db: Db,
  actor: AdminActor & { sessionId: string },
  input: UpdateMeInput,
  ip: string,
) {
  if (input.password !== undefined) {
    const email = actor.admin.email;
    const throttle = await loginThrottleState(db, 'staff', email, ip, async () => true);
    if (throttle.accountLocked) throw tooManyAttempts(throttle.accountLocked);
    const current = await getPasswordHash(db, actor.admin._id);
    if (!(await verifyPassword(current, input.currentPassword ?? ''))) {
      await recordLoginFailure(db, 'staff', email, ip);
      if (throttle.ipLocked) throw tooManyAttempts(throttle.ipLocked);
      throw badRequest('The current password is wrong', [
        fieldError('currentPassword', 'currentPasswordWrong'),
      ]);
    }
    await clearLoginFailures(db, 'staff', email, ip);
  }
  const { name, nickname, locale, password } = input;
  return updateOwnProfile(db, actor, { name, nickname, locale, password });
}
