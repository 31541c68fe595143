import { idSchema } from '@signal-desk/domain/fields';
import { dataOf } from '@signal-desk/domain/http';
import {
  challengeInputSchema,
  enrolmentPasskeyInputSchema,
  enrolmentResultSchema,
  enrolmentTotpConfirmInputSchema,
  passkeyRegisterInputSchema,
  passkeyRenameInputSchema,
  passkeySchema,
  type ReauthInput,
  reauthInputSchema,
  recoveryCodesSchema,
  secondStepInputSchema,
  sessionGrantSchema,
  sessionInfoSchema,
  totpConfirmInputSchema,
  totpSetupSchema,
  twoFactorStatusSchema,
  webAuthnOptionsSchema,
} from '@signal-desk/domain/two-factor';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/access';
import { type Api, errorResponses, type RouteDeps } from '../../http/api';
import {
  type ClientInfo,
  enrolmentPasskey,
  enrolmentPasskeyOptions,
  enrolmentTotpConfirm,
  enrolmentTotpStart,
  secondStep,
  secondStepPasskeyOptions,
} from './auth-service';
import {
  addOwnPasskey,
  confirmOwnTotp,
  endOtherOwnSessions,
  endOwnSessionById,
  type Reauth,
  removeOwnPasskey,
  removeOwnTotp,
  renameOwnPasskey,
  renewOwnRecoveryCodes,
  startOwnPasskey,
} from './own-security-service';
import { relyingPartyOf } from './passkeys-service';
import { listOwnSessions } from './sessions-service';
import { startTotp, type TwoFactorSettings, twoFactorStatus } from './two-factor-service';

const byId = z.object({ id: idSchema });
const reauthOf = (request: { body: ReauthInput; ip: string }): Reauth => ({
  input: request.body,
  ip: request.ip,
});
const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/**
 * The second sign-in step, enrolment during sign-in (the challenge token of the password step opens
 * these routes only), the own factors and sessions on the profile (decision 27).
 */
export function twoFactorRoutes(app: Api, { db, twoFactor }: RouteDeps & { twoFactor: TwoFactorSettings }) {
  const rpOf = (request: FastifyRequest) => relyingPartyOf(twoFactor, request);

  // ---------------------------------------------------------------- during sign-in
  app.post(
    '/auth/login/second-step',
    {
      schema: {
        tags: ['auth'],
        summary: 'Answer the challenge of the password step with a code, a recovery code or a passkey',
        body: secondStepInputSchema,
        response: { 200: dataOf(sessionGrantSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await secondStep(db, twoFactor, rpOf(request), request.body, clientOf(request)),
    }),
  );

  app.post(
    '/auth/login/passkey-options',
    {
      schema: {
        tags: ['auth'],
        summary: 'WebAuthn options for signing in with a passkey as the second step',
        body: challengeInputSchema,
        response: { 200: dataOf(webAuthnOptionsSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: { ...(await secondStepPasskeyOptions(db, rpOf(request), request.body.challengeToken)) },
    }),
  );

  app.post(
    '/auth/enrolment/totp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start setting up an authenticator app during sign-in (enrolment token)',
        body: challengeInputSchema,
        response: { 200: dataOf(totpSetupSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await enrolmentTotpStart(db, twoFactor, request.body.challengeToken) }),
  );

  app.post(
    '/auth/enrolment/totp/confirm',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Confirm the authenticator app with its first code; opens the session, shows recovery codes once',
        body: enrolmentTotpConfirmInputSchema,
        response: { 200: dataOf(enrolmentResultSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await enrolmentTotpConfirm(db, twoFactor, request.body, clientOf(request)),
    }),
  );

  app.post(
    '/auth/enrolment/passkey-options',
    {
      schema: {
        tags: ['auth'],
        summary: 'WebAuthn options for registering a passkey during sign-in (enrolment token)',
        body: challengeInputSchema,
        response: { 200: dataOf(webAuthnOptionsSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: { ...(await enrolmentPasskeyOptions(db, rpOf(request), request.body.challengeToken)) },
    }),
  );

  app.post(
    '/auth/enrolment/passkey',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register a passkey during sign-in; opens the session, shows recovery codes once',
        body: enrolmentPasskeyInputSchema,
        response: { 200: dataOf(enrolmentResultSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await enrolmentPasskey(db, rpOf(request), request.body, clientOf(request)),
    }),
  );

  // ---------------------------------------------------------------- own factors (profile)
  app.get(
    '/auth/two-factor',
    {
      schema: {
        tags: ['auth'],
        summary: 'The own second factors',
        response: { 200: dataOf(twoFactorStatusSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await twoFactorStatus(db, actorOf(request).admin._id) }),
  );

  app.post(
    '/auth/two-factor/totp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start setting up an authenticator app: its secret and QR code URI',
        response: { 200: dataOf(totpSetupSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await startTotp(db, twoFactor, actorOf(request).admin) }),
  );

  app.post(
    '/auth/two-factor/totp/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm the authenticator app with a first code; recovery codes when they are new',
        body: totpConfirmInputSchema,
        response: { 200: dataOf(recoveryCodesSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: { recoveryCodes: await confirmOwnTotp(db, twoFactor, actorOf(request), request.body.code) },
    }),
  );

  app.delete(
    '/auth/two-factor/totp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Remove the authenticator app (asks again for the password or a current code)',
        body: reauthInputSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeOwnTotp(db, twoFactor, actorOf(request), reauthOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/two-factor/recovery-codes',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Replace the recovery codes with ten new ones, shown once (asks again for the password or a current code)',
        body: reauthInputSchema,
        response: { 200: dataOf(recoveryCodesSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: {
        recoveryCodes: await renewOwnRecoveryCodes(db, twoFactor, actorOf(request), reauthOf(request)),
      },
    }),
  );

  app.post(
    '/auth/passkeys/options',
    {
      schema: {
        tags: ['auth'],
        summary: 'WebAuthn options for registering a passkey',
        response: { 200: dataOf(webAuthnOptionsSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: { ...(await startOwnPasskey(db, rpOf(request), actorOf(request))) } }),
  );

  app.post(
    '/auth/passkeys',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register a passkey under a name',
        body: passkeyRegisterInputSchema,
        response: {
          201: dataOf(z.object({ passkey: passkeySchema, recoveryCodes: z.array(z.string()) })),
          ...errorResponses,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await addOwnPasskey(db, rpOf(request), actorOf(request), request.body) }),
  );

  app.put(
    '/auth/passkeys/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rename a passkey',
        params: byId,
        body: passkeyRenameInputSchema,
        response: { 200: dataOf(passkeySchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await renameOwnPasskey(db, actorOf(request), request.params.id, request.body.name),
    }),
  );

  app.delete(
    '/auth/passkeys/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Remove a passkey (asks again for the password or a current code)',
        params: byId,
        body: reauthInputSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeOwnPasskey(db, twoFactor, actorOf(request), request.params.id, reauthOf(request));
      return reply.status(204).send(null);
    },
  );

  // ---------------------------------------------------------------- own sessions (profile)
  app.get(
    '/auth/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: 'Where the signed-in admin is signed in',
        response: { 200: dataOf(z.array(sessionInfoSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return { data: await listOwnSessions(db, actor.admin._id, actor.sessionId) };
    },
  );

  app.delete(
    '/auth/sessions/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out one of the own sessions',
        params: byId,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await endOwnSessionById(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/sessions/sign-out-others',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out every own session but this one',
        response: { 200: dataOf(z.object({ ended: z.number().int() })), ...errorResponses },
      },
    },
    async (request) => ({ data: await endOtherOwnSessions(db, actorOf(request)) }),
  );
}
