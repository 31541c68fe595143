import type { Quote, QuoteListener, QuoteSource, SourceHealth } from './quote-source';

/** The listeners and health figures every quote source keeps, whatever its protocol. */
export class SourceStatus {
  connected = false;
  error: string | null = null;
  reconnects = 0;
  private lastTickAt: number | null = null;
  private lagMs: number | null = null;
  private readonly listeners = new Set<QuoteListener>();

  onQuote(listener: QuoteListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  emit(quote: Quote): void {
    const now = Date.now();
    this.lastTickAt = now;
    this.lagMs = now - quote.time;
    for (const listener of this.listeners) listener(quote);
  }

  health(source: Pick<QuoteSource, 'name' | 'kind' | 'simulated'>, subscribed: number): SourceHealth {
    return {
      source: source.name,
      kind: source.kind,
      simulated: source.simulated,
      connected: this.connected,
      lastTickAt: this.lastTickAt,
      lagMs: this.lagMs,
      reconnects: this.reconnects,
      subscribed,
      error: this.error,
    };
  }
}
