/**
 * What other kinds of account (the customers of the apps) share with admins: the same password
 * hashing, bearer tokens and sign-in throttling, so their rules cannot drift apart.
 */
export {
  clearLoginFailures,
  loginThrottleState,
  recordLoginFailure,
  tooManyAttempts,
} from './login-throttle';
export { hashPassword, verifyPassword } from './password';
export { newToken, tokenDigest } from './tokens';
