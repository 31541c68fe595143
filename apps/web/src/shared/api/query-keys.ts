/**
 * The root key of each resource's queries. Every query of a resource starts with its root, so a
 * mutation invalidates them all at once, whichever feature asked.
 */
export const QUERY_KEYS = {
  me: ['auth', 'me'],
  adminUsers: ['admin-users'],
  roles: ['roles'],
} as const;
