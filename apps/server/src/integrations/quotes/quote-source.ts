import type { Exchange, ExchangeType } from '@signal-desk/domain/markets';
import type { ProviderKind, SourceHealth } from '@signal-desk/domain/quote-feeds';

export type { ProviderKind, SourceHealth };

/** One market a quote key belongs to, whichever source (real or simulated) serves it. */
export type Feed = 'oanda' | 'deriv' | Exchange;

/** One price update from a provider. Prices are numbers as the provider wrote them (decimal text). */
export interface Quote {
  /** The provider's own symbol: EUR_USD (OANDA), R_100 or frxEURUSD (Deriv), BTC/USDT (ccxt). */
  symbol: string;
  bid: number;
  ask: number;
  /** Mid price, or the last trade where there is no book. */
  price: number;
  /** Provider time of the price, ms since the epoch. */
  time: number;
}

/** What a provider knows of an instrument; pipSize as a power of ten (OANDA 10^pipLocation, Deriv pip_size). */
export interface InstrumentMeta {
  symbol: string;
  base: string;
  quote: string;
  pipSize?: number;
  /** Decimal places of prices. */
  precision?: number;
  /** For crypto: spot or futures market. */
  market?: ExchangeType;
  /** Futures contract size where the exchange has one. */
  contractSize?: number;
  minAmount?: number;
}

/**
 * One quote provider connection (a real adapter or the simulated market). Subscriptions are sets of
 * provider symbols; quotes arrive through onQuote listeners.
 */
export interface QuoteSource {
  /** 'oanda', 'deriv', 'ccxt:binance', 'simulated:oanda', ... */
  readonly name: string;
  readonly kind: ProviderKind;
  readonly simulated: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
  subscribe(symbols: readonly string[]): void;
  unsubscribe(symbols: readonly string[]): void;
  onQuote(listener: QuoteListener): () => void;
  instruments(): Promise<InstrumentMeta[]>;
  health(): SourceHealth;
}

export type QuoteListener = (quote: Quote) => void;

/** Decimal places of a price or a tick size as written: 0.0001 has 4. */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/** The mid of bid and ask, to one decimal more than the prices carry (no 1.0834550000000001). */
export function midPrice(bid: number, ask: number): number {
  const decimals = Math.max(decimalPlaces(bid), decimalPlaces(ask)) + 1;
  return Number(((bid + ask) / 2).toFixed(decimals));
}

/** 10^exponent without floating-point residue (10 ** -4 is 0.00009999999999999999). */
export const powerOfTen = (exponent: number): number => Number(`1e${exponent}`);
