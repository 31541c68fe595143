/**
 * The root key of each resource's queries. Every query of a resource starts with its root, so a
 * mutation invalidates them all at once, whichever feature asked.
 */
export const QUERY_KEYS = {
  me: ['auth', 'me'],
  /** The own second factors and sessions (profile). */
  ownSecurity: ['auth', 'security'],
  adminUsers: ['admin-users'],
  roles: ['roles'],
  currencies: ['currencies'],
  currencyPairs: ['currency-pairs'],
  quotes: ['quotes'],
  /** Lists are `['signals', 'list', app, filters]`, one idea `['signals', 'detail', id]`, its trail `['signals', 'log', id]`; the live channel updates them in place. */
  signals: ['signals'],
  settings: ['settings'],
  takeProfitRules: ['take-profit-rules'],
  badWords: ['bad-words'],
  traders: ['traders'],
  signalSettings: ['signal-settings'],
} as const;
