import type { AdminUser } from '@signal-desk/domain/admin';
import type { Passkey, WebAuthnResponseJson } from '@signal-desk/domain/two-factor';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { adminPasskeys, passkeyRegistrations } from '../../db/schema';
import { notFound, refused } from '../../shared/errors';
import { type Actor, recordActivity } from '../activity/service';
import { CHALLENGE_TTL_MS, type TwoFactorSettings } from './two-factor-service';

/** The relying party of one request: configured, else the host the browser reached (decision 27). */
export interface RelyingParty {
  rpId: string;
  origin: string;
  rpName: string;
}

export function relyingPartyOf(
  settings: TwoFactorSettings,
  request: { hostname: string; protocol: string; host: string },
): RelyingParty {
  const { rpId, origin, rpName } = settings.webauthn;
  return {
    rpId: rpId ?? request.hostname,
    origin: origin ?? `${request.protocol}://${request.host}`,
    rpName,
  };
}

const rejected = () => refused('unauthorized', 'passkey_rejected');

async function passkeysOf(exec: Executor, adminId: string) {
  return exec.select().from(adminPasskeys).where(eq(adminPasskeys.adminId, adminId));
}

const descriptor = (p: typeof adminPasskeys.$inferSelect) => ({
  id: p.credentialId,
  transports: p.transports as AuthenticatorTransport[],
});

/** Options for navigator.credentials.create; the challenge is kept by `keep` (a sign-in challenge or the profile's). */
export async function registrationOptions(
  exec: Executor,
  rp: RelyingParty,
  admin: Pick<AdminUser, '_id' | 'email' | 'name'>,
) {
  const existing = await passkeysOf(exec, admin._id);
  return generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpId,
    userName: admin.email,
    userDisplayName: admin.name,
    userID: new TextEncoder().encode(admin._id),
    attestationType: 'none',
    excludeCredentials: existing.map(descriptor),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/** Keeps the challenge of a registration started from the profile (one at a time per admin). */
export async function keepRegistrationChallenge(
  exec: Executor,
  adminId: string,
  challenge: string,
): Promise<void> {
  const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
  await exec
    .insert(passkeyRegistrations)
    .values({ adminId, challenge, expiresAt })
    .onConflictDoUpdate({ target: passkeyRegistrations.adminId, set: { challenge, expiresAt } });
}

/** The challenge of the profile's registration, taken (it answers once). */
export async function takeRegistrationChallenge(exec: Executor, adminId: string): Promise<string | null> {
  const [row] = await exec
    .delete(passkeyRegistrations)
    .where(and(eq(passkeyRegistrations.adminId, adminId), sql`${passkeyRegistrations.expiresAt} > now()`))
    .returning();
  return row?.challenge ?? null;
}

/** Verifies the browser's answer to a registration and stores the passkey under its name. */
export async function registerPasskey(
  tx: Executor,
  rp: RelyingParty,
  actor: Actor & { adminId: string },
  expectedChallenge: string | null,
  name: string,
  response: WebAuthnResponseJson,
): Promise<Passkey> {
  if (!expectedChallenge) throw refused('bad_request', 'challenge_expired');
  const verification = await verifyRegistrationResponse({
    response: response as unknown as RegistrationResponseJSON,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpId,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw refused('bad_request', 'passkey_rejected');
  const { credential } = verification.registrationInfo;
  const [row] = await tx
    .insert(adminPasskeys)
    .values({
      adminId: actor.adminId,
      name,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw refused('conflict', 'passkey_rejected');
  await recordActivity(tx, actor, {
    kind: 'two factor enrolled',
    targetType: 'admin',
    targetId: actor.adminId,
    next: { method: 'webauthn', passkey: row.id, name },
  });
  return toPasskey(row);
}

const toPasskey = (row: typeof adminPasskeys.$inferSelect): Passkey => ({
  _id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Options for navigator.credentials.get, limited to this admin's passkeys. */
export async function authenticationOptions(exec: Executor, rp: RelyingParty, adminId: string) {
  const existing = await passkeysOf(exec, adminId);
  return generateAuthenticationOptions({
    rpID: rp.rpId,
    allowCredentials: existing.map(descriptor),
    userVerification: 'preferred',
  });
}

/** A second step with a passkey: its signature over the challenge, and a counter that moved on. */
export async function verifyPasskey(
  tx: Executor,
  rp: RelyingParty,
  adminId: string,
  expectedChallenge: string | null,
  response: WebAuthnResponseJson,
): Promise<boolean> {
  if (!expectedChallenge) return false;
  const [passkey] = await tx
    .select()
    .from(adminPasskeys)
    .where(and(eq(adminPasskeys.adminId, adminId), eq(adminPasskeys.credentialId, response.id)))
    .for('update');
  if (!passkey) return false;
  const verification = await verifyAuthenticationResponse({
    response: response as unknown as AuthenticationResponseJSON,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpId,
    credential: {
      id: passkey.credentialId,
      publicKey: Buffer.from(passkey.publicKey, 'base64url'),
      counter: passkey.counter,
      transports: passkey.transports as AuthenticatorTransport[],
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return false;
  await tx
    .update(adminPasskeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(adminPasskeys.id, passkey.id));
  return true;
}

export async function renamePasskey(
  tx: Executor,
  adminId: string,
  id: string,
  name: string,
): Promise<Passkey> {
  const [row] = await tx
    .update(adminPasskeys)
    .set({ name })
    .where(and(eq(adminPasskeys.id, id), eq(adminPasskeys.adminId, adminId)))
    .returning();
  if (!row) throw notFound('Passkey');
  return toPasskey(row);
}

export async function removePasskey(
  tx: Executor,
  actor: Actor & { adminId: string },
  id: string,
): Promise<void> {
  const [row] = await tx
    .delete(adminPasskeys)
    .where(and(eq(adminPasskeys.id, id), eq(adminPasskeys.adminId, actor.adminId)))
    .returning();
  if (!row) throw notFound('Passkey');
  await recordActivity(tx, actor, {
    kind: 'two factor removed',
    targetType: 'admin',
    targetId: actor.adminId,
    prev: { method: 'webauthn', passkey: row.id, name: row.name },
  });
}

export { rejected as passkeyRejected };
