import { z } from 'zod';
import { adminUserSchema } from './admin';
import { idSchema, textSchema } from './fields';
import type { Permission } from './permissions';

// Two-factor sign-in (decision 27): authenticator codes (RFC 6238), passkeys (WebAuthn) and
// single-use recovery codes; the password step answers a short-lived challenge when a second step is due.

/** A role holding any of these requires two factors unless its setting says otherwise. */
export const TWO_FACTOR_BY_DEFAULT: readonly Permission[] = [
  'ALL',
  'ADMIN_MODERATE',
  'NOTIFICATIONS_MODERATE',
  'IGOLUXE_NOTIFICATIONS',
];

/** The setting a new role gets when its form does not say. */
export const requiresTwoFactorByDefault = (permissions: readonly Permission[]): boolean =>
  permissions.some((p) => TWO_FACTOR_BY_DEFAULT.includes(p));

export const SECOND_FACTOR_METHODS = ['totp', 'webauthn', 'recovery'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

export const RECOVERY_CODE_COUNT = 10;

const challengeTokenSchema = textSchema.min(1, { message: 'required' }).max(100);
/** Six digits; spaces a user typed between groups are dropped. */
export const totpCodeSchema = textSchema
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { message: 'codeSixDigits' }));
/** Recovery codes are shown as xxxxx-xxxxx; case and the dash do not matter when typed. */
export const recoveryCodeSchema = textSchema
  .transform((v) => v.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, { message: 'recoveryCodeFormat' }));

/** A WebAuthn answer of the browser (@simplewebauthn/browser's JSON): checked by the server library. */
const webAuthnResponseSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(10_000) }),
});
export type WebAuthnResponseJson = z.infer<typeof webAuthnResponseSchema>;

export const sessionGrantSchema = z.object({ token: z.string(), user: adminUserSchema });

/** What the password step answers: a session, a second step, or enrolment first. */
export const loginResultSchema = z.union([
  sessionGrantSchema,
  z.object({
    mfaRequired: z.literal(true),
    challengeToken: z.string(),
    methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
  }),
  z.object({ enrolmentRequired: z.literal(true), challengeToken: z.string() }),
]);
export type LoginResult = z.infer<typeof loginResultSchema>;

const totpStepSchema = z.strictObject({
  challengeToken: challengeTokenSchema,
  method: z.literal('totp'),
  code: totpCodeSchema,
});
const recoveryStepSchema = z.strictObject({
  challengeToken: challengeTokenSchema,
  method: z.literal('recovery'),
  code: recoveryCodeSchema,
});
/** The second step answered with a typed code: the authenticator app's or a recovery code. */
export const codeStepInputSchema = z.discriminatedUnion('method', [totpStepSchema, recoveryStepSchema]);
export type CodeStepInput = z.infer<typeof codeStepInputSchema>;

export const secondStepInputSchema = z.discriminatedUnion('method', [
  totpStepSchema,
  recoveryStepSchema,
  z.strictObject({
    challengeToken: challengeTokenSchema,
    method: z.literal('webauthn'),
    response: webAuthnResponseSchema,
  }),
]);
export type SecondStepInput = z.infer<typeof secondStepInputSchema>;

/** The challenge token alone: asks for passkey options or starts an enrolment during sign-in. */
export const challengeInputSchema = z.strictObject({ challengeToken: challengeTokenSchema });
export type ChallengeInput = z.infer<typeof challengeInputSchema>;

/** A started authenticator set-up: the secret to type and the URI the QR code holds. */
export const totpSetupSchema = z.object({ secret: z.string(), uri: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const totpConfirmInputSchema = z.strictObject({ code: totpCodeSchema });
export const enrolmentTotpConfirmInputSchema = z.strictObject({
  challengeToken: challengeTokenSchema,
  code: totpCodeSchema,
});

/**
 * What removing a factor or renewing the recovery codes asks again, so a session left open cannot do
 * it: the current password, or a current code of the authenticator app.
 */
export const reauthInputSchema = z
  .strictObject({
    password: textSchema.max(200).optional(),
    code: totpCodeSchema.optional(),
  })
  .refine((input) => Boolean(input.password) || input.code !== undefined, {
    path: ['password'],
    message: 'reauthRequired',
  });
export type ReauthInput = z.infer<typeof reauthInputSchema>;

export const passkeyNameSchema = textSchema
  .trim()
  .min(1, { message: 'required' })
  .max(60, { message: 'tooLong60' });
export const passkeyRegisterInputSchema = z.strictObject({
  name: passkeyNameSchema,
  response: webAuthnResponseSchema,
});
export const enrolmentPasskeyInputSchema = passkeyRegisterInputSchema.extend({
  challengeToken: challengeTokenSchema,
});
export const passkeyRenameInputSchema = z.strictObject({ name: passkeyNameSchema });

/** Options for navigator.credentials (WebAuthn JSON as @simplewebauthn/server writes them). */
export const webAuthnOptionsSchema = z.looseObject({ challenge: z.string() });

export const passkeySchema = z.object({
  _id: idSchema,
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** The own factors, as the profile shows them. */
export const twoFactorStatusSchema = z.object({
  required: z.boolean(),
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.array(passkeySchema),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** Shown once: only their digests are stored. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const enrolmentResultSchema = sessionGrantSchema.extend({ recoveryCodes: z.array(z.string()) });

export const sessionInfoSchema = z.object({
  _id: idSchema,
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
