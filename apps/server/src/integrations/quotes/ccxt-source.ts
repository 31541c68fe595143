import type { Exchange, ExchangeType } from '@signal-desk/domain/markets';
import type { Exchange as CcxtExchange, MarketInterface, Ticker } from 'ccxt';
import { Backoff, type BackoffOptions, DEFAULT_BACKOFF } from './backoff';
import {
  decimalPlaces,
  type InstrumentMeta,
  midPrice,
  type QuoteListener,
  type QuoteSource,
} from './quote-source';
import { SourceStatus } from './source-status';

/** How each exchange of SPEC section 3 is reached through ccxt; `market` keeps a feed to one kind. */
export const CCXT_EXCHANGES: Record<Exchange, { id: string; market?: ExchangeType }> = {
  binance: { id: 'binance' },
  binanceusdm: { id: 'binanceusdm', market: 'futures' },
  hitbtc: { id: 'hitbtc' },
  huobi: { id: 'htx' },
  kraken: { id: 'kraken' },
  kucoin: { id: 'kucoin' },
  okex: { id: 'okx' },
  bybit: { id: 'bybit', market: 'spot' },
  kucoinfutures: { id: 'kucoinfutures', market: 'futures' },
  bitgetfutures: { id: 'bitget', market: 'futures' },
  bybit_futures: { id: 'bybit', market: 'futures' },
};

export interface CcxtSourceOptions {
  exchange: Exchange;
  /** ccxt settings merged into the exchange's own (tests point `urls` at a local fake). */
  settings?: Record<string, unknown>;
  /** Period of fetchTickers polling, for an exchange without websocket tickers. */
  pollMs?: number;
  backoff?: BackoffOptions;
}

function marketType(market: MarketInterface): ExchangeType | undefined {
  if (market.spot) return 'spot';
  return market.swap || market.future ? 'futures' : undefined;
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > 300 ? `${text.slice(0, 300)}...` : text;
}

/**
 * A crypto exchange through ccxt: per symbol, the websocket book ticker (best bid and ask) where the
 * exchange has one, else its websocket ticker, else fetchTickers polling. ccxt reconnects a dropped
 * websocket on the next watch call; the loops here retry with backoff.
 */
export class CcxtSource implements QuoteSource {
  readonly name: string;
  readonly kind = 'crypto' as const;
  readonly simulated = false;
  private readonly status = new SourceStatus();
  private readonly symbols = new Set<string>();
  /** Symbols with a watch loop running. */
  private readonly watching = new Set<string>();
  private readonly sleepers = new Set<() => void>();
  private polling = false;
  private running = false;
  private marketsFailed = false;

  private constructor(
    private readonly options: CcxtSourceOptions,
    private readonly exchange: CcxtExchange,
  ) {
    this.name = `ccxt:${options.exchange}`;
  }

  /** ccxt is large: it is loaded only when a crypto source is configured. */
  static async create(options: CcxtSourceOptions): Promise<CcxtSource> {
    const { pro } = (await import('ccxt')).default;
    const Exchange = (pro as unknown as Record<string, new (settings: object) => CcxtExchange>)[
      CCXT_EXCHANGES[options.exchange].id
    ];
    if (!Exchange) throw new Error(`ccxt has no exchange ${CCXT_EXCHANGES[options.exchange].id}`);
    return new CcxtSource(options, new Exchange(options.settings ?? {}));
  }

  async start(): Promise<void> {
    this.running = true;
  }

  async stop(): Promise<void> {
    this.running = false;
    for (const wake of this.sleepers) wake();
    this.status.connected = false;
    await this.exchange.close();
  }

  subscribe(symbols: readonly string[]): void {
    for (const symbol of symbols) this.symbols.add(symbol);
    if (!this.streams()) {
      if (!this.polling && this.symbols.size > 0) void this.poll();
      return;
    }
    for (const symbol of symbols) {
      if (this.watching.has(symbol)) continue;
      this.watching.add(symbol);
      void this.watch(symbol).finally(() => this.watching.delete(symbol));
    }
  }

  unsubscribe(symbols: readonly string[]): void {
    for (const symbol of symbols) {
      if (!this.symbols.delete(symbol)) continue;
      // Ends the exchange subscription where ccxt can; otherwise the loop stops at the next update.
      const { has } = this.exchange;
      const ending = has.watchBidsAsks
        ? has.unWatchBidsAsks && this.exchange.unWatchBidsAsks([symbol])
        : has.unWatchTicker && this.exchange.unWatchTicker(symbol);
      if (ending) {
        ending.catch((error: unknown) => {
          this.status.error = describe(error);
        });
      }
    }
  }

  onQuote(listener: QuoteListener): () => void {
    return this.status.onQuote(listener);
  }

  async instruments(): Promise<InstrumentMeta[]> {
    const markets = await this.markets();
    const only = CCXT_EXCHANGES[this.options.exchange].market;
    return Object.values(markets).flatMap((market): InstrumentMeta[] => {
      const type = market && marketType(market);
      if (!market || !type || (only && type !== only) || market.active === false) return [];
      // Every exchange of SPEC section 3 uses ccxt's TICK_SIZE precision: precision.price is the tick.
      const tick = market.precision.price;
      return [
        {
          symbol: market.symbol,
          base: market.base,
          quote: market.quote,
          market: type,
          ...(tick ? { pipSize: tick, precision: decimalPlaces(tick) } : {}),
          ...(market.contractSize ? { contractSize: market.contractSize } : {}),
          ...(market.limits.amount?.min ? { minAmount: market.limits.amount.min } : {}),
        },
      ];
    });
  }

  health() {
    return this.status.health(this, this.symbols.size);
  }

  /** ccxt keeps a failed loadMarkets answer for good: after a failure, it must be asked to reload. */
  private async markets() {
    try {
      const markets = await this.exchange.loadMarkets(this.marketsFailed);
      this.marketsFailed = false;
      return markets;
    } catch (error) {
      this.marketsFailed = true;
      throw error;
    }
  }

  private streams(): boolean {
    return Boolean(this.exchange.has.watchBidsAsks || this.exchange.has.watchTicker);
  }

  private watch(symbol: string): Promise<void> {
    return this.repeat(
      () => this.symbols.has(symbol),
      async () => {
        await this.markets();
        const ticker = this.exchange.has.watchBidsAsks
          ? (await this.exchange.watchBidsAsks([symbol]))[symbol]
          : await this.exchange.watchTicker(symbol);
        if (ticker && this.symbols.has(symbol)) this.received(symbol, ticker);
      },
    );
  }

  private async poll(): Promise<void> {
    this.polling = true;
    await this.repeat(
      () => this.symbols.size > 0,
      async () => {
        await this.markets();
        const symbols = [...this.symbols];
        const tickers = this.exchange.has.fetchBidsAsks
          ? await this.exchange.fetchBidsAsks(symbols)
          : await this.exchange.fetchTickers(symbols);
        for (const symbol of symbols) {
          const ticker = tickers[symbol];
          if (ticker) this.received(symbol, ticker);
        }
        await this.sleep(this.options.pollMs ?? 2_000);
      },
    );
    this.polling = false;
  }

  /** Runs `step` while the source runs and `wanted()` holds, backing off after each failure. */
  private async repeat(wanted: () => boolean, step: () => Promise<void>): Promise<void> {
    const backoff = new Backoff(this.options.backoff ?? DEFAULT_BACKOFF);
    while (this.running && wanted()) {
      try {
        await step();
        backoff.reset();
      } catch (error) {
        if (!this.running || !wanted()) return;
        if (this.status.connected) this.status.reconnects += 1;
        this.status.connected = false;
        this.status.error = describe(error);
        await this.sleep(backoff.next());
      }
    }
  }

  private received(symbol: string, ticker: Ticker): void {
    const last = ticker.last ?? ticker.close;
    const book = ticker.bid && ticker.ask ? { bid: ticker.bid, ask: ticker.ask } : undefined;
    if (!book && !last) return;
    this.status.connected = true;
    this.status.error = null;
    // Where the exchange gives no book, the last trade stands for bid, ask and price.
    const bid = book?.bid ?? (last as number);
    const ask = book?.ask ?? (last as number);
    this.status.emit({
      symbol,
      bid,
      ask,
      price: book ? midPrice(bid, ask) : bid,
      time: ticker.timestamp ?? Date.now(),
    });
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleepers.add(wake);
    });
  }
}
