import { pageOf } from '@signal-desk/domain/http';
import type { ExchangeType } from '@signal-desk/domain/markets';
import type { InstrumentMeta } from '../../integrations/quotes/quote-source';
import { fieldRefusal, refused } from '../../shared/errors';
import type { MarketData } from './market-data';

interface Listing {
  exchange: string;
  market: ExchangeType;
  meta: InstrumentMeta;
}

/** Every crypto exchange listing base/quote, spot and futures. */
async function listings(market: MarketData, base: string, quote: string): Promise<Listing[]> {
  const exchanges = market.providers().find((p) => p.code === -1)?.exchanges ?? [];
  const found = await Promise.all(
    exchanges.map(async (exchange) => {
      const instruments = await market.instruments(-1, exchange);
      return instruments
        .filter((i) => i.base === base && i.quote === quote)
        .map((meta) => ({ exchange, market: meta.market ?? 'spot', meta }));
    }),
  );
  return found.flat();
}

/** POST /currency-pairs/search-crypto-exchange: which exchanges list the pair. */
export async function exchangesListing(market: MarketData, base: string, quote: string) {
  const found = await listings(market, base.toUpperCase(), quote.toUpperCase());
  return [...new Set(found.map((l) => l.exchange))].sort();
}

/** POST /exchanges/market-type: for each asked exchange, whether the pair trades as the asked type there. */
export async function marketTypeAvailability(
  market: MarketData,
  input: { base: string; quote: string; exchanges: string[]; type: ExchangeType },
) {
  const found = await listings(market, input.base.toUpperCase(), input.quote.toUpperCase());
  return input.exchanges.map((exchange) => ({
    exchange,
    available: found.some((l) => l.exchange === exchange && l.market === input.type),
  }));
}

/** GET /currencies/search-crypto-coins: coin codes the crypto exchanges list, matching the text. */
export async function searchCryptoCoins(market: MarketData, text: string, page: number, perPage: number) {
  const exchanges = market.providers().find((p) => p.code === -1)?.exchanges ?? [];
  const needle = text.toUpperCase();
  const coins = new Map<string, Set<string>>();
  for (const exchange of exchanges) {
    for (const instrument of await market.instruments(-1, exchange)) {
      for (const code of [instrument.base, instrument.quote]) {
        if (!code.includes(needle)) continue;
        const seen = coins.get(code) ?? new Set<string>();
        seen.add(exchange);
        coins.set(code, seen);
      }
    }
  }
  const all = [...coins.entries()]
    .map(([symbol, on]) => ({ symbol, exchanges: [...on].sort() }))
    .sort(
      (a, b) => Number(b.symbol === needle) - Number(a.symbol === needle) || a.symbol.localeCompare(b.symbol),
    );
  const data = all.slice((page - 1) * perPage, page * perPage);
  return { data, ...pageOf(all.length, page, perPage) };
}

/**
 * POST /contracts/validate: how many whole futures contracts a position of `amount` (in the base coin)
 * makes on the exchange; none is a 400 with the SPEC message.
 */
export async function validateContracts(
  market: MarketData,
  input: { exchange: string; base: string; quote: string; amount: number },
) {
  const found = await listings(market, input.base.toUpperCase(), input.quote.toUpperCase());
  const listing = found.find((l) => l.exchange === input.exchange && l.market === 'futures');
  if (!listing)
    throw refused('bad_request', 'exchange_lacks_pair', undefined, [
      fieldRefusal('exchange', 'exchange_lacks_pair'),
    ]);
  const contractSize = listing.meta.contractSize ?? 1;
  const contracts = Math.floor(input.amount / contractSize + 1e-9);
  const minimum = listing.meta.minAmount ?? 1;
  if (contracts < Math.max(1, minimum)) {
    throw refused('bad_request', 'no_contracts', undefined, [fieldRefusal('amount', 'no_contracts')]);
  }
  return { contracts, contractSize, amount: contracts * contractSize };
}
