import {
  type CodeStepInput,
  enrolmentResultSchema,
  sessionGrantSchema,
  totpSetupSchema,
  webAuthnOptionsSchema,
} from '@signal-desk/domain/two-factor';
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { apiClient } from '../../../shared/api/api-client';

/**
 * The second sign-in step and enrolment during sign-in (decision 27): plain functions, loaded by the
 * sign-in page only when the password step asks for them, with the challenge token it answered.
 */

/** A code of the authenticator app or a recovery code; answers the session. */
export const answerWithCode = (input: CodeStepInput) =>
  apiClient.send('POST', '/auth/login/second-step', input, sessionGrantSchema);

/** Asks the browser for a passkey over the server's challenge; answers the session. */
export async function answerWithPasskey(challengeToken: string) {
  const options = await apiClient.send(
    'POST',
    '/auth/login/passkey-options',
    { challengeToken },
    webAuthnOptionsSchema,
  );
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return apiClient.send(
    'POST',
    '/auth/login/second-step',
    { challengeToken, method: 'webauthn', response },
    sessionGrantSchema,
  );
}

export const startEnrolmentTotp = (challengeToken: string) =>
  apiClient.send('POST', '/auth/enrolment/totp', { challengeToken }, totpSetupSchema);

export const confirmEnrolmentTotp = (challengeToken: string, code: string) =>
  apiClient.send('POST', '/auth/enrolment/totp/confirm', { challengeToken, code }, enrolmentResultSchema);

export async function enrolPasskey(challengeToken: string, name: string) {
  const options = await apiClient.send(
    'POST',
    '/auth/enrolment/passkey-options',
    { challengeToken },
    webAuthnOptionsSchema,
  );
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return apiClient.send(
    'POST',
    '/auth/enrolment/passkey',
    { challengeToken, name, response },
    enrolmentResultSchema,
  );
}
