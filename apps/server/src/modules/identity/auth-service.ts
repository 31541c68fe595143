import type { AdminUser } from '@signal-desk/domain/admin';
import type { LoginInput, UpdateMeInput } from '@signal-desk/domain/auth';
import type { Db } from '../../db/client';
import { fieldError } from '../../http/error-handler';
import { AppError, badRequest } from '../../http/errors';
import { recordActivity } from '../activity/service';
import {
  type AdminActor,
  findCredentials,
  getAdmin,
  getPasswordHash,
  updateOwnProfile,
} from './admins-service';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle';
import { verifyPassword } from './password';
import { createSession, endSession, isKnownClient } from './sessions-service';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** Unknown email, wrong password and deactivated admin all get this same answer. */
const invalidCredentials = () => new AppError('unauthorized', 'Invalid email or password');

export async function login(
  db: Db,
  input: LoginInput,
  client: ClientInfo,
): Promise<{ token: string; user: AdminUser }> {
  const credentials = await findCredentials(db, input.email);
  await assertLoginAllowed(db, input.email, client.ip, async () =>
    credentials ? isKnownClient(db, credentials.id, client.ip) : false,
  );
  const valid = await verifyPassword(credentials?.passwordHash ?? null, input.password);
  if (!credentials || !valid || !credentials.activationStatus) {
    await recordLoginFailure(db, input.email, client.ip);
    throw invalidCredentials();
  }
  await clearLoginFailures(db, input.email, client.ip);
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

export async function updateMe(db: Db, actor: AdminActor & { sessionId: string }, input: UpdateMeInput) {
  if (input.password !== undefined) {
    const current = await getPasswordHash(db, actor.admin._id);
    if (!(await verifyPassword(current, input.currentPassword ?? ''))) {
      throw badRequest('The current password is wrong', [
        fieldError('currentPassword', 'currentPasswordWrong'),
      ]);
    }
  }
  const { name, nickname, locale, password } = input;
  return updateOwnProfile(db, actor, { name, nickname, locale, password });
}
