/** The root of every customer query: a revocation or push invalidates them all. */
export const USERS_KEY = ['users'] as const;
