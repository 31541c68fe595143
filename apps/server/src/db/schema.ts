import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    apiType: text('api_type'),
    activationStatus: boolean('activation_status').notNull().default(true),
    apiKey: text('api_key'),
    forexApiKey: text('forex_api_key'),
    cryptoApiKey: text('crypto_api_key'),
    quoteProvider: integer('quote_provider').notNull().default(1),
    signalsLimit: jsonb('signals_limit').$type<Record<string, number>>().notNull().default({}),
    signalsSent: jsonb('signals_sent').$type<Record<string, number>>().notNull().default({}),
    signalSetting: jsonb('signal_setting').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [uniqueIndex('admins_email_key').on(t.email), index('admins_created_at_idx').on(t.createdAt)],
);

export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull(),
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
  },
  (t) => [
    index('activity_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('activity_log_created_at_idx').on(t.createdAt),
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
    type: text('type').notNull(),
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
    type: text('type').notNull(),
    quoteProvider: integer('quote_provider').notNull(),
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    exchange: text('exchange'),
    exchangeType: text('exchange_type'),
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
