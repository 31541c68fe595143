import type { App } from '@signal-desk/domain/apps';
import { APPS } from '@signal-desk/domain/apps';
import {
  CUSTOMER_DETAIL_LIST_LIMIT,
  CUSTOMER_SEARCH_COUNT_CAP,
  type Customer,
  type CustomerDetail,
  type CustomerList,
  type SendCustomerPushInput,
  SUBSCRIPTION_TYPES,
  type SubscriptionType,
} from '@signal-desk/domain/customers';
import { textSchema } from '@signal-desk/domain/fields';
import type { ListQuery } from '@signal-desk/domain/http';
import { customerTexts } from '@signal-desk/domain/text-rules';
import { and, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { customers, rowCounts } from '../../db/schema';
import { CappedCounts } from '../../shared/capped-count';
import { badRequest, fieldError, notFound } from '../../shared/errors';
import { type FilterField, inApps, type ListSpec, listPage, planList } from '../../shared/list-query';
import type { KeyPart } from '../../shared/scoped-cache';
import { type Actor, recordActivity } from '../activity/service';
import { customerDevices, enqueuePush, revokeCustomerDevices } from '../notifications/service';
import { assertCompliant } from '../signal-support/bad-words-service';
import { liveCustomerSessions, revokeCustomerSessionsIn } from './customer-sessions-service';

type CustomerRow = typeof customers.$inferSelect;

/** Null-prototype maps: a field named `__proto__` or `toString` is unknown, never inherited. */
const own = <T>(entries: Record<string, T>): Record<string, T> => Object.assign(Object.create(null), entries);

const listSpec: ListSpec = {
  fields: own<FilterField>({
    legacynumber: { column: customers.legacyNumber, type: 'text', ops: ['eq', 'in'] },
    app: { column: customers.app, type: 'text', ops: ['eq', 'in'] },
    subscriptionType: { column: customers.subscriptionType, type: 'text', ops: ['eq', 'in'] },
    email: { column: customers.email, type: 'text', ops: ['eq', 'contains'] },
    username: { column: customers.username, type: 'text', ops: ['eq', 'contains'] },
    fullName: { column: customers.fullName, type: 'text', ops: ['contains'] },
    traderIds: { column: customers.traderIds, type: 'text[]', ops: ['eq'] },
    createdAt: { column: customers.createdAt, type: 'timestamp', ops: ['gte', 'lte'] },
    subscriptionExpiry: { column: customers.subscriptionExpiresAt, type: 'timestamp', ops: ['gte', 'lte'] },
    lastActivity: { column: customers.lastActivityAt, type: 'timestamp', ops: ['gte', 'lte'] },
  }),
  search: [],
  sort: own({
    createdAt: customers.createdAt,
    registrationDate: customers.registeredAt,
    lastActivity: customers.lastActivityAt,
    subscriptionExpiry: customers.subscriptionExpiresAt,
    fullName: customers.fullName,
    email: customers.email,
  }),
  defaultSort: '-createdAt',
  tieBreaker: customers.id,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search box: every word is a substring of the legacy number, full name, username or email
 * (`search_text`, their join folded by `search_fold`: lower case, no accents, with a trigram index),
 * in any order; or the whole text is exactly an app or a subscription type.
 */
function searchCondition(text: string): SQL {
  const lower = text.toLowerCase();
  const words = text.split(/\s+/).filter(Boolean);
  const everyWord = and(
    ...words.map((word) => sql`${customers.searchText} like search_fold(${`%${escapeLike(word)}%`})`),
  ) as SQL;
  const conditions: SQL[] = [everyWord];
  const app = APPS.find((a) => a.toLowerCase() === lower);
  if (app) conditions.push(eq(customers.app, app));
  const type = SUBSCRIPTION_TYPES.find((s) => s === lower);
  if (type) conditions.push(eq(customers.subscriptionType, type));
  return or(...conditions) as SQL;
}

/** `params` may carry the search as `{"search": "..."}` (SPEC's JSON query); it is not a field. */
function splitSearch(query: ListQuery): { query: ListQuery; search: string | undefined } {
  let search = query.search;
  if (!query.params) return { query, search };
  let params: unknown;
  try {
    params = JSON.parse(query.params);
  } catch {
    return { query, search }; // planList answers the 400
  }
  if (
    params === null ||
    typeof params !== 'object' ||
    Array.isArray(params) ||
    !Object.hasOwn(params, 'search')
  )
    return { query, search };
  const { search: given, ...rest } = params as Record<string, unknown>;
  if (given !== undefined && given !== null) {
    if (typeof given !== 'string' || !textSchema.max(100).safeParse(given).success)
      throw badRequest('Invalid search', [fieldError('params.search', 'invalid')]);
    search = given.trim() || search;
  }
  return { query: { ...query, params: JSON.stringify(rest) }, search };
}

export const toCustomer = (
  row: Omit<CustomerRow, 'passwordHash' | 'searchText'>,
  now = Date.now(),
): Customer => ({
  _id: row.id,
  legacynumber: row.legacyNumber,
  fullName: row.fullName,
  username: row.username,
  email: row.email,
  app: row.app as Customer['app'],
  subscriptionType: (row.subscriptionType as SubscriptionType | null) ?? null,
  subscriptionExpiry: row.subscriptionExpiresAt?.toISOString() ?? null,
  subscriptionActive: row.subscriptionExpiresAt !== null && row.subscriptionExpiresAt.getTime() > now,
  registrationDate: row.registeredAt.toISOString(),
  lastActivity: row.lastActivityAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  traderIds: row.traderIds,
});

const { passwordHash: _never, searchText: _matched, ...listColumns } = getTableColumns(customers);

/**
 * A page of customers with its total. The total counts at most CUSTOMER_SEARCH_COUNT_CAP matches
 * (then `totalCapped`); with no filter at all it comes from the trigger-kept row count; a page that
 * is not full needs no count.
 */
export async function listCustomers(
  db: Db,
  rawQuery: ListQuery,
  apps: readonly App[],
): Promise<CustomerList> {
  const { query, search } = splitSearch(rawQuery);
  const plan = planList({ ...query, search: undefined }, listSpec, [
    search ? searchCondition(search) : undefined,
    inApps(customers.app, apps),
  ]);
  // The page's ids first: newest first, a search walks `customers_created_at_idx` alone (it carries
  // the search text), then only the page's rows are read.
  const pageIds = db
    .select({ id: customers.id })
    .from(customers)
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const rows = await db
    .select(listColumns)
    .from(customers)
    .where(inArray(customers.id, pageIds))
    .orderBy(...plan.orderBy);
  // A page that is not full (and not past the end) already tells the total.
  const counted =
    rows.length < plan.limit && (rows.length > 0 || plan.offset === 0)
      ? { total: plan.offset + rows.length, capped: false }
      : await countCustomers(db, plan.where);
  const now = Date.now();
  return {
    ...listPage(
      rows.map((row) => toCustomer(row, now)),
      counted.total,
      plan,
    ),
    totalCapped: counted.capped,
  };
}

/**
 * Searches whose count reached the cap: counting the matches of a common substring walks its whole
 * trigram posting list (120,000 rows for "son": 20 to 130 ms); see decision 12.
 */
const cappedCounts = new CappedCounts<{ sql: string; params: readonly KeyPart[] }>(CUSTOMER_SEARCH_COUNT_CAP);

async function countCustomers(db: Db, where: SQL | undefined): Promise<{ total: number; capped: boolean }> {
  if (!where) {
    const [kept] = await db
      .select({ n: rowCounts.n })
      .from(rowCounts)
      .where(eq(rowCounts.tableName, 'customers'));
    if (kept) return { total: kept.n, capped: false };
  }
  const matches = (limit: number) => db.select({ one: sql`1` }).from(customers).where(where).limit(limit);
  const statement = matches(cappedCounts.cap + 1).toSQL();
  return cappedCounts.count(
    db,
    // The statement is the filter whole (the customer list shows everyone alike to USERS_VIEW).
    { sql: statement.sql, params: statement.params as KeyPart[] },
    async (limit) => {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches(limit).as('limited'));
      return Number(row?.n ?? 0);
    },
  );
}

export async function findCustomer(exec: Executor, id: string): Promise<CustomerRow> {
  const [row] = await exec.select().from(customers).where(eq(customers.id, id));
  if (!row) throw notFound('Customer');
  return row;
}

/** One customer for staff: their account, their devices and their live sessions. */
export async function getCustomerDetail(db: Db, id: string): Promise<CustomerDetail> {
  const { passwordHash: _hash, searchText: _text, ...row } = await findCustomer(db, id);
  const [devices, sessions] = await Promise.all([
    customerDevices(db, id, CUSTOMER_DETAIL_LIST_LIMIT),
    liveCustomerSessions(db, id, CUSTOMER_DETAIL_LIST_LIMIT),
  ]);
  return { ...toCustomer(row), devices, sessions };
}

/** Staff ends every session of a customer: their app is signed out on every replica at once. */
export function revokeCustomerSession(db: Db, actor: Actor, id: string): Promise<{ revoked: number }> {
  return db.transaction(async (tx) => {
    const customer = await findCustomer(tx, id);
    const revoked = await revokeCustomerSessionsIn(tx, customer.id);
    // A signed-out device stops receiving the customer's pushes until it registers again.
    const devices = await revokeCustomerDevices(tx, customer.id);
    await recordActivity(tx, actor, {
      kind: 'customer session revoked',
      targetType: 'customer',
      targetId: customer.id,
      next: { revoked, devices, email: customer.email, app: customer.app },
    });
    return { revoked };
  });
}

/** A push to every device of one customer, queued (outbox) in the same transaction as its log entry. */
export function sendCustomerPush(
  db: Db,
  actor: Actor & { name: string },
  id: string,
  input: SendCustomerPushInput,
): Promise<{ notificationId: string | null }> {
  return db.transaction(async (tx) => {
    await assertCompliant(tx, customerTexts(input));
    const customer = await findCustomer(tx, id);
    const queued = await enqueuePush(tx, {
      app: customer.app as Customer['app'],
      audience: { kind: 'customer', customerId: customer.id },
      title: input.title,
      body: input.body,
      type: 'customer',
      createdBy: actor.adminId ? { id: actor.adminId, name: actor.name } : null,
    });
    await recordActivity(tx, actor, {
      kind: 'customer push sent',
      targetType: 'customer',
      targetId: customer.id,
      app: customer.app as Customer['app'],
      next: { title: input.title, body: input.body, notificationId: queued.id },
    });
    return { notificationId: queued.id };
  });
}
