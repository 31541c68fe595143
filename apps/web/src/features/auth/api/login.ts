import { type AdminUser, adminUserSchema } from '@signal-desk/domain/admin';
import { type LoginInput, loginInputSchema, loginOutputSchema } from '@signal-desk/domain/auth';
import type { Locale } from '@signal-desk/domain/locale-codes';
import type { SecondFactorMethod } from '@signal-desk/domain/two-factor';
import type { TFunction } from 'i18next';
import { apiClient } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { hasReason } from '../../../shared/api/error-reasons';
import { errorText } from '../../../shared/forms/error-message';
import { startSession, updateSessionUser } from '../../../shared/session/session-store';

/**
 * POST /auth/login. Loaded by the sign-in page when it has shown (it keeps the schema library and the
 * API client out of the page's first JavaScript), so it is plain functions rather than a query hook.
 */

export type LoginFieldErrors = Partial<Record<keyof LoginInput, string>>;

/** The form's values checked by the domain schema: the input to send, or the fields' error texts. */
export function checkLogin(
  values: LoginInput,
  t: TFunction,
): { input: LoginInput } | { errors: LoginFieldErrors } {
  const parsed = loginInputSchema.safeParse(values);
  if (parsed.success) return { input: parsed.data };
  return {
    errors: Object.fromEntries(
      parsed.error.issues.map((issue) => [
        issue.path[0],
        errorText(t, { message: issue.message, type: 'validate' }),
      ]),
    ),
  };
}

/** What the password step leads to: the app, or a second step in the sign-in page. */
export type SignInOutcome =
  | { kind: 'signed-in' }
  | { kind: 'second-step'; challengeToken: string; methods: SecondFactorMethod[] }
  | { kind: 'enrolment'; challengeToken: string };

/** The password step; a session it answers starts at once (see `startSignedIn`). */
export async function signIn(input: LoginInput, chosenLocale: Locale | null): Promise<SignInOutcome> {
  const answer = await apiClient.send('POST', '/auth/login', input, loginOutputSchema.shape.data);
  if ('mfaRequired' in answer) {
    return { kind: 'second-step', challengeToken: answer.challengeToken, methods: answer.methods };
  }
  if ('enrolmentRequired' in answer) return { kind: 'enrolment', challengeToken: answer.challengeToken };
  await startSignedIn(answer, chosenLocale);
  return { kind: 'signed-in' };
}

/**
 * Starts the session of a completed sign-in. A language chosen on the sign-in page wins over the one
 * saved with the admin: it becomes their saved language (the profile can change it again).
 */
export async function startSignedIn(
  session: { token: string; user: AdminUser },
  chosenLocale: Locale | null,
) {
  if (!chosenLocale || chosenLocale === session.user.locale) {
    startSession(session);
    return;
  }
  startSession({ ...session, user: { ...session.user, locale: chosenLocale } });
  try {
    updateSessionUser(await apiClient.send('PUT', '/auth/me', { locale: chosenLocale }, adminUserSchema));
  } catch {
    // Signed in all the same; the language stays chosen in this browser and can be saved in the profile.
  }
}

export function signInFailureText(t: TFunction, error: unknown): string {
  if (isApiError(error, 401)) return t('signin.invalidCredentials');
  if (isApiError(error, 429)) return t('signin.tooManyAttempts');
  if (hasReason(error, 'account_deactivated')) return t('signin.accountDeactivated');
  return error instanceof Error ? error.message : String(error);
}
