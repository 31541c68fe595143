import { randomInt } from 'node:crypto';
import type { AdminUser } from '@signal-desk/domain/admin';
import {
  RECOVERY_CODE_COUNT,
  type SecondFactorMethod,
  type TotpSetup,
  type TwoFactorStatus,
} from '@signal-desk/domain/two-factor';
import { and, count, eq, gt, inArray, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Db, Executor } from '../../db/client';
import {
  adminPasskeys,
  adminRecoveryCodes,
  adminRoles,
  adminTotp,
  passkeyRegistrations,
  roles,
  sessions,
  signInChallenges,
} from '../../db/schema';
import { refused } from '../../shared/errors';
import { openSecret, sealSecret } from '../../shared/secret-box';
import { type Actor, recordActivity } from '../activity/service';
import { notifySessionsEnded } from './admin-changes-service';
import { newToken, tokenDigest } from './tokens';

/** What the two-factor routes need from the configuration (decision 27). */
export interface TwoFactorSettings {
  /** Encrypts authenticator secrets at rest; null: authenticator apps cannot be set up. */
  key: Buffer | null;
  /** The WebAuthn relying party; unset parts are taken from the request's host. */
  webauthn: { rpId: string | undefined; origin: string | undefined; rpName: string };
}

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const ISSUER = 'Signal Desk';
const PERIOD = 30;

export type ChallengePurpose = 'second-factor' | 'enrolment';
export type Challenge = typeof signInChallenges.$inferSelect;

// ---------------------------------------------------------------- requirement and factors

/** Whether a role this admin holds requires a second factor. */
export async function twoFactorRequired(exec: Executor, adminId: string): Promise<boolean> {
  const [row] = await exec
    .select({ id: roles.id })
    .from(adminRoles)
    .innerJoin(roles, eq(roles.id, adminRoles.roleId))
    .where(and(eq(adminRoles.adminId, adminId), eq(roles.requireTwoFactor, true)))
    .limit(1);
  return row !== undefined;
}

/**
 * Ends the sessions of admins who now hold a role requiring a second factor and have none (no
 * confirmed authenticator, no passkey): of the role's admins, or of one admin. A session opened before
 * the requirement would otherwise go on as if enrolment were done; their next sign-in enrols first.
 * Returns the number of sessions ended.
 */
export async function endSessionsAwaitingEnrolment(
  tx: Executor,
  of: { roleId: string } | { adminId: string },
): Promise<number> {
  const held = 'roleId' in of ? eq(adminRoles.roleId, of.roleId) : eq(adminRoles.adminId, of.adminId);
  const ended = await tx
    .delete(sessions)
    .where(
      and(
        inArray(
          sessions.adminId,
          tx
            .select({ id: adminRoles.adminId })
            .from(adminRoles)
            .innerJoin(roles, eq(roles.id, adminRoles.roleId))
            .where(and(held, eq(roles.requireTwoFactor, true))),
        ),
        notExists(
          tx
            .select({ id: adminTotp.adminId })
            .from(adminTotp)
            .where(and(eq(adminTotp.adminId, sessions.adminId), isNotNull(adminTotp.confirmedAt))),
        ),
        notExists(
          tx
            .select({ id: adminPasskeys.id })
            .from(adminPasskeys)
            .where(eq(adminPasskeys.adminId, sessions.adminId)),
        ),
      ),
    )
    .returning({ adminId: sessions.adminId });
  for (const adminId of new Set(ended.map((row) => row.adminId))) await notifySessionsEnded(tx, adminId);
  return ended.length;
}

/** The second-step methods this admin can use now (none: no factor set up). */
export async function methodsOf(exec: Executor, adminId: string): Promise<SecondFactorMethod[]> {
  const [totp, passkeys, recovery] = await Promise.all([
    exec
      .select({ id: adminTotp.adminId })
      .from(adminTotp)
      .where(and(eq(adminTotp.adminId, adminId), isNotNull(adminTotp.confirmedAt))),
    exec.select({ n: count() }).from(adminPasskeys).where(eq(adminPasskeys.adminId, adminId)),
    exec
      .select({ n: count() })
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt))),
  ]);
  const methods: SecondFactorMethod[] = [];
  if (totp.length > 0) methods.push('totp');
  if ((passkeys[0]?.n ?? 0) > 0) methods.push('webauthn');
  // Recovery codes stand in for a factor, never alone.
  if (methods.length > 0 && (recovery[0]?.n ?? 0) > 0) methods.push('recovery');
  return methods;
}

export async function twoFactorStatus(db: Db, adminId: string): Promise<TwoFactorStatus> {
  const [required, totp, recovery, passkeys] = await Promise.all([
    twoFactorRequired(db, adminId),
    db
      .select({ id: adminTotp.adminId })
      .from(adminTotp)
      .where(and(eq(adminTotp.adminId, adminId), isNotNull(adminTotp.confirmedAt))),
    db
      .select({ n: count() })
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt))),
    db
      .select()
      .from(adminPasskeys)
      .where(eq(adminPasskeys.adminId, adminId))
      .orderBy(adminPasskeys.createdAt),
  ]);
  return {
    required,
    totp: totp.length > 0,
    recoveryCodesLeft: recovery[0]?.n ?? 0,
    passkeys: passkeys.map((p) => ({
      _id: p.id,
      name: p.name,
      createdAt: p.createdAt.toISOString(),
      lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
    })),
  };
}

// ---------------------------------------------------------------- challenges

export async function createChallenge(
  tx: Executor,
  adminId: string,
  purpose: ChallengePurpose,
): Promise<string> {
  const token = newToken();
  await tx.insert(signInChallenges).values({
    tokenHash: tokenDigest(token),
    adminId,
    purpose,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  return token;
}

const challengeExpired = () => refused('unauthorized', 'challenge_expired');

/** The live challenge of a token for this purpose; `lock` holds it until the transaction ends. */
export async function openChallenge(
  exec: Executor,
  token: string,
  purpose: ChallengePurpose,
  lock = false,
): Promise<Challenge> {
  const query = exec
    .select()
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.tokenHash, tokenDigest(token)),
        eq(signInChallenges.purpose, purpose),
        gt(signInChallenges.expiresAt, sql`now()`),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw challengeExpired();
  return row;
}

/** A challenge answers once: the session it opened is all that is left of it. */
export async function consumeChallenge(tx: Executor, id: string): Promise<void> {
  const ended = await tx
    .delete(signInChallenges)
    .where(eq(signInChallenges.id, id))
    .returning({ id: signInChallenges.id });
  // Another request answered it first (the row lock makes the loser see it gone).
  if (ended.length === 0) throw challengeExpired();
}

export async function setWebAuthnChallenge(exec: Executor, id: string, challenge: string): Promise<void> {
  await exec
    .update(signInChallenges)
    .set({ webauthnChallenge: challenge })
    .where(eq(signInChallenges.id, id));
}

export async function purgeExpiredChallenges(db: Db): Promise<void> {
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, sql`now()`));
  await db.delete(passkeyRegistrations).where(lt(passkeyRegistrations.expiresAt, sql`now()`));
}

// ---------------------------------------------------------------- authenticator app (RFC 6238)

const unavailable = () => refused('unavailable', 'two_factor_unavailable');
const wrongCode = () => refused('unauthorized', 'code_wrong');

const totpOf = (secret: string, label: string) =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), period: PERIOD });

/** Starts (or starts again) an unconfirmed set-up: a new secret, sealed; a confirmed one must be removed first. */
export async function startTotp(
  db: Db,
  settings: TwoFactorSettings,
  admin: Pick<AdminUser, '_id' | 'email'>,
): Promise<TotpSetup> {
  const key = settings.key;
  if (!key) throw unavailable();
  const secret = new Secret({ size: 20 }).base32;
  const [row] = await db
    .insert(adminTotp)
    .values({ adminId: admin._id, secret: sealSecret(key, secret) })
    .onConflictDoUpdate({
      target: adminTotp.adminId,
      set: { secret: sealSecret(key, secret), lastStep: 0, createdAt: new Date() },
      setWhere: isNull(adminTotp.confirmedAt),
    })
    .returning({ id: adminTotp.adminId });
  if (!row) throw refused('conflict', 'totp_already_enabled');
  return { secret, uri: totpOf(secret, admin.email).toString() };
}

/**
 * Checks a code against the admin's secret under a row lock: accepted only for a time step after the
 * last accepted one (one step either side of now, for clocks that drift), which it then becomes.
 * `confirmed` says which set-up: the running one, or one being confirmed.
 */
async function acceptTotp(
  tx: Executor,
  settings: TwoFactorSettings,
  adminId: string,
  code: string,
  confirmed: boolean,
): Promise<boolean> {
  const key = settings.key;
  if (!key) throw unavailable();
  const [row] = await tx
    .select()
    .from(adminTotp)
    .where(
      and(
        eq(adminTotp.adminId, adminId),
        confirmed ? isNotNull(adminTotp.confirmedAt) : isNull(adminTotp.confirmedAt),
      ),
    )
    .for('update');
  if (!row) {
    if (confirmed) return false;
    throw refused('bad_request', 'totp_not_started');
  }
  const totp = totpOf(openSecret(key, row.secret), '');
  const now = Date.now();
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  if (step <= row.lastStep) return false;
  await tx
    .update(adminTotp)
    .set({ lastStep: step, ...(confirmed ? {} : { confirmedAt: new Date() }) })
    .where(eq(adminTotp.adminId, adminId));
  return true;
}

/** A second step with a code of the authenticator app. */
export const verifyTotp = (tx: Executor, settings: TwoFactorSettings, adminId: string, code: string) =>
  acceptTotp(tx, settings, adminId, code, true);

/**
 * Confirms a started set-up with its first code; answers a new set of recovery codes when the admin
 * had none left (shown once), else none.
 */
export async function confirmTotp(
  tx: Executor,
  settings: TwoFactorSettings,
  actor: Actor & { adminId: string },
  code: string,
): Promise<string[]> {
  if (!(await acceptTotp(tx, settings, actor.adminId, code, false)))
    throw refused('bad_request', 'code_wrong');
  await recordActivity(tx, actor, {
    kind: 'two factor enrolled',
    targetType: 'admin',
    targetId: actor.adminId,
    next: { method: 'totp' },
  });
  return ensureRecoveryCodes(tx, actor);
}

export async function removeTotp(tx: Executor, actor: Actor & { adminId: string }): Promise<boolean> {
  const removed = await tx.delete(adminTotp).where(eq(adminTotp.adminId, actor.adminId)).returning();
  if (removed.some((r) => r.confirmedAt !== null)) {
    await recordActivity(tx, actor, {
      kind: 'two factor removed',
      targetType: 'admin',
      targetId: actor.adminId,
      prev: { method: 'totp' },
    });
  }
  return removed.length > 0;
}

// ---------------------------------------------------------------- recovery codes

const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Ten characters from the CSPRNG (about 50 bits), shown as xxxxx-xxxxx. */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The stored form of a code as typed (the schema already dropped the dash, spaces and case). */
const recoveryDigest = (normalised: string) => tokenDigest(`recovery:${normalised}`);

/** Replaces the admin's recovery codes with new ones; answers them (the only time they are shown). */
export async function renewRecoveryCodes(
  tx: Executor,
  actor: Actor & { adminId: string },
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, actor.adminId));
  await tx
    .insert(adminRecoveryCodes)
    .values(codes.map((c) => ({ adminId: actor.adminId, codeHash: recoveryDigest(c.replace('-', '')) })));
  await recordActivity(tx, actor, {
    kind: 'recovery codes renewed',
    targetType: 'admin',
    targetId: actor.adminId,
  });
  return codes;
}

/** New codes when the admin has none unused (a first factor); otherwise the existing ones stay. */
export async function ensureRecoveryCodes(
  tx: Executor,
  actor: Actor & { adminId: string },
): Promise<string[]> {
  const [left] = await tx
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, actor.adminId), isNull(adminRecoveryCodes.usedAt)));
  return (left?.n ?? 0) > 0 ? [] : renewRecoveryCodes(tx, actor);
}

/** Marks one unused code used; false when it is unknown or used already. */
export async function useRecoveryCode(tx: Executor, adminId: string, normalised: string): Promise<boolean> {
  const used = await tx
    .update(adminRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, recoveryDigest(normalised)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return used.length > 0;
}

/** Removes every factor and recovery code of an admin (a reset by another admin). */
export async function removeAllFactors(
  tx: Executor,
  adminId: string,
): Promise<{ totp: boolean; passkeys: number }> {
  const totp = await tx.delete(adminTotp).where(eq(adminTotp.adminId, adminId)).returning();
  const passkeys = await tx.delete(adminPasskeys).where(eq(adminPasskeys.adminId, adminId)).returning();
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await tx.delete(signInChallenges).where(eq(signInChallenges.adminId, adminId));
  return { totp: totp.some((t) => t.confirmedAt !== null), passkeys: passkeys.length };
}

export { wrongCode };
