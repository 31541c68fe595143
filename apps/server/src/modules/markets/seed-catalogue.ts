import type { CurrencyType } from '@signal-desk/domain/markets';
import type { Db } from '../../db/client';
import { appliedSeeds, currencies, currencyPairs } from '../../db/schema';
import type { InstrumentMeta } from '../../integrations/quotes/quote-source';
import { recordActivity, SYSTEM_ACTOR } from '../activity/service';
import { badgeIcon, CATALOGUE_CURRENCIES, CATALOGUE_PAIRS, type CataloguePair } from './catalogue';
import type { MarketData } from './market-data';
import { pipSizeOf, providerSymbol } from './pairs-service';

const SEED = 'market-catalogue-v1';
const SEEDED_AT = Date.now();
/** Lists are newest first: earlier catalogue entries get later times, so lists keep the catalogue's order. */
const catalogueOrder = (index: number) => new Date(SEEDED_AT - index * 1000);

async function instrumentsByPair(
  market: MarketData,
): Promise<(pair: CataloguePair, symbol: string) => InstrumentMeta | undefined> {
  const keys = [...new Set(CATALOGUE_PAIRS.map((p) => `${p.quoteProvider}|${p.exchange ?? ''}`))];
  const lists = new Map<string, InstrumentMeta[]>();
  await Promise.all(
    keys.map(async (key) => {
      const [provider, exchange] = key.split('|');
      const found = await market
        .instruments(Number(provider) as 1 | 2 | -1, exchange || null)
        .catch(() => []);
      lists.set(key, found);
    }),
  );
  return (pair, symbol) =>
    lists.get(`${pair.quoteProvider}|${pair.exchange ?? ''}`)?.find((i) => i.symbol === symbol);
}

/**
 * First start: the market catalogue (currencies with icons, pairs with pip sizes from the providers'
 * metadata or the defaults). Runs once per database; later edits and deletions stay.
 */
export async function seedMarketCatalogue(db: Db, market: MarketData): Promise<boolean> {
  const metaOf = await instrumentsByPair(market);
  return db.transaction(async (tx) => {
    const [first] = await tx.insert(appliedSeeds).values({ name: SEED }).onConflictDoNothing().returning();
    if (!first) return false;
    await tx
      .insert(currencies)
      .values(
        CATALOGUE_CURRENCIES.map((c, i) => ({
          ...c,
          symbolId: c.symbolId ?? c.shortName,
          icon: badgeIcon(c.shortName),
          createdAt: catalogueOrder(i),
          updatedAt: catalogueOrder(i),
        })),
      )
      .onConflictDoNothing();
    const symbolIds = new Map(
      CATALOGUE_CURRENCIES.map((c) => [`${c.type}|${c.shortName}`, c.symbolId ?? c.shortName]),
    );
    await tx
      .insert(currencyPairs)
      .values(
        CATALOGUE_PAIRS.map((pair, i) => {
          const exchangeType = pair.quoteProvider === -1 ? (pair.exchangeType ?? 'spot') : null;
          const symbol = providerSymbol({
            ...pair,
            exchangeType,
            symbolId: symbolIds.get(`${pair.type}|${pair.base}`),
          });
          return {
            symbolId: symbol,
            type: pair.type,
            quoteProvider: pair.quoteProvider,
            base: pair.base,
            quote: pair.quote,
            exchange: pair.exchange ?? null,
            exchangeType,
            createdAt: catalogueOrder(i),
            pipSize: pipSizeOf(
              metaOf(pair, symbol),
              pair as { type: CurrencyType; base: string; quote: string },
            ),
          };
        }),
      )
      .onConflictDoNothing();
    await recordActivity(tx, SYSTEM_ACTOR, {
      kind: 'catalogue seeded',
      targetType: 'catalogue',
      next: { currencies: CATALOGUE_CURRENCIES.length, pairs: CATALOGUE_PAIRS.length },
    });
    return true;
  });
}
