import { APP_INFO, APPS, type App } from './apps';
import type { BannerApp } from './content';
import {
  APP_PERMISSIONS,
  type AppAccessSubject,
  hasPermission,
  PERMISSION_GROUPS,
  PERMISSIONS,
  type Permission,
} from './permissions';
import { ANY_RECYCLE_VIEW, recycleViewPermissions, softDeletePermissions } from './signal-permissions';

// The access table: who may call each API route, and which app it touches. The server's access hook,
// the web's route table and menu, and the generated authorisation test all read it, so a permission is
// written once. Keep this file free of schemas: the web's route table (and so the sign-in page) loads it.

// ---------------------------------------------------------------- per-app permissions

/** Banner permissions per app (SPEC section 6): BANNER_VIEW_SHIFT, BANNER_EDIT_ALL, ... */
const BANNER_PERMISSIONS = {
  VIEW: {
    ALL: 'BANNER_VIEW_ALL',
    shift: 'BANNER_VIEW_SHIFT',
    nfx: 'BANNER_VIEW_NFX',
    titan: 'BANNER_VIEW_TITAN',
    relic: 'BANNER_VIEW_RELIC',
  },
  EDIT: {
    ALL: 'BANNER_EDIT_ALL',
    shift: 'BANNER_EDIT_SHIFT',
    nfx: 'BANNER_EDIT_NFX',
    titan: 'BANNER_EDIT_TITAN',
    relic: 'BANNER_EDIT_RELIC',
  },
} as const satisfies Record<'VIEW' | 'EDIT', Record<BannerApp | 'ALL', Permission>>;
export const bannerPermission = (kind: 'VIEW' | 'EDIT', app: BannerApp | 'ALL'): Permission =>
  BANNER_PERMISSIONS[kind][app];

/** Whoever holds ALL, SUPER_ADMIN, BANNER_<kind>_ALL or BANNER_<kind>_<APP> (editing implies viewing). */
export function canBanner(held: readonly Permission[], kind: 'VIEW' | 'EDIT', app: BannerApp): boolean {
  const edit = [bannerPermission('EDIT', 'ALL'), bannerPermission('EDIT', app)];
  const view = [bannerPermission('VIEW', 'ALL'), bannerPermission('VIEW', app)];
  return hasPermission(held, kind === 'EDIT' ? edit : [...view, ...edit]);
}

const ANY_BANNER: readonly Permission[] = PERMISSIONS.filter((p) => p.startsWith('BANNER_'));
const ANY_BANNER_EDIT: readonly Permission[] = PERMISSIONS.filter((p) => p.startsWith('BANNER_EDIT_'));
const ANY_SOFT_DELETE: readonly Permission[] = PERMISSIONS.filter(
  (p) => p.startsWith('SOFT_DELETE_') && !p.startsWith('SOFT_DELETE_VIEW_'),
);

// ---------------------------------------------------------------- app rules

/**
 * How an app is checked. 'app': SPEC section 5's app-level check (ALL or SUPER_ADMIN, else the app's
 * trader permission). 'external-key': an external app's trade ideas also need the API key of its kind,
 * whoever asks (SPEC section 6). The others are the per-app permissions of SPEC section 6 for banners
 * and the recycle bin.
 */
export type AppRule = 'app' | 'external-key' | 'banner-view' | 'banner-edit' | 'recycle-view' | 'recycle';

const isBannerApp = (app: App): app is BannerApp =>
  app === 'shift' || app === 'nfx' || app === 'titan' || app === 'relic';

export function passesAppRule(rule: AppRule, subject: AppAccessSubject, app: App): boolean {
  switch (rule) {
    case 'app':
      return hasPermission(subject.permissions, APP_PERMISSIONS[app]);
    case 'external-key': {
      const key = APP_INFO[app].externalKey;
      return !key || subject.apiKeyTypes.includes(key);
    }
    // An app without banners is not refused here: its input is invalid, and validation says so.
    case 'banner-view':
      return !isBannerApp(app) || canBanner(subject.permissions, 'VIEW', app);
    case 'banner-edit':
      return !isBannerApp(app) || canBanner(subject.permissions, 'EDIT', app);
    case 'recycle-view':
      return hasPermission(subject.permissions, recycleViewPermissions(app));
    case 'recycle':
      return hasPermission(subject.permissions, softDeletePermissions(app));
  }
}

/** The apps a subject may open under every one of `rules`. */
export const appsPassing = (rules: readonly AppRule[], subject: AppAccessSubject): App[] =>
  APPS.filter((app) => rules.every((rule) => passesAppRule(rule, subject, app)));

/** The first rule an app fails, if any. */
export const failedAppRule = (
  rules: readonly AppRule[],
  subject: AppAccessSubject,
  app: App,
): AppRule | undefined => rules.find((rule) => !passesAppRule(rule, subject, app));

// ---------------------------------------------------------------- the table

/** Rows whose app decides access to the route that names them by `:id`. */
export const APP_RESOURCES = [
  'signal',
  'banner',
  'faq',
  'faq-category',
  'filter',
  'mastery',
  'subscription',
  'customer',
  'take-profit-rule',
  'channel',
] as const;
export type AppResource = (typeof APP_RESOURCES)[number];

/**
 * Where a route finds the app it touches:
 * - `body` / `query`: the `app` field of the input. `optional` marks a list whose app filter may be
 *   left out: it then lists the caller's apps only. `items` reads the `app` of every element of an
 *   array body.
 * - `resource`: the app of the row named by the `:id` parameter.
 * - `settings-key`: the app part of an admin's signal settings key.
 * A route may name several places (an edit names its row and the app it moves it to): all are checked.
 */
export type AppSource =
  | { from: 'body' | 'query'; optional?: true; items?: true }
  | { from: 'resource'; resource: AppResource }
  /** The `:key` parameter of the signal settings, `<app>-<quote provider>`. */
  | { from: 'settings-key' };

export interface RouteAccess {
  /** 'public': no session; 'signed-in': any session; else the SPEC section 5 check of these permissions. */
  permissions: 'public' | 'signed-in' | readonly Permission[];
  /** A second check every caller must also pass (a push to one customer also needs to send pushes). */
  also?: readonly Permission[];
  /** The app(s) the route touches; absent: the route is not app-dependent. */
  app?: readonly AppSource[];
  /** How the app is checked; ['app'] when absent. */
  appRules?: readonly AppRule[];
}

const body = [{ from: 'body' }] as const satisfies readonly AppSource[];
const query = [{ from: 'query' }] as const satisfies readonly AppSource[];
/** A list that keeps to the caller's apps unless it asks for one. */
const listed = [{ from: 'query', optional: true }] as const satisfies readonly AppSource[];
const row = (resource: AppResource): readonly AppSource[] => [{ from: 'resource', resource }];
const moved = (resource: AppResource): readonly AppSource[] => [
  { from: 'resource', resource },
  { from: 'body' },
];

const ADMIN_LIST: readonly Permission[] = ['ADMIN_VIEW', 'USERS_VIEW'];
const ROLES_VIEW: readonly Permission[] = ['ADMIN_VIEW', 'ADMIN_MODERATE'];
const CURRENCY_VIEW: readonly Permission[] = ['CURRENCY_VIEW', 'CURRENCY_MODIFY'];
const PAIRS_VIEW: readonly Permission[] = ['CURRENCY_VIEW', 'CURRENCY_MODIFY', 'SIGNAL_OPEN_FIELDS_MODIFY'];
const RULES_VIEW: readonly Permission[] = ['SETTINGS', 'SIGNALS_MODERATE', 'SIGNALS_VIEW'];
const RULES_MODIFY: readonly Permission[] = ['SETTINGS', 'SIGNALS_MODERATE'];
/** Who may list traders: their own desk, whoever picks a trader (creation, pushes to followers). */
const TRADERS_VIEW: readonly Permission[] = [
  'SIGNALS_VIEW',
  'SIGNAL_OPEN_FIELDS_MODIFY',
  'NOTIFICATIONS_MODERATE',
  ...PERMISSION_GROUPS.traders,
];
const NOTIFICATIONS_VIEW: readonly Permission[] = [
  'NOTIFICATIONS_VIEW',
  'NOTIFICATIONS_MODERATE',
  'IGOLUXE_NOTIFICATIONS',
];
const STATS: readonly Permission[] = ['STATS', 'STATS_GLOBAL'];
const LOG: readonly Permission[] = ['SUPER_ADMIN', 'STATS_GLOBAL'];
const SUBSCRIPTIONS_VIEW: readonly Permission[] = ['SUBSCRIPTION_IDS_VIEW', 'SUBSCRIPTION_IDS_MODERATE'];
const SUBSCRIPTIONS: readonly Permission[] = ['SUBSCRIPTION_IDS_MODERATE'];
const FAQ_VIEW: readonly Permission[] = ['FAQ_VIEW', 'FAQ_MODERATE'];
const FAQ: readonly Permission[] = ['FAQ_MODERATE'];
const FILTER_VIEW: readonly Permission[] = ['FILTER_VIEW', 'FILTER_MODERATE'];
const FILTER: readonly Permission[] = ['FILTER_MODERATE'];
const MASTERIES_VIEW: readonly Permission[] = ['MASTERIES_VIEW', 'MASTERIES_MODERATE'];
const MASTERIES: readonly Permission[] = ['MASTERIES_MODERATE'];
const SIGNAL_EDIT: readonly Permission[] = [
  'SIGNAL_OPEN_FIELDS_MODIFY',
  'SIGNAL_CLOSED_FIELDS_MODIFY',
  'MODIFY_ALL_SIGNAL_FIELDS',
  'MODIFY_SL',
  'NFX_MODIFY_PENDING_TRADE_ENTRY_PRICE',
];
// Telegram and Discord channels (decision 32): their posts history opens with the same permission.
const CHANNELS: readonly Permission[] = ['CHANNELS_MODERATE'];
const SIGNAL_STATUS: readonly Permission[] = ['MODIFY_SIGNAL_STATUS', 'MODIFY_ALL_SIGNAL_STATUS'];
/** Trade ideas: the app-level check, and an external app's API key. */
const IDEAS: readonly AppRule[] = ['app', 'external-key'];

/**
 * Every API route: `METHOD /path` as the server registers it. The server refuses to start with a route
 * missing here, and a test fails on an entry without its route.
 */
export const API_ACCESS = {
  'GET /api/health': { permissions: 'public' },
  'GET /api/ready': { permissions: 'public' },
  'GET /api/openapi.json': { permissions: 'public' },
  // The websocket authenticates in-band: its first message carries the token.
  'GET /api/ws': { permissions: 'public' },

  'POST /api/auth/login': { permissions: 'public' },
  'POST /api/auth/logout': { permissions: 'signed-in' },
  'GET /api/auth/me': { permissions: 'signed-in' },
  'PUT /api/auth/me': { permissions: 'signed-in' },
  // The second step and enrolment during sign-in carry the password step's challenge token instead.
  'POST /api/auth/login/second-step': { permissions: 'public' },
  'POST /api/auth/login/passkey-options': { permissions: 'public' },
  'POST /api/auth/enrolment/totp': { permissions: 'public' },
  'POST /api/auth/enrolment/totp/confirm': { permissions: 'public' },
  'POST /api/auth/enrolment/passkey-options': { permissions: 'public' },
  'POST /api/auth/enrolment/passkey': { permissions: 'public' },
  'GET /api/auth/two-factor': { permissions: 'signed-in' },
  'POST /api/auth/two-factor/totp': { permissions: 'signed-in' },
  'POST /api/auth/two-factor/totp/confirm': { permissions: 'signed-in' },
  'DELETE /api/auth/two-factor/totp': { permissions: 'signed-in' },
  'POST /api/auth/two-factor/recovery-codes': { permissions: 'signed-in' },
  'POST /api/auth/passkeys/options': { permissions: 'signed-in' },
  'POST /api/auth/passkeys': { permissions: 'signed-in' },
  'PUT /api/auth/passkeys/:id': { permissions: 'signed-in' },
  'DELETE /api/auth/passkeys/:id': { permissions: 'signed-in' },
  'GET /api/auth/sessions': { permissions: 'signed-in' },
  'DELETE /api/auth/sessions/:id': { permissions: 'signed-in' },
  'POST /api/auth/sessions/sign-out-others': { permissions: 'signed-in' },

  'GET /api/admin-users': { permissions: ADMIN_LIST },
  'GET /api/admin-users/:id': { permissions: ADMIN_LIST },
  'POST /api/admin-users': { permissions: ['ADMIN_MODERATE'] },
  'PUT /api/admin-users/quote-provider': { permissions: 'signed-in' },
  'PUT /api/admin-users/:id': { permissions: ['ADMIN_MODERATE'] },
  'POST /api/admin-users/change-activation-status': {
    permissions: ['CHANGE_ACTIVATION_STATUS', 'ADMIN_MODERATE'],
  },
  'POST /api/admin-users/:id/revoke-admin-session': { permissions: ['REVOKE_ADMIN_SESSION'] },
  'POST /api/admin-users/:id/reset-two-factor': { permissions: ['ADMIN_MODERATE'] },
  'GET /api/permissions': { permissions: ROLES_VIEW },
  'GET /api/roles': { permissions: ROLES_VIEW },
  'GET /api/roles/:id': { permissions: ROLES_VIEW },
  'POST /api/roles': { permissions: ['ALL'] },
  'PUT /api/roles/:id': { permissions: ['ALL'] },
  'DELETE /api/roles/:id': { permissions: ['ALL'] },

  'GET /api/currencies': { permissions: CURRENCY_VIEW },
  'GET /api/currencies/search-crypto-coins': { permissions: CURRENCY_VIEW },
  'GET /api/currencies/:id': { permissions: CURRENCY_VIEW },
  'POST /api/currencies': { permissions: ['CURRENCY_MODIFY'] },
  'PUT /api/currencies/:id': { permissions: ['CURRENCY_MODIFY'] },
  'DELETE /api/currencies/:id': { permissions: ['CURRENCY_MODIFY'] },
  'GET /api/currency-pairs/quote-providers': { permissions: CURRENCY_VIEW },
  'GET /api/currency-pairs': { permissions: PAIRS_VIEW },
  'GET /api/currency-pairs/:id': { permissions: PAIRS_VIEW },
  'POST /api/currency-pairs': { permissions: ['CURRENCY_MODIFY'] },
  'DELETE /api/currency-pairs/:id': { permissions: ['CURRENCY_MODIFY'] },
  'POST /api/currency-pairs/search-crypto-exchange': { permissions: CURRENCY_VIEW },
  'POST /api/exchanges/market-type': { permissions: CURRENCY_VIEW },
  'POST /api/contracts/validate': { permissions: 'signed-in' },

  'GET /api/settings': { permissions: 'signed-in' },
  'PUT /api/settings': { permissions: ['SETTINGS'] },
  'GET /api/take-profit-rules': { permissions: RULES_VIEW, app: listed },
  'POST /api/take-profit-rules': { permissions: RULES_MODIFY, app: body },
  'PUT /api/take-profit-rules/:id': { permissions: RULES_MODIFY, app: moved('take-profit-rule') },
  'DELETE /api/take-profit-rules/:id': { permissions: RULES_MODIFY, app: row('take-profit-rule') },
  'GET /api/badWords': { permissions: ['SETTINGS', 'SIGNALS_VIEW'] },
  'POST /api/badWords': { permissions: ['SETTINGS'] },
  'DELETE /api/badWords/:id': { permissions: ['SETTINGS'] },
  'GET /api/traders': { permissions: TRADERS_VIEW, app: listed },
  'GET /api/me/signal-settings/:key': { permissions: 'signed-in', app: [{ from: 'settings-key' }] },
  'POST /api/me/signal-settings/:key': { permissions: 'signed-in', app: [{ from: 'settings-key' }] },

  'GET /api/signals': { permissions: 'signed-in', app: query, appRules: IDEAS },
  'GET /api/signals/external': { permissions: 'signed-in', app: query, appRules: IDEAS },
  'GET /api/signals/export': { permissions: 'signed-in', app: query, appRules: IDEAS },
  'POST /api/signals': { permissions: ['SIGNAL_OPEN_FIELDS_MODIFY'], app: body, appRules: IDEAS },
  'POST /api/signals/validate': { permissions: ['SIGNAL_OPEN_FIELDS_MODIFY'], app: body, appRules: IDEAS },
  'GET /api/signals/soft/delete': {
    permissions: ANY_RECYCLE_VIEW,
    app: query,
    appRules: [...IDEAS, 'recycle-view'],
  },
  'PUT /api/signals/soft/delete/:id': {
    permissions: ANY_SOFT_DELETE,
    app: row('signal'),
    appRules: [...IDEAS, 'recycle'],
  },
  'GET /api/signals/:id': { permissions: 'signed-in', app: row('signal'), appRules: IDEAS },
  'PATCH /api/signals/:id': { permissions: SIGNAL_EDIT, app: row('signal'), appRules: IDEAS },
  'GET /api/signals/:id/log': { permissions: 'signed-in', app: row('signal'), appRules: IDEAS },
  'POST /api/signals/:id/update-live-price': {
    permissions: SIGNAL_STATUS,
    app: row('signal'),
    appRules: IDEAS,
  },
  'PUT /api/signals/end-trade/:id': { permissions: SIGNAL_STATUS, app: row('signal'), appRules: IDEAS },
  'PUT /api/signals/cancelled/:id': { permissions: SIGNAL_STATUS, app: row('signal'), appRules: IDEAS },
  'PUT /api/signals/early-take-profit/:id': {
    permissions: SIGNAL_STATUS,
    app: row('signal'),
    appRules: IDEAS,
  },
  'PUT /api/signals/expired/:id': { permissions: SIGNAL_STATUS, app: row('signal'), appRules: IDEAS },
  'PUT /api/signals/reopen/:id': {
    permissions: ['MODIFY_ALL_SIGNAL_STATUS'],
    app: row('signal'),
    appRules: IDEAS,
  },

  'GET /api/engine/status': { permissions: 'signed-in' },
  'POST /api/sse/subscribe-to-quotes': { permissions: 'signed-in', app: [{ from: 'body', items: true }] },
  'POST /api/sse/unsubscribe-quotes': { permissions: 'signed-in' },
  'GET /api/quotes/health': { permissions: 'signed-in' },

  // `app` of a push may also be the luxe audience, which IGOLUXE_NOTIFICATIONS alone opens.
  'POST /api/notifications': { permissions: ['NOTIFICATIONS_MODERATE'], app: body },
  'POST /api/notifications/luxe': { permissions: ['IGOLUXE_NOTIFICATIONS'] },
  'GET /api/notifications': { permissions: NOTIFICATIONS_VIEW, app: listed },
  'GET /api/push-notification-stats': { permissions: ['ALL'] },
  'GET /api/push-notification-stats/:id': { permissions: ['ALL'] },
  'GET /api/delivery/failed-jobs': { permissions: ['ALL'] },
  'POST /api/delivery/failed-jobs/:id/retry': { permissions: ['ALL'] },

  'GET /api/log-statistic/orders': { permissions: ['LOG_ORDER_STATISTIC_VIEW'] },
  'GET /api/orders/types': { permissions: ['LOG_ORDER_STATISTIC_VIEW'] },
  'GET /api/orders/user-name': { permissions: ['LOG_ORDER_STATISTIC_VIEW'] },
  'GET /api/partner/status': { permissions: ['SETTINGS', 'LOG_ORDER_STATISTIC_VIEW'] },
  // Signed with the partner's HMAC key instead of a session.
  'POST /api/partner/order-reports': { permissions: 'public' },

  // The public track record (decision 29): anyone, no session.
  'GET /api/public/track-record/:app': { permissions: 'public' },
  'GET /api/public/track-record/:app/card.svg': { permissions: 'public' },
  'GET /api/public/track-record/:app/card.png': { permissions: 'public' },

  'GET /api/stats/counters': { permissions: STATS, app: listed },
  'GET /api/stats/performers': { permissions: STATS, app: listed },
  'GET /api/stats/pips-gain': { permissions: STATS, app: listed },
  'GET /api/log-statistic': { permissions: LOG, app: listed },
  'GET /api/log-statistic/export': { permissions: LOG, app: listed },
  'GET /api/log-statistic/event-type': { permissions: LOG },
  'GET /api/log-statistic/user-name': { permissions: LOG },

  // SPEC section 6: the users and admins lists open with USERS_VIEW or ADMIN_VIEW.
  'GET /api/users': { permissions: ADMIN_LIST, app: listed },
  'GET /api/users/:id': { permissions: ADMIN_LIST, app: row('customer') },
  'POST /api/users/:id/revoke-session': { permissions: ['USERS_VIEW'], app: row('customer') },
  'POST /api/users/:id/send-pn': {
    permissions: ['USERS_VIEW'],
    also: ['NOTIFICATIONS_MODERATE'],
    app: row('customer'),
  },
  'GET /api/subscriptions': { permissions: SUBSCRIPTIONS_VIEW, app: listed },
  'GET /api/subscriptions/:id': { permissions: SUBSCRIPTIONS_VIEW, app: row('subscription') },
  'POST /api/subscriptions': { permissions: SUBSCRIPTIONS, app: body },
  'PUT /api/subscriptions/:id': { permissions: SUBSCRIPTIONS, app: moved('subscription') },
  'DELETE /api/subscriptions/:id': { permissions: SUBSCRIPTIONS, app: row('subscription') },

  'POST /api/common/upload': { permissions: 'signed-in' },
  'POST /api/common/presigned-url': { permissions: 'signed-in' },
  // The local presigned upload and the signed read carry their own signed, expiring token; stored
  // files are read by the apps without a session (their keys are random).
  'PUT /api/common/upload': { permissions: 'public' },
  'GET /api/files/signed': { permissions: 'public' },
  'GET /api/files/*': { permissions: 'public' },
  'GET /api/languages/list': { permissions: 'signed-in' },
  'POST /api/languages/translate': { permissions: 'signed-in' },

  'GET /api/banner': { permissions: ANY_BANNER, app: query, appRules: ['banner-view'] },
  'POST /api/banner': { permissions: ANY_BANNER_EDIT, app: body, appRules: ['banner-edit'] },
  'PUT /api/banner/:id': { permissions: ANY_BANNER_EDIT, app: moved('banner'), appRules: ['banner-edit'] },
  'DELETE /api/banner/:id': { permissions: ANY_BANNER_EDIT, app: row('banner'), appRules: ['banner-edit'] },
  'GET /api/faq-category': { permissions: FAQ_VIEW, app: listed },
  'POST /api/faq-category': { permissions: FAQ, app: body },
  'PUT /api/faq-category/:id': { permissions: FAQ, app: moved('faq-category') },
  'DELETE /api/faq-category/:id': { permissions: FAQ, app: row('faq-category') },
  'GET /api/faq-category/:id/faqs': { permissions: FAQ_VIEW, app: row('faq-category') },
  'GET /api/faq/:id': { permissions: FAQ_VIEW, app: row('faq') },
  'POST /api/faq': { permissions: FAQ, app: body },
  'PUT /api/faq/:id': { permissions: FAQ, app: moved('faq') },
  'DELETE /api/faq/:id': { permissions: FAQ, app: row('faq') },
  'POST /api/faq/remove-img': { permissions: FAQ },
  'GET /api/filters': { permissions: FILTER_VIEW, app: listed },
  'GET /api/filters/:id': { permissions: FILTER_VIEW, app: row('filter') },
  'POST /api/filters': { permissions: FILTER, app: body },
  'PUT /api/filters/:id': { permissions: FILTER, app: moved('filter') },
  'DELETE /api/filters/:id': { permissions: FILTER, app: row('filter') },
  'GET /api/masteries': { permissions: MASTERIES_VIEW, app: listed },
  'POST /api/masteries': { permissions: MASTERIES, app: body },
  'PUT /api/masteries/:id': { permissions: MASTERIES, app: moved('mastery') },
  'DELETE /api/masteries/:id': { permissions: MASTERIES, app: row('mastery') },
  'PUT /api/masteries/:id/reorder-children': { permissions: MASTERIES, app: row('mastery') },
  'PUT /api/masteries/top-level/reorder-children': { permissions: MASTERIES, app: query },
  // Telegram and Discord channels (decision 32).
  'GET /api/channels': { permissions: CHANNELS, app: listed },
  'GET /api/channels/:id': { permissions: CHANNELS, app: row('channel') },
  'POST /api/channels': { permissions: CHANNELS, app: body },
  'PUT /api/channels/:id': { permissions: CHANNELS, app: moved('channel') },
  'DELETE /api/channels/:id': { permissions: CHANNELS, app: row('channel') },
  'POST /api/channels/:id/test': { permissions: CHANNELS, app: row('channel') },
  'GET /api/channel-posts': { permissions: CHANNELS, app: listed },

  'GET /api/app-version': { permissions: ['APP_VERSION_VIEW', 'APP_VERSION_MODERATE'] },
  'POST /api/app-version': { permissions: ['APP_VERSION_MODERATE'] },

  // The mobile apps' API: customer sessions, checked in-band (admin tokens never open it).
  'POST /app-api/v1/auth/sign-up': { permissions: 'public' },
  'POST /app-api/v1/auth/sign-in': { permissions: 'public' },
  'POST /app-api/v1/auth/sign-out': { permissions: 'public' },
  'GET /app-api/v1/me': { permissions: 'public' },
  'POST /app-api/v1/devices': { permissions: 'public' },
  'GET /app-api/v1/signals': { permissions: 'public' },
} as const satisfies Record<string, RouteAccess>;

export type ApiRoute = keyof typeof API_ACCESS;

/** The permissions that open a route (any one of them, SPEC section 5), or [] for an unguarded one. */
export function routePermissions(route: ApiRoute): readonly Permission[] {
  const { permissions } = API_ACCESS[route] as RouteAccess;
  return typeof permissions === 'string' ? [] : permissions;
}

/** Whether a principal passes a route's permission checks (its app aside). */
export function canCallRoute(held: readonly Permission[], route: ApiRoute): boolean {
  const access = API_ACCESS[route] as RouteAccess;
  return hasPermission(held, routePermissions(route)) && hasPermission(held, access.also ?? []);
}
