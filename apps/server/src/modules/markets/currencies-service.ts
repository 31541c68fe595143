import type { ListQuery } from '@signal-desk/domain/http';
import type { Currency, CurrencyInput, CurrencyType } from '@signal-desk/domain/markets';
import { and, eq, ne, or } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { countMatching } from '../../db/row-count';
import { currencies, currencyPairs } from '../../db/schema';
import { conflict, fieldError, notFound, refused } from '../../shared/errors';
import { type ListSpec, listPage, planList } from '../../shared/list-query';
import { type Actor, recordActivity } from '../activity/service';

const listSpec: ListSpec = {
  fields: {
    type: { column: currencies.type, type: 'text', ops: ['eq', 'in'] },
    tag: { column: currencies.tag, type: 'text', ops: ['eq', 'in'] },
    shortName: { column: currencies.shortName, type: 'text', ops: ['eq', 'in', 'contains', 'search'] },
    fullName: { column: currencies.fullName, type: 'text', ops: ['contains', 'search'] },
    createdAt: { column: currencies.createdAt, type: 'timestamp', ops: ['gte', 'lte'] },
  },
  search: [currencies.fullName, currencies.shortName, currencies.symbolId],
  sort: {
    createdAt: currencies.createdAt,
    updatedAt: currencies.updatedAt,
    shortName: currencies.shortName,
    fullName: currencies.fullName,
    type: currencies.type,
  },
  defaultSort: '-createdAt',
  tieBreaker: currencies.id,
};

type CurrencyRow = typeof currencies.$inferSelect;

export const toCurrency = (row: CurrencyRow): Currency => ({
  _id: row.id,
  fullName: row.fullName,
  shortName: row.shortName,
  symbolId: row.symbolId,
  icon: row.icon,
  tag: row.tag,
  type: row.type,
  currency: row.currency,
  exchange: row.exchange,
  expiryDate: row.expiryDate,
  multiplier: row.multiplier,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const taken = () =>
  conflict('A currency with this short name and type already exists', [fieldError('shortName', 'taken')]);

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

export async function listCurrencies(db: Db, query: ListQuery) {
  const plan = planList(query, listSpec);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(currencies)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    countMatching(db, currencies, plan.where),
  ]);
  return listPage(rows.map(toCurrency), total, plan);
}

async function findCurrency(exec: Executor, id: string): Promise<CurrencyRow> {
  const [row] = await exec.select().from(currencies).where(eq(currencies.id, id));
  if (!row) throw notFound('Currency');
  return row;
}

export async function getCurrency(db: Db, id: string): Promise<Currency> {
  return toCurrency(await findCurrency(db, id));
}

/** The currency a pair side names: by short name and the type family of the pair. */
export async function currencyByCode(
  exec: Executor,
  shortName: string,
  type: CurrencyType,
): Promise<CurrencyRow | undefined> {
  const [row] = await exec
    .select()
    .from(currencies)
    .where(and(eq(currencies.shortName, shortName), eq(currencies.type, type)))
    .limit(1);
  return row;
}

const values = (input: CurrencyInput) => ({
  ...input,
  symbolId: input.symbolId ?? input.shortName,
});

export function createCurrency(db: Db, actor: Actor, input: CurrencyInput): Promise<Currency> {
  return guarded(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(currencies).values(values(input)).returning();
      if (!row) throw new Error('currency insert returned nothing');
      const created = toCurrency(row);
      await recordActivity(tx, actor, {
        kind: 'currency created',
        targetType: 'currency',
        targetId: row.id,
        next: created,
      });
      return created;
    }),
  );
}

export function updateCurrency(db: Db, actor: Actor, id: string, input: CurrencyInput): Promise<Currency> {
  return guarded(() =>
    db.transaction(async (tx) => {
      const before = toCurrency(await findCurrency(tx, id));
      const renamed = before.shortName !== input.shortName || before.type !== input.type;
      if (renamed && (await pairsUsing(tx, before)) > 0) {
        throw refused('conflict', 'currency_in_use_rename');
      }
      const [row] = await tx
        .update(currencies)
        .set({ ...values(input), updatedAt: new Date() })
        .where(eq(currencies.id, id))
        .returning();
      if (!row) throw notFound('Currency');
      const after = toCurrency(row);
      await recordActivity(tx, actor, {
        kind: 'currency updated',
        targetType: 'currency',
        targetId: id,
        prev: before,
        next: after,
      });
      return after;
    }),
  );
}

async function pairsUsing(exec: Executor, currency: Pick<Currency, 'shortName' | 'type'>): Promise<number> {
  const side = or(eq(currencyPairs.base, currency.shortName), eq(currencyPairs.quote, currency.shortName));
  const family =
    currency.type === 'crypto' ? eq(currencyPairs.type, 'crypto') : ne(currencyPairs.type, 'crypto');
  return countMatching(exec, currencyPairs, and(side, family));
}

export function deleteCurrency(db: Db, actor: Actor, id: string): Promise<{ _id: string }> {
  return db.transaction(async (tx) => {
    const before = toCurrency(await findCurrency(tx, id));
    if ((await pairsUsing(tx, before)) > 0) throw refused('conflict', 'currency_in_use');
    await tx.delete(currencies).where(eq(currencies.id, id));
    await recordActivity(tx, actor, {
      kind: 'currency deleted',
      targetType: 'currency',
      targetId: id,
      prev: before,
    });
    return { _id: id };
  });
}
