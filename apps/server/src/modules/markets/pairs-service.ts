import type { ListQuery } from '@signal-desk/domain/http';
import {
  type CurrencyPair,
  type CurrencyPairInput,
  type CurrencyType,
  defaultPipSize,
  type ExchangeType,
  pipMultiplier,
  traderPipSize,
  unitOf,
} from '@signal-desk/domain/markets';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { countMatching } from '../../db/row-count';
import { currencies, currencyPairs } from '../../db/schema';
import type { InstrumentMeta } from '../../integrations/quotes/quote-source';
import { fieldRefusal, notFound, refused } from '../../shared/errors';
import { type ListSpec, listPage, planList } from '../../shared/list-query';
import { type Actor, recordActivity } from '../activity/service';
import { currencyByCode } from './currencies-service';
import type { MarketData } from './market-data';

const listSpec: ListSpec = {
  fields: {
    type: { column: currencyPairs.type, type: 'text', ops: ['eq', 'in'] },
    quoteProvider: { column: currencyPairs.quoteProvider, type: 'integer', ops: ['eq', 'in'] },
    exchange: { column: currencyPairs.exchange, type: 'text', ops: ['eq', 'in'] },
    exchangeType: { column: currencyPairs.exchangeType, type: 'text', ops: ['eq'] },
    base: { column: currencyPairs.base, type: 'text', ops: ['eq', 'in', 'contains', 'search'] },
    quote: { column: currencyPairs.quote, type: 'text', ops: ['eq', 'in', 'contains', 'search'] },
  },
  search: [currencyPairs.base, currencyPairs.quote, currencyPairs.symbolId],
  sort: {
    createdAt: currencyPairs.createdAt,
    base: currencyPairs.base,
    type: currencyPairs.type,
    // The name lists show: EUR/USD, then its crypto namesakes by exchange and market.
    symbol: [currencyPairs.base, currencyPairs.quote, currencyPairs.exchange, currencyPairs.exchangeType],
  },
  defaultSort: '-createdAt',
  tieBreaker: currencyPairs.id,
};

/** The currency types of a pair's two sides: crypto quotes in crypto, everything else in a forex currency. */
export function sideTypes(type: CurrencyType): { base: CurrencyType; quote: CurrencyType } {
  return { base: type, quote: type === 'crypto' ? 'crypto' : 'forex' };
}

const baseCurrency = alias(currencies, 'base_currency');
const quoteCurrency = alias(currencies, 'quote_currency');

const pairColumns = {
  pair: currencyPairs,
  baseIcon: baseCurrency.icon,
  quoteIcon: quoteCurrency.icon,
  multiplier: baseCurrency.multiplier,
};

type PairRow = {
  pair: typeof currencyPairs.$inferSelect;
  baseIcon: string | null;
  quoteIcon: string | null;
  multiplier: string | null;
};

function toPair({ pair, baseIcon, quoteIcon, multiplier }: PairRow): CurrencyPair {
  const type = pair.type;
  return {
    _id: pair.id,
    symbolID: pair.symbolId,
    type,
    quoteProvider: pair.quoteProvider,
    base: pair.base,
    quote: pair.quote,
    exchange: pair.exchange,
    exchangeType: pair.exchangeType,
    pipSize: pair.pipSize,
    multiplier: pipMultiplier({ type, pipSize: pair.pipSize, multiplier }),
    unit: unitOf(type),
    baseIcon,
    quoteIcon,
    createdAt: pair.createdAt.toISOString(),
  };
}

function selectPairs(exec: Executor, also: Record<string, SQL> = {}) {
  return exec
    .select({ ...pairColumns, ...also })
    .from(currencyPairs)
    .leftJoin(
      baseCurrency,
      sql`${baseCurrency.shortName} = ${currencyPairs.base} and ${baseCurrency.type} = ${currencyPairs.type}`,
    )
    .leftJoin(
      quoteCurrency,
      sql`${quoteCurrency.shortName} = ${currencyPairs.quote} and ${quoteCurrency.type} = case when ${currencyPairs.type} = 'crypto' then 'crypto' else 'forex' end`,
    );
}

export async function listPairs(db: Db, query: ListQuery) {
  const plan = planList(query, listSpec);
  const [rows, total] = await Promise.all([
    selectPairs(db)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    countMatching(db, currencyPairs, plan.where),
  ]);
  return listPage(rows.map(toPair), total, plan);
}

export async function getPair(exec: Executor, id: string): Promise<CurrencyPair> {
  return (await getPairWith(exec, id, {})).pair;
}

type Columns<Also> = { [K in keyof Also]: Also[K] extends SQL<infer T> ? T : never };

/**
 * A pair and, read by the same statement, the `also` columns (a creation's checks read the settings,
 * take-profit rules and blacklist with the pair: one round trip instead of four).
 */
export async function getPairWith<Also extends Record<string, SQL>>(
  exec: Executor,
  id: string,
  also: Also,
): Promise<PairWith<Also>> {
  return pairWith<Also>(await selectPairs(exec, also).where(eq(currencyPairs.id, id)));
}

type PairWith<Also> = Columns<Also> & { pair: CurrencyPair };

/**
 * `getPairWith` as a statement prepared on `db` under `name` (see `preparedOn`), for a read that runs
 * often with the same `also` columns: a creation's checks.
 */
export function preparePairWith<Also extends Record<string, SQL>>(db: Db, also: Also, name: string) {
  const statement = selectPairs(db, also)
    .where(eq(currencyPairs.id, sql.placeholder('id')))
    .prepare(name);
  return { execute: async (id: string) => pairWith<Also>(await statement.execute({ id })) };
}

function pairWith<Also>(rows: readonly unknown[]): PairWith<Also> {
  const [row] = rows;
  if (!row) throw notFound('Currency pair');
  return { ...(row as Columns<Also>), pair: toPair(row as PairRow) };
}

/** The provider's symbol for a pair: EUR_USD on OANDA, the index code on Deriv, BASE/QUOTE[:SETTLE] on ccxt. */
export function providerSymbol(pair: {
  quoteProvider: 1 | 2 | -1;
  base: string;
  quote: string;
  symbolId?: string;
  exchangeType?: ExchangeType | null;
}): string {
  if (pair.quoteProvider === 1) return `${pair.base}_${pair.quote}`;
  if (pair.quoteProvider === 2) return pair.symbolId ?? pair.base;
  return pair.exchangeType === 'futures'
    ? `${pair.base}/${pair.quote}:${pair.quote}`
    : `${pair.base}/${pair.quote}`;
}

/** A pip size is a power of ten as decimal text: 1, 0.1, 0.01, ... */
function powerOfTen(value: number | undefined): string | undefined {
  if (value === undefined || !(value > 0) || value > 1) return undefined;
  const decimals = Math.round(-Math.log10(value));
  if (Math.abs(10 ** -decimals - value) > 1e-12) return undefined;
  return decimals === 0 ? '1' : `0.${'0'.repeat(decimals - 1)}1`;
}

/** The pip traders count (metals), else the provider's, else the default (decision 19). */
export function pipSizeOf(
  meta: InstrumentMeta | undefined,
  pair: { type: CurrencyType; base: string; quote: string },
): string {
  return traderPipSize(pair) ?? powerOfTen(meta?.pipSize) ?? defaultPipSize(pair);
}

export function createPair(
  db: Db,
  market: MarketData,
  actor: Actor,
  input: CurrencyPairInput,
): Promise<CurrencyPair> {
  return db.transaction(async (tx) => {
    const base = await findSide(tx, input.base, input.quoteProvider, 'base');
    const types = sideTypes(base.type);
    const quote = await currencyByCode(tx, input.quote, types.quote);
    if (!quote)
      throw refused('bad_request', 'unknown_quote', undefined, [fieldRefusal('quote', 'unknown_quote')]);
    if (base.type !== 'crypto' && input.exchange) {
      throw refused('bad_request', 'exchange_only_crypto', undefined, [
        fieldRefusal('exchange', 'exchange_only_crypto'),
      ]);
    }
    const exchangeType = input.quoteProvider === -1 ? (input.exchangeType ?? 'spot') : null;
    const symbol = providerSymbol({ ...input, symbolId: base.symbolId, exchangeType });
    const instruments = await market.instruments(input.quoteProvider, input.exchange);
    const meta = instruments.find((i) => i.symbol === symbol);
    if (!meta) {
      const reason = input.quoteProvider === -1 ? 'exchange_lacks_pair' : 'unsupported_by_broker';
      throw refused('bad_request', reason, undefined, [
        fieldRefusal(input.quoteProvider === -1 ? 'exchange' : 'base', reason),
      ]);
    }
    let row: { id: string } | undefined;
    try {
      [row] = await tx
        .insert(currencyPairs)
        .values({
          symbolId: symbol,
          type: base.type,
          quoteProvider: input.quoteProvider,
          base: input.base,
          quote: input.quote,
          exchange: input.exchange ?? null,
          exchangeType,
          pipSize: pipSizeOf(meta, { type: base.type, base: input.base, quote: input.quote }),
        })
        .returning({ id: currencyPairs.id });
    } catch (error) {
      if (isUniqueViolation(error)) throw refused('conflict', 'pair_exists');
      throw error;
    }
    if (!row) throw new Error('pair insert returned nothing');
    const created = await getPair(tx, row.id);
    await recordActivity(tx, actor, {
      kind: 'pair created',
      targetType: 'currency-pair',
      targetId: row.id,
      next: created,
    });
    return created;
  });
}

/** The base currency of a new pair: crypto for the crypto provider, otherwise any non-crypto type. */
async function findSide(exec: Executor, code: string, quoteProvider: 1 | 2 | -1, path: 'base') {
  const candidates = await exec.select().from(currencies).where(eq(currencies.shortName, code));
  const wanted = candidates.find((c) =>
    quoteProvider === -1
      ? c.type === 'crypto'
      : quoteProvider === 2
        ? c.type === 'synthetic'
        : c.type !== 'crypto' && c.type !== 'synthetic',
  );
  if (!wanted) throw refused('bad_request', 'unknown_base', undefined, [fieldRefusal(path, 'unknown_base')]);
  return wanted;
}

export function deletePair(db: Db, actor: Actor, id: string): Promise<{ _id: string }> {
  return db.transaction(async (tx) => {
    const before = await getPair(tx, id);
    await tx.delete(currencyPairs).where(eq(currencyPairs.id, id));
    await recordActivity(tx, actor, {
      kind: 'pair deleted',
      targetType: 'currency-pair',
      targetId: id,
      prev: before,
    });
    return { _id: id };
  });
}
