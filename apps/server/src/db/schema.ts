import type { ApiKeyType, App, QuoteProviderCode, SignalType } from '@signal-desk/domain/apps';
import type {
  ChannelKind,
  ChannelPostOutcome,
  ChannelPostStatus,
  ChannelSenderName,
} from '@signal-desk/domain/channels';
import type { CurrencyType, ExchangeType, PriceUnit } from '@signal-desk/domain/markets';
import type { ChannelEvent } from '@signal-desk/domain/outside/channel-message';
import type { Permission } from '@signal-desk/domain/permissions';
import type {
  ASSET_TYPES,
  CHART_PERIODS,
  OrderType,
  RISK_LEVELS,
  SIDES,
  SignalStatus,
  TRADE_TYPES,
} from '@signal-desk/domain/signal';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The database functions and their triggers, which Drizzle does not declare: the current definition of
 * each is one file of `db/functions/` (`<function>.sql`: the function, then the triggers that run it),
 * and a migration re-applies a file when it changes (`node scripts/db-functions-migration.mjs <name>
 * <function>`). `functions.test.ts` checks that the migrated database has exactly these, as written.
 */
export const DATABASE_FUNCTIONS = [
  'activity_log_app', // activity_log: the app of an entry about a signal
  'compact_signal_counts', // folds the signal_counts deltas (decision 9)
  'compact_signal_result_days', // folds the signal_result_days deltas
  'count_deleted_rows', // row_counts: admins, roles, currencies, currency_pairs, customers
  'count_inserted_rows', // row_counts: the same tables
  'notify_customer_session_change', // customers: sessions and subscription changes to every replica
  'notify_signal_results', // signal_result_days: report caches of every replica
  'search_fold', // customers' search text (lower case, no accents)
  'signal_counts_deleted', // signals -> signal_counts deltas
  'signal_counts_inserted',
  'signal_counts_moved',
  'signal_initial_risk', // signals: the risk at creation
  'signal_result_days_deleted', // signals -> signal_result_days deltas
  'signal_result_days_inserted',
  'signal_result_days_moved',
  'signal_result_days_rolled_up', // signal_result_days -> the coarse rollups
  'signal_result_delta', // a signal's result in its report unit
  // The public track record (decision 29)
  'track_record_append_queued', // track_record_queue -> links, heads, ideas, days
  'track_record_canonical', // the canonical JSON of a link's entry
  'track_record_count', // track_record_days deltas
  'track_record_fields', // a signal's public fields, or null when it does not count
  'track_record_flushed', // track_record_flush: appends the queued links at commit
  'track_record_link', // appends one link to an app's chain
  'track_record_queued', // signals -> track_record_queue
] as const;

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nickname: text('nickname').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    locale: text('locale'),
    permissions: text('permissions').array().$type<Permission[]>().notNull().default(sql`'{}'::text[]`),
    apiType: text('api_type').$type<ApiKeyType>(),
    activationStatus: boolean('activation_status').notNull().default(true),
    apiKey: text('api_key'),
    forexApiKey: text('forex_api_key'),
    cryptoApiKey: text('crypto_api_key'),
    quoteProvider: integer('quote_provider').$type<QuoteProviderCode>().notNull().default(1),
    signalsLimit: jsonb('signals_limit').$type<Record<string, number>>().notNull().default({}),
    signalSetting: jsonb('signal_setting').$type<Record<string, unknown>>().notNull().default({}),
    /** The trader agreed to be named on the public track record (decision 29). */
    trackRecordPublic: boolean('track_record_public').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('admins_email_key').on(t.email), index('admins_created_at_idx').on(t.createdAt)],
);

export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    permissions: text('permissions').array().$type<Permission[]>().notNull(),
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('roles_name_key').on(sql`lower(${t.name})`)],
);

export const adminRoles = pgTable(
  'admin_roles',
  {
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.roleId] }), index('admin_roles_role_idx').on(t.roleId)],
);

/** Sign-in sessions: only a SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_admin_idx').on(t.adminId)],
);

/**
 * An admin's authenticator app (RFC 6238): the secret encrypted with MFA_ENCRYPTION_KEY; unconfirmed
 * until a first code matches. `lastStep` is the last accepted time step: a code is accepted only for
 * a later one, so no code works twice.
 */
export const adminTotp = pgTable('admin_totp', {
  adminId: uuid('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes: only a SHA-256 of each is stored. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admin_recovery_codes_hash_key').on(t.adminId, t.codeHash)],
);

/** Passkeys (WebAuthn credentials) of admins, named by them. */
export const adminPasskeys = pgTable(
  'admin_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('admin_passkeys_credential_key').on(t.credentialId),
    index('admin_passkeys_admin_idx').on(t.adminId),
  ],
);

/**
 * The step between a right password and a session: a short-lived, single-use token (only its SHA-256
 * stored) for the second factor or, when a role requires one the admin lacks, for enrolment only.
 * `webauthnChallenge` holds what the current passkey step must sign; an authenticator being set up
 * during enrolment waits in `admin_totp`, unconfirmed.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'second-factor' | 'enrolment'>().notNull(),
    webauthnChallenge: text('webauthn_challenge'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sign_in_challenges_token_hash_key').on(t.tokenHash)],
);

/** A passkey registration started from the profile: the challenge the browser must sign. */
export const passkeyRegistrations = pgTable('passkey_registrations', {
  adminId: uuid('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  challenge: text('challenge').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Failed sign-in counters, per IP and per account, in fixed windows. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

export const activityLog = pgTable(
  'activity_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adminId: uuid('admin_id'),
    actor: text('actor').notNull(),
    ip: text('ip'),
    kind: text('kind').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    prev: jsonb('prev'),
    next: jsonb('next'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The app of the trade idea an entry is about; set by a trigger from the signal (migration 0012). */
    app: text('app'),
  },
  (t) => [
    index('activity_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('activity_log_created_at_idx').on(t.createdAt),
    // Reports and audit: the log screen's filters, each read newest first within any date range.
    index('activity_log_kind_idx').on(t.kind, t.createdAt, t.id),
    index('activity_log_actor_idx').on(t.actor, t.createdAt, t.id),
    index('activity_log_app_idx').on(t.app, t.createdAt, t.id),
  ],
);

/** Row counts kept by triggers (see migration 0001), so unfiltered lists know their total at once. */
export const rowCounts = pgTable('row_counts', {
  tableName: text('table_name').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

export const currencies = pgTable(
  'currencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    shortName: text('short_name').notNull(),
    symbolId: text('symbol_id').notNull(),
    icon: text('icon'),
    tag: text('tag'),
    type: text('type').$type<CurrencyType>().notNull(),
    currency: text('currency'),
    exchange: text('exchange'),
    expiryDate: date('expiry_date'),
    multiplier: numeric('multiplier'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('currencies_short_name_type_key').on(t.shortName, t.type),
    index('currencies_created_at_idx').on(t.createdAt),
  ],
);

export const currencyPairs = pgTable(
  'currency_pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    symbolId: text('symbol_id').notNull(),
    type: text('type').$type<CurrencyType>().notNull(),
    quoteProvider: integer('quote_provider').$type<QuoteProviderCode>().notNull(),
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    exchange: text('exchange'),
    exchangeType: text('exchange_type').$type<ExchangeType>(),
    pipSize: numeric('pip_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('currency_pairs_identity_key').on(
      t.quoteProvider,
      sql`coalesce(${t.exchange}, '')`,
      sql`coalesce(${t.exchangeType}, 'spot')`,
      t.base,
      t.quote,
    ),
    index('currency_pairs_created_at_idx').on(t.createdAt),
  ],
);

/** Seeds that ran once (the first-start market catalogue): deleting seeded rows later keeps them deleted. */
export const appliedSeeds = pgTable('applied_seeds', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

export const signals = pgTable(
  'signals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    signalId: text('signal_id').notNull(),
    tradeId: text('trade_id').notNull(),
    version: integer('version').notNull().default(1),
    app: text('app').$type<App>().notNull(),
    signalType: text('signal_type').$type<SignalType>().notNull(),
    status: text('status').$type<SignalStatus>().notNull(),
    traderId: uuid('trader_id').notNull(),
    ownerId: uuid('owner_id'),
    pairId: uuid('pair_id').references(() => currencyPairs.id, { onDelete: 'set null' }),
    pairType: text('pair_type').$type<CurrencyType>().notNull(),
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    symbolId: text('symbol_id').notNull(),
    quoteProvider: integer('quote_provider').$type<QuoteProviderCode>().notNull(),
    exchange: text('exchange'),
    exchangeType: text('exchange_type').$type<ExchangeType>(),
    orderType: text('order_type').$type<OrderType>().notNull(),
    side: text('side').$type<(typeof SIDES)[number]>().notNull(),
    entry: numeric('entry').notNull(),
    fixedEntry: boolean('fixed_entry').notNull().default(false),
    stopLoss: numeric('stop_loss').notNull(),
    takeProfits: jsonb('take_profits').$type<{ price: string; hitAt: string | null }[]>().notNull(),
    activationMargin: numeric('activation_margin'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    pipSize: numeric('pip_size').notNull(),
    multiplier: numeric('multiplier').notNull(),
    unit: text('unit').$type<PriceUnit>().notNull(),
    resultPips: numeric('result_pips'),
    /** The risk the idea was published with, |entry - stop loss| x multiplier (set on insert by a trigger, migration 0014): the R-multiple divides by it. */
    initialRisk: numeric('initial_risk'),
    closePrice: numeric('close_price'),
    lastPrice: numeric('last_price'),
    lastPriceAt: timestamp('last_price_at', { withTimezone: true }),
    isUpdatePriceManually: boolean('is_update_price_manually').notNull().default(false),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    leverage: integer('leverage'),
    volume: numeric('volume'),
    risk: numeric('risk'),
    riskPercentage: real('risk_percentage'),
    riskLevel: text('risk_level').$type<(typeof RISK_LEVELS)[number]>(),
    riskDescription: text('risk_description'),
    accountBalance: real('account_balance'),
    sentiment: integer('sentiment'),
    timeframe: text('timeframe').$type<(typeof CHART_PERIODS)[number]>(),
    strategy: text('strategy'),
    tradeType: text('trade_type').$type<(typeof TRADE_TYPES)[number]>(),
    assetType: text('asset_type').$type<(typeof ASSET_TYPES)[number]>(),
    analysis: text('analysis'),
    comment: text('comment'),
    statusUpdate: text('status_update'),
    disclaimer: text('disclaimer'),
    automatedMessages: jsonb('automated_messages').$type<string[]>().notNull().default([]),
    translations: jsonb('translations')
      .$type<Record<string, { analysis?: string; comment?: string }>>()
      .notNull()
      .default({}),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    mutePush: boolean('mute_push').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    softDelete: boolean('soft_delete').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('signals_signal_id_key').on(t.signalId),
    // Ascending columns: a backward scan serves ORDER BY created_at DESC, id DESC (NULLS FIRST).
    index('signals_app_list_idx').on(t.app, t.softDelete, t.createdAt, t.id),
    index('signals_app_status_idx').on(t.app, t.status, t.createdAt, t.id),
    index('signals_open_idx')
      .on(t.status)
      .where(sql`${t.status} in ('pending', 'active') and not ${t.softDelete}`),
    index('signals_trader_idx').on(t.traderId, t.createdAt),
    // Reports: closed ideas with a result by closing time, holding what the figures read.
    index('signals_results_idx')
      .on(t.closedAt, t.app, t.traderId, t.unit, t.resultPips, t.strategy, t.initialRisk)
      .where(sql`${t.resultPips} is not null and not ${t.softDelete}`),
  ],
);

/** The last human-readable number given per app (SHIFT-000123). */
// The numbers of readable signal ids come from one sequence per app (migration 0010).

/** Signals each admin created per app and UTC day: the daily limits count these. */
export const dailySignalCounts = pgTable(
  'daily_signal_counts',
  {
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    app: text('app').$type<App>().notNull(),
    day: date('day').notNull(),
    sent: integer('sent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.app, t.day] })],
);

/** Global settings, one JSON document per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const takeProfitRules = pgTable(
  'take_profit_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    app: text('app').$type<App>().notNull(),
    minTakeProfit: numeric('min_take_profit'),
    maxTakeProfit: numeric('max_take_profit'),
    minStopLoss: numeric('min_stop_loss'),
    maxStopLoss: numeric('max_stop_loss'),
    minTakeProfitsCount: integer('min_take_profits_count'),
    maxTakeProfitsCount: integer('max_take_profits_count'),
    minStopTip: numeric('min_stop_tip'),
    maxStopTip: numeric('max_stop_tip'),
    rrr: numeric('rrr'),
    takeProfitIndex: integer('take_profit_index').notNull().default(1),
    ignoredTradeTypes: text('ignored_trade_types')
      .array()
      .$type<(typeof TRADE_TYPES)[number][]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The signal types the rule is for; every type of the app when empty. */
    signalTypes: text('signal_types').array().$type<SignalType[]>().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [index('take_profit_rules_app_idx').on(t.app)],
);

export const badWords = pgTable(
  'bad_words',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bad_words_text_key').on(sql`lower(${t.text})`)],
);

/**
 * Signals per app, signal type, status and recycle flag as append-only deltas written by triggers
 * (migration 0009): a count is the sum of its rows, so writers never wait on one another. The server
 * compacts the deltas periodically (`compact_signal_counts()`).
 */
export const signalCounts = pgTable(
  'signal_counts',
  {
    app: text('app').$type<App>().notNull(),
    signalType: text('signal_type').$type<SignalType>().notNull(),
    status: text('status').$type<SignalStatus>().notNull(),
    softDelete: boolean('soft_delete').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [index('signal_counts_app_idx').on(t.app, t.softDelete)],
);

/** The sums a result rollup row holds (migration 0016). */
const resultSums = () => ({
  trades: integer('trades').notNull(),
  wins: integer('wins').notNull(),
  losses: integer('losses').notNull(),
  pips: numeric('pips').notNull(),
  winPips: numeric('win_pips').notNull(),
  lossPips: numeric('loss_pips').notNull(),
  rSum: numeric('r_sum').notNull(),
  rTrades: integer('r_trades').notNull(),
});

/**
 * The results of closed, counted trade ideas summed per app, trader, strategy ('' for none), unit and
 * UTC closing day, as append-only deltas written by triggers in the transaction of every change
 * (migration 0016): a day's figures are the sum of its rows. The reports read whole days here and the
 * partial days at a range's ends from `signals`; `compact_signal_result_days()` folds the deltas.
 */
export const signalResultDays = pgTable(
  'signal_result_days',
  {
    app: text('app').$type<App>().notNull(),
    traderId: uuid('trader_id').notNull(),
    strategy: text('strategy').notNull(),
    unit: text('unit').$type<PriceUnit>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...resultSums(),
  },
  (t) => [index('signal_result_days_day_idx').on(t.day, t.app)],
);

/**
 * `signal_result_days` without the strategy, and without the trader (migration 0019): the same deltas
 * summed coarser by a trigger on it, so a report per trader, per strategy or over everything reads
 * fewer rows (with 20 traders and 6 strategies the fine rollup holds about one row per 2 ideas).
 */
export const signalResultTraderDays = pgTable(
  'signal_result_trader_days',
  {
    app: text('app').$type<App>().notNull(),
    traderId: uuid('trader_id').notNull(),
    unit: text('unit').$type<PriceUnit>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...resultSums(),
  },
  (t) => [index('signal_result_trader_days_day_idx').on(t.day, t.app)],
);

export const signalResultStrategyDays = pgTable(
  'signal_result_strategy_days',
  {
    app: text('app').$type<App>().notNull(),
    strategy: text('strategy').notNull(),
    unit: text('unit').$type<PriceUnit>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...resultSums(),
  },
  (t) => [index('signal_result_strategy_days_day_idx').on(t.day, t.app)],
);

// --- delivery: job outbox, push devices and notifications, partner copy, order reports --------------

/**
 * Jobs written in the transaction of the change that causes them; the relay of every replica moves
 * them into pg-boss (docs/decisions/0011-delivery-outbox-and-partner.md).
 */
export const jobOutbox = pgTable('job_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  queue: text('queue').notNull(),
  data: jsonb('data').notNull(),
  singletonKey: text('singleton_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Device tokens of the customer apps (owned by delivery; customers link them by customer_id). */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    token: text('token').notNull(),
    app: text('app').notNull(),
    language: text('language').notNull(),
    // No foreign key: customers arrive later (F); a device may exist before its customer signs in.
    customerId: uuid('customer_id'),
    platform: text('platform').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    invalidatedAt: timestamp('invalidated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_devices_token_key').on(t.token),
    index('push_devices_app_idx').on(t.app, t.id).where(sql`${t.invalidatedAt} is null`),
    index('push_devices_customer_idx').on(t.customerId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    label: text('label').notNull(),
    app: text('app').notNull(),
    language: text('language'),
    traderId: uuid('trader_id'),
    customerId: uuid('customer_id'),
    signalId: uuid('signal_id'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Title and body per language (automatic pushes); the customer's language picks one. */
    texts: jsonb('texts').$type<Record<string, { title: string; body: string }>>().notNull().default({}),
    url: text('url'),
    createdBy: uuid('created_by'),
    username: text('username'),
    sender: text('sender').notNull(),
    status: text('status').notNull().default('queued'),
    /** Device batches the fan-out made; the notification is done when all have reported. */
    batches: integer('batches'),
    /** Batches that have reported: a counter on the row, so a report is one statement (`sendBatch`). */
    batchesDone: integer('batches_done').notNull().default(0),
    /** `<signal id>:<version>:<type>` of automatic pushes: a change pushes once whatever the retries. */
    dedupeKey: text('dedupe_key'),
    sent: integer('sent').notNull().default(0),
    success: integer('success').notNull().default(0),
    failure: integer('failure').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_created_idx').on(t.createdAt, t.id),
    index('notifications_app_idx').on(t.app, t.createdAt),
    uniqueIndex('notifications_dedupe_key').on(t.dedupeKey),
  ],
);

/** One batch of device tokens of a notification: done once, whatever the retries. */
export const pushBatches = pgTable(
  'push_batches',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    batch: integer('batch').notNull(),
    sent: integer('sent').notNull(),
    byLanguage: jsonb('by_language')
      .$type<Record<string, { sent: number; success: number; failure: number }>>()
      .notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.batch] })],
);

/** What the simulated sender "delivered": one row per notification and device. */
export const simulatedPushes = pgTable(
  'simulated_pushes',
  {
    notificationId: uuid('notification_id').notNull(),
    token: text('token').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.token] })],
);

/** The partner copy of each signal change, delivered in version order per signal. */
export const partnerDeliveries = pgTable(
  'partner_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    signalId: uuid('signal_id').notNull(),
    version: integer('version').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('partner_deliveries_key').on(t.idempotencyKey),
    index('partner_deliveries_pending_idx').on(t.signalId, t.version).where(sql`${t.status} = 'pending'`),
  ],
);

/** Order reports the partner sends back about the signals it copied ("log orders"). */
export const orderReports = pgTable(
  'order_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: text('report_id').notNull(),
    tradeId: text('trade_id'),
    signalId: text('signal_id'),
    baseSymbol: text('base_symbol'),
    quoteSymbol: text('quote_symbol'),
    side: text('side'),
    timeInForce: text('time_in_force'),
    amount: numeric('amount'),
    client: text('client'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    errorStatus: integer('error_status'),
    ipAddress: text('ip_address'),
    payload: jsonb('payload').notNull(),
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_reports_report_key').on(t.reportId),
    index('order_reports_created_idx').on(t.createdAt, t.id),
  ],
);

// --- channels: trade ideas posted to Telegram chats and Discord channels (decision 32) --------------

/** An app's Telegram chat (through a bot) or Discord channel (through a webhook). */
export const channels = pgTable(
  'channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    app: text('app').$type<App>().notNull(),
    kind: text('kind').$type<ChannelKind>().notNull(),
    name: text('name').notNull(),
    language: text('language').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Write-only secrets (the webhook URL holds Discord's token): answered masked. */
    botToken: text('bot_token'),
    chatId: text('chat_id'),
    webhookUrl: text('webhook_url'),
    /** The next moment a message may go to this chat: one a second, whichever replica sends it. */
    nextSendAt: timestamp('next_send_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('channels_app_idx').on(t.app)],
);

/**
 * One post per channel and idea version, written in the transaction of the change (so exactly one
 * whatever the replicas and restarts), delivered in version order per channel and idea.
 */
export const channelPosts = pgTable(
  'channel_posts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    signalId: uuid('signal_id').notNull(),
    version: integer('version').notNull(),
    /** The change as committed: its kinds and the signal's fields (as the partner copy holds it). */
    payload: jsonb('payload').notNull(),
    status: text('status').$type<ChannelPostStatus>().notNull().default('pending'),
    events: text('events').array().$type<ChannelEvent[]>().notNull().default(sql`'{}'::text[]`),
    outcome: text('outcome').$type<ChannelPostOutcome>(),
    sender: text('sender').$type<ChannelSenderName>(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Telegram or Discord asked to wait (429 retry_after) until then. */
    notBefore: timestamp('not_before', { withTimezone: true }),
    /** The message this post created: the idea's own message for its first post, else the reply. */
    messageId: text('message_id'),
    /** The idea's message carries its image: it is edited as a caption. */
    withImage: boolean('with_image').notNull().default(false),
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('channel_posts_key').on(t.channelId, t.signalId, t.version),
    index('channel_posts_pending_idx').on(t.signalId, t.version).where(sql`${t.status} = 'pending'`),
    index('channel_posts_created_idx').on(t.createdAt, t.id),
  ],
);

// --- Customers and subscriptions -------------------------------------------------------------------

/** The customers of the mobile apps (SPEC section 3 "User"); one account per app and email. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    legacyNumber: text('legacy_number').notNull(),
    fullName: text('full_name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    app: text('app').notNull(),
    /** Null for accounts imported without one: they cannot sign in until they reset it. */
    passwordHash: text('password_hash'),
    subscriptionType: text('subscription_type'),
    subscriptionExpiresAt: timestamp('subscription_expires_at', { withTimezone: true }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    traderIds: uuid('trader_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the staff search box matches (decision 12): kept by PostgreSQL, folded by `search_fold`
     * (lower case, no accents; migration 0026), with statistics.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`search_fold(legacy_number || ' ' || full_name || ' ' || username || ' ' || email)`,
      ),
  },
  (t) => [
    uniqueIndex('customers_app_email_key').on(t.app, t.email),
    // Migration 0021 adds INCLUDE (search_text), which Drizzle cannot declare: a search newest first
    // walks this index alone and reads only the rows of its page.
    index('customers_created_at_idx').on(t.createdAt, t.id),
    index('customers_legacy_number_idx').on(t.legacyNumber),
    index('customers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('customers_trader_ids_idx').using('gin', t.traderIds),
  ],
);

/** Customers' sign-in sessions: only a SHA-256 of the bearer token is stored. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('customer_sessions_token_hash_key').on(t.tokenHash),
    index('customer_sessions_customer_idx').on(t.customerId),
  ],
);

/** Subscription products each app sells (SPEC section 3 "Subscription"). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    app: text('app').notNull(),
    productId: text('product_id').notNull(),
    type: text('type').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    activationStatus: boolean('activation_status').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('subscriptions_app_product_key').on(t.app, t.productId),
    index('subscriptions_app_idx').on(t.app, t.createdAt),
  ],
);

// ---------------------------------------------------------------- content and media

type TextTranslations = Partial<Record<string, Record<string, string>>>;

export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    app: text('app').notNull(),
    order: integer('sort_order').notNull(),
    type: text('type').notNull().default('image'),
    hyperlinkUrl: text('hyperlink_url'),
    text: text('text').notNull().default(''),
    imageUrl: text('image_url'),
    backgroundColor: text('background_color').notNull().default('#FFFFFF'),
    translations: jsonb('translations').$type<TextTranslations>().notNull().default({}),
    ...timestamps,
  },
  (t) => [index('banners_app_order_idx').on(t.app, t.order)],
);

export const faqCategories = pgTable(
  'faq_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    app: text('app').notNull(),
    // No cascade: a category with subcategories or items cannot be deleted (the service refuses).
    parentId: uuid('parent_id').references((): AnyPgColumn => faqCategories.id),
    translations: jsonb('translations').$type<TextTranslations>().notNull().default({}),
    ...timestamps,
  },
  (t) => [index('faq_categories_app_idx').on(t.app), index('faq_categories_parent_idx').on(t.parentId)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    app: text('app').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => faqCategories.id),
    translations: jsonb('translations').$type<TextTranslations>().notNull().default({}),
    ...timestamps,
  },
  (t) => [index('faqs_category_idx').on(t.categoryId)],
);

export const filters = pgTable(
  'filters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    app: text('app').notNull(),
    type: text('type').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => filters.id),
    label: text('label').notNull(),
    translationKey: text('translation_key').notNull().default(''),
    typeSelection: text('type_selection').notNull().default('single'),
    position: integer('position').notNull(),
    isSelected: boolean('is_selected').notNull().default(false),
    filterData: jsonb('filter_data')
      .$type<{ id: string; label: string; translations: TextTranslations; is_selected: boolean }[]>()
      .notNull()
      .default([]),
    translations: jsonb('translations').$type<TextTranslations>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index('filters_app_position_idx').on(t.app, t.position),
    index('filters_parent_idx').on(t.parentId),
  ],
);

export const masteries = pgTable(
  'masteries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    app: text('app').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => masteries.id),
    videoUrl: text('video_url'),
    poster: text('poster'),
    langs: text('langs').array().notNull().default(sql`'{}'::text[]`),
    order: integer('sort_order').notNull().default(0),
    translations: jsonb('translations').$type<TextTranslations>().notNull().default({}),
    ...timestamps,
  },
  (t) => [index('masteries_app_idx').on(t.app), index('masteries_parent_idx').on(t.parentId, t.order)],
);

export const appVersions = pgTable('app_versions', {
  device: text('device').primaryKey(),
  version: text('version').notNull(),
  isNeedUpdate: boolean('is_need_update').notNull().default(false),
  date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Presigned upload URLs of local storage that were used: a URL uploads once. In the database, not in a
 * process, so every replica refuses a used one; a row is kept until its URL would have expired anyway.
 */
export const usedUploadGrants = pgTable(
  'used_upload_grants',
  {
    key: text('key').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_upload_grants_expires_idx').on(t.expiresAt)],
);

// ---------------------------------------------------------------- public track record (decision 29)
// Written only by the database functions track_record_* (db/functions), at the commit of every change
// of a closed idea's result, whatever its path.

/** The last link of each app's chain; its row lock serialises the appends of the app. */
export const trackRecordHeads = pgTable('track_record_heads', {
  app: text('app').$type<App>().primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});

/** The hash chain: one link per closed idea's result, then one per correction of it. Never updated. */
export const trackRecordLinks = pgTable(
  'track_record_links',
  {
    app: text('app').$type<App>().notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    kind: text('kind').$type<'result' | 'correction'>().notNull(),
    /** The canonical JSON that was hashed, as it was hashed. */
    body: text('body').notNull(),
    /** Internal: the filters of `?trader=`; never in an answer. */
    traderId: uuid('trader_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.app, t.seq] }),
    index('track_record_links_trader_idx').on(t.app, t.traderId, t.seq),
    index('track_record_links_corrections_idx').on(t.app, t.seq).where(sql`${t.kind} = 'correction'`),
  ],
);

/** Each idea's last link and what it counted in the figures, so a correction takes it back out. */
export const trackRecordIdeas = pgTable('track_record_ideas', {
  signalId: uuid('signal_id').primaryKey(),
  app: text('app').$type<App>().notNull(),
  idea: text('idea').notNull(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
  /** md5 of the public fields but the trader: a change of it is a correction. */
  fingerprint: text('fingerprint'),
  traderId: uuid('trader_id'),
  unit: text('unit'),
  result: numeric('result'),
  day: date('day', { mode: 'string' }),
  holdingSeconds: numeric('holding_seconds'),
});

/** The figures' sums per app, trader ('' for all) , unit (pips, points, percent) and UTC closing day. */
export const trackRecordDays = pgTable(
  'track_record_days',
  {
    app: text('app').$type<App>().notNull(),
    trader: text('trader').notNull(),
    unit: text('unit').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    trades: integer('trades').notNull(),
    wins: integer('wins').notNull(),
    losses: integer('losses').notNull(),
    pips: numeric('pips').notNull(),
    winPips: numeric('win_pips').notNull(),
    lossPips: numeric('loss_pips').notNull(),
    holdingSeconds: numeric('holding_seconds').notNull(),
  },
  (t) => [primaryKey({ columns: [t.app, t.trader, t.unit, t.day] })],
);

/** Ideas changed by the current transaction, appended at its commit (always empty between transactions). */
export const trackRecordQueue = pgTable(
  'track_record_queue',
  {
    tx: bigint('tx', { mode: 'number' }).notNull(),
    signalId: uuid('signal_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tx, t.signalId] })],
);

/** One row per transaction with queued ideas: its deferred trigger appends them once, at commit. */
export const trackRecordFlush = pgTable('track_record_flush', {
  tx: bigint('tx', { mode: 'number' }).primaryKey(),
});
