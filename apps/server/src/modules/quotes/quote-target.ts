import { appSchema, QUOTE_PROVIDERS } from '@signal-desk/domain/apps';
import { exchangeSchema } from '@signal-desk/domain/markets';
import { z } from 'zod';
import type { Feed } from '../../integrations/quotes/quote-source';

/** One item of `POST /api/sse/subscribe-to-quotes` (SPEC section 7). */
export const quoteSubscriptionItemSchema = z.object({
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

/** Why an item gets no live price, with the SPEC section 8 text. */
export const QUOTE_UNAVAILABLE = {
  no_broker: 'currency not supported by any broker, so quotes do not update automatically',
  not_at_broker: 'currency not valid with the current broker, so live price is not pulled',
  no_exchange: 'exchange does not exist for the current pair',
  not_on_exchange: 'no price for the pair on the chosen exchange: choose another',
} as const;
export type UnavailableReason = keyof typeof QUOTE_UNAVAILABLE;

/** A provider symbol on a feed; `key` names its prices everywhere (`oanda:EUR_USD`, `binance:BTC/USDT`). */
export interface QuoteTarget {
  feed: Feed;
  symbol: string;
  key: string;
}

export type Resolution =
  | { ok: true; target: QuoteTarget }
  | { ok: false; reason: UnavailableReason; message: string };

export const quoteKey = (feed: Feed, symbol: string) => `${feed}:${symbol}`;

const found = (feed: Feed, symbol: string): Resolution => ({
  ok: true,
  target: { feed, symbol, key: quoteKey(feed, symbol) },
});

export const unavailable = (reason: UnavailableReason): Resolution => ({
  ok: false,
  reason,
  message: QUOTE_UNAVAILABLE[reason],
});

/**
 * Where an item's prices come from, by its provider code (SPEC section 9): OANDA `FROM_TO`, Deriv's
 * symbol in `from`, or ccxt `FROM/TO` (`FROM/TO:TO` for futures) on the item's exchange.
 */
export function resolveQuoteTarget(item: QuoteSubscriptionItem): Resolution {
  const from = item.from.toUpperCase();
  const to = item.to.toUpperCase();
  switch (item.quoteProvider) {
    case QUOTE_PROVIDERS.oanda:
      return found('oanda', `${from}_${to}`);
    case QUOTE_PROVIDERS.synthetic:
      // Deriv symbols are case-sensitive (R_100, frxEURUSD).
      return found('deriv', item.from);
    case QUOTE_PROVIDERS.crypto: {
      const exchange = exchangeSchema.safeParse(item.exchange);
      if (!exchange.success) return unavailable('no_exchange');
      const pair = `${from}/${to}`;
      return found(exchange.data, item.exchangeType?.toLowerCase() === 'futures' ? `${pair}:${to}` : pair);
    }
    default:
      return unavailable('no_broker');
  }
}
