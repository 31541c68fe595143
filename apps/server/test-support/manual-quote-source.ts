import type {
  InstrumentMeta,
  ProviderKind,
  QuoteListener,
  QuoteSource,
  SourceHealth,
} from '../src/integrations/quotes/quote-source';

/** A quote source the tests drive by hand: it records subscriptions and ticks when told. */
export class ManualQuoteSource implements QuoteSource {
  readonly subscribed = new Set<string>();
  /** `subscribe X` / `unsubscribe X`, in order. */
  readonly calls: string[] = [];
  listingFails = false;
  private readonly listeners = new Set<QuoteListener>();

  constructor(
    readonly name: string,
    readonly kind: ProviderKind,
    private readonly listed: readonly string[],
    readonly simulated = false,
  ) {}

  async start(): Promise<void> {}

  async stop(): Promise<void> {}

  subscribe(symbols: readonly string[]): void {
    for (const symbol of symbols) {
      this.calls.push(`subscribe ${symbol}`);
      this.subscribed.add(symbol);
    }
  }

  unsubscribe(symbols: readonly string[]): void {
    for (const symbol of symbols) {
      this.calls.push(`unsubscribe ${symbol}`);
      this.subscribed.delete(symbol);
    }
  }

  onQuote(listener: QuoteListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async instruments(): Promise<InstrumentMeta[]> {
    if (this.listingFails) throw new Error('provider unreachable');
    return this.listed.map((symbol) => ({ symbol, base: symbol, quote: '' }));
  }

  health(): SourceHealth {
    return {
      source: this.name,
      kind: this.kind,
      simulated: this.simulated,
      connected: true,
      lastTickAt: null,
      lagMs: null,
      reconnects: 0,
      subscribed: this.subscribed.size,
      error: null,
    };
  }

  tick(symbol: string, bid: number, ask: number, time = Date.now()): void {
    for (const listener of this.listeners) listener({ symbol, bid, ask, price: (bid + ask) / 2, time });
  }
}
