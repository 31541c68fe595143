/**
 * What other kinds of account (the customers of the apps) share with admins: the same password
 * hashing, bearer tokens and throttling (sign-in with counters of their own, and sign-up), so their
 * rules cannot drift apart.
 */

export { hashPassword, verifyPassword } from './password';
export {
  clearLoginFailures,
  countSignUp,
  LOGIN_LIMITS,
  loginThrottleState,
  recordLoginFailure,
  SIGN_UP_LIMITS,
  tooManyAttempts,
} from './throttle';
export { newToken, tokenDigest } from './tokens';
