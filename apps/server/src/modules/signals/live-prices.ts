import { dec, text } from '@signal-desk/domain/decimal';
import type { ExchangeType } from '@signal-desk/domain/markets';

/** Where a signal's pair is quoted. */
export interface PricedInstrument {
  quoteProvider: number;
  exchange: string | null;
  exchangeType: ExchangeType | null;
  base: string;
  quote: string;
  symbolId: string;
}

export interface LivePrice {
  bid: string;
  ask: string;
  /** Provider time, ms since the epoch. */
  time: number;
  source: string;
}

/** The latest quotes the signals module reads (implemented over the quote hub). */
export interface LivePrices {
  /** The latest price of the instrument, fresh or not; null when none was ever received. */
  latest(instrument: PricedInstrument): LivePrice | null;
}

/** The latest price with bid and ask as normalised decimal text (quotes may carry trailing zeros). */
export function readPrice(prices: LivePrices, instrument: PricedInstrument): LivePrice | null {
  const quote = prices.latest(instrument);
  return quote ? { ...quote, bid: text(dec(quote.bid)), ask: text(dec(quote.ask)) } : null;
}
