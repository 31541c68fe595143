import { appSchema, QUOTE_PROVIDERS, quoteProviderSchema } from '@signal-desk/domain/apps';
import { REFUSAL_MESSAGES } from '@signal-desk/domain/http';
import { exchangeSchema, type QuoteUnavailableReason } from '@signal-desk/domain/markets';
import { z } from 'zod';
import type { Feed } from '../../integrations/quotes/quote-source';
import { providerSymbol } from '../markets/pairs-service';

/** One item of `POST /api/sse/subscribe-to-quotes` (SPEC section 7). */
export const quoteSubscriptionItemSchema = z.strictObject({
  _id: z.string().min(1).max(100),
  userUnicId: z.string().min(1).max(100),
  app: appSchema.optional(),
  from: z.string().trim().min(1).max(40),
  to: z.string().trim().min(1).max(40),
  exchange: z.string().max(40).nullish(),
  market: z.string().max(40).nullish(),
  // Any code passes validation: an unknown provider is answered with the SPEC section 8 message.
  quoteProvider: z.number().int(),
  /** `spot` or `futures`, in any case (the product has sent `Spot` and `FUTURES`). */
  exchangeType: z.string().max(20).nullish(),
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
  const provider = quoteProviderSchema.safeParse(item.quoteProvider);
  if (!provider.success) return unavailable('unsupported_by_broker');
  const quoteProvider = provider.data;
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
