import { appSchema, QUOTE_PROVIDERS, quoteProviderSchema } from '@signal-desk/domain/apps';
import { textSchema } from '@signal-desk/domain/fields';
import { REFUSAL_MESSAGES } from '@signal-desk/domain/http';
import { exchangeSchema, type QuoteUnavailableReason } from '@signal-desk/domain/markets';
import { z } from 'zod';
import type { Feed } from '../../integrations/quotes/quote-source';
import { providerSymbol } from '../markets/pairs-service';

/** An identifier or market name of a subscription item: free text without control characters. */
const itemText = (max: number) => textSchema.max(max);

/** One item of `POST /api/sse/subscribe-to-quotes` (SPEC section 7). */
export const quoteSubscriptionItemSchema = z.strictObject({
  _id: itemText(100).min(1),
  userUnicId: itemText(100).min(1),
  app: appSchema.optional(),
  from: itemText(40).trim().min(1),
  to: itemText(40).trim().min(1),
  exchange: itemText(40).nullish(),
  market: itemText(40).nullish(),
  /** One of the SPEC section 9 codes: OANDA 1, synthetic 2, crypto -1. */
  quoteProvider: quoteProviderSchema,
  /** `spot` or `futures`, in any case (the product has sent `Spot` and `FUTURES`). */
  exchangeType: itemText(20).nullish(),
});
export type QuoteSubscriptionItem = z.infer<typeof quoteSubscriptionItemSchema>;

/** A provider symbol on a feed; `key` names its prices everywhere (`oanda:EUR_USD`, `binance:BTC/USDT`). */
export interface QuoteTarget {
  feed: Feed;
  symbol: string;
  key: string;
}

export type Resolution =
  | { ok: true; target: QuoteTarget }
  | { ok: false; reason: QuoteUnavailableReason; message: string };

export const quoteKey = (feed: Feed, symbol: string) => `${feed}:${symbol}`;

const found = (feed: Feed, symbol: string): Resolution => ({
  ok: true,
  target: { feed, symbol, key: quoteKey(feed, symbol) },
});

export const unavailable = (reason: QuoteUnavailableReason): Resolution => ({
  ok: false,
  reason,
  message: REFUSAL_MESSAGES[reason],
});

/**
 * Where an item's prices come from, by its provider code (SPEC section 9): OANDA `FROM_TO`, Deriv's
 * symbol in `from`, or ccxt `FROM/TO` (`FROM/TO:TO` for futures) on the item's exchange.
 */
export function resolveQuoteTarget(item: QuoteSubscriptionItem): Resolution {
  const { quoteProvider } = item;
  const feed: Feed | undefined =
    quoteProvider === QUOTE_PROVIDERS.oanda
      ? 'oanda'
      : quoteProvider === QUOTE_PROVIDERS.synthetic
        ? 'deriv'
        : exchangeSchema.safeParse(item.exchange).data;
  if (!feed) return unavailable('exchange_lacks_pair');
  const symbol = providerSymbol({
    quoteProvider,
    // Deriv symbols are case-sensitive (R_100, frxEURUSD).
    base: quoteProvider === QUOTE_PROVIDERS.synthetic ? item.from : item.from.toUpperCase(),
    quote: item.to.toUpperCase(),
    exchangeType: item.exchangeType?.toLowerCase() === 'futures' ? 'futures' : 'spot',
  });
  return found(feed, symbol);
}
