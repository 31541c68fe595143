import { isOutdated, type QuoteView } from '@signal-desk/domain/markets';
import type { QuotesConfig } from '../../config';
import type { Feed, Quote, QuoteSource, SourceHealth } from '../../integrations/quotes/quote-source';
import { createQuoteSources } from '../../integrations/quotes/quote-sources';
import {
  type QuoteSubscriptionItem,
  type QuoteTarget,
  type Resolution,
  resolveQuoteTarget,
  unavailable,
} from './quote-target';

export type PriceListener = (quote: QuoteView) => void;

/** How often watched prices are checked for crossing the outdated line. */
const OUTDATED_CHECK_MS = 1_000;
/** How long a provider's list of instruments is trusted. */
const LISTING_TTL_MS = 60 * 60 * 1000;

interface Channel {
  target: QuoteTarget;
  source: QuoteSource;
  watchers: Set<PriceListener>;
  latest: QuoteView | undefined;
}

/**
 * The quote hub: owns the sources, subscribes upstream only while someone watches an instrument,
 * keeps the latest price per key and tells listeners of every update.
 */
export class QuoteHub {
  /** One channel per key ever watched: it holds the cache, and its watchers are the refcount. */
  private readonly channels = new Map<string, Channel>();
  private readonly channelsByFeed = new Map<Feed, Map<string, Channel>>();
  private readonly listeners = new Set<PriceListener>();
  private readonly listings = new Map<Feed, { expires: number; symbols: Promise<Set<string>> }>();
  private readonly detach: (() => void)[] = [];
  private outdatedCheck: NodeJS.Timeout | null = null;

  constructor(private readonly sources: ReadonlyMap<Feed, QuoteSource>) {}

  async start(): Promise<void> {
    for (const [feed, source] of this.sources) {
      const channels = new Map<string, Channel>();
      this.channelsByFeed.set(feed, channels);
      this.detach.push(source.onQuote((quote) => this.received(channels, source.simulated, quote)));
    }
    await Promise.all(this.sourceList().map((source) => source.start()));
    this.outdatedCheck = setInterval(() => this.markOutdated(), OUTDATED_CHECK_MS);
    this.outdatedCheck.unref();
  }

  async stop(): Promise<void> {
    if (this.outdatedCheck) clearInterval(this.outdatedCheck);
    for (const detach of this.detach.splice(0)) detach();
    await Promise.all(this.sourceList().map((source) => source.stop()));
  }

  /** Where an item's prices come from, or why it has none (checked against the provider's listing). */
  async resolve(item: QuoteSubscriptionItem): Promise<Resolution> {
    const resolution = resolveQuoteTarget(item);
    if (!resolution.ok) return resolution;
    const { feed, symbol } = resolution.target;
    const listed = await this.listedSymbols(feed);
    if (listed && !listed.has(symbol)) {
      return unavailable(
        feed === 'oanda' || feed === 'deriv' ? 'invalid_for_broker' : 'no_price_on_exchange',
      );
    }
    return resolution;
  }

  /**
   * Calls `listener` with the latest cached price now (if any), then with every update and when the
   * price becomes outdated. The first watcher of a key subscribes upstream, the last one to leave
   * unsubscribes. Returns the function that stops watching.
   */
  watch(target: QuoteTarget, listener: PriceListener): () => void {
    const channel = this.channel(target);
    // A wrapper of its own, so the same function watching twice counts twice.
    const watcher: PriceListener = (quote) => listener(quote);
    channel.watchers.add(watcher);
    if (channel.watchers.size === 1) channel.source.subscribe([target.symbol]);
    const cached = this.latest(target.key);
    if (cached) watcher(cached);
    return () => {
      if (channel.watchers.delete(watcher) && channel.watchers.size === 0) {
        channel.source.unsubscribe([target.symbol]);
      }
    };
  }

  latest(key: string): QuoteView | undefined {
    const quote = this.channels.get(key)?.latest;
    if (!quote || quote.outdated || !isOutdated(quote.time)) return quote;
    return { ...quote, outdated: true };
  }

  /** Every price update of every source (the signal engine): one call per tick, no copies. */
  onQuote(listener: PriceListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  health(): SourceHealth[] {
    return this.sourceList().map((source) => source.health());
  }

  sourceList(): QuoteSource[] {
    return [...this.sources.values()];
  }

  private channel(target: QuoteTarget): Channel {
    const existing = this.channels.get(target.key);
    if (existing) return existing;
    const source = this.sources.get(target.feed);
    if (!source) throw new Error(`No quote source for ${target.feed}`);
    const channel: Channel = { target, source, watchers: new Set(), latest: undefined };
    this.channels.set(target.key, channel);
    this.channelsByFeed.get(target.feed)?.set(target.symbol, channel);
    return channel;
  }

  private received(channels: Map<string, Channel>, simulated: boolean, quote: Quote): void {
    const channel = channels.get(quote.symbol);
    if (!channel) return;
    const view: QuoteView = {
      key: channel.target.key,
      bid: quote.bid,
      ask: quote.ask,
      price: quote.price,
      time: quote.time,
      outdated: isOutdated(quote.time),
      simulated,
    };
    channel.latest = view;
    for (const watcher of channel.watchers) watcher(view);
    for (const listener of this.listeners) listener(view);
  }

  private markOutdated(): void {
    const now = Date.now();
    for (const channel of this.channels.values()) {
      const { latest } = channel;
      if (channel.watchers.size === 0 || !latest || latest.outdated || !isOutdated(latest.time, now))
        continue;
      channel.latest = { ...latest, outdated: true };
      for (const watcher of channel.watchers) watcher(channel.latest);
      // The engine listens to every quote: a feed gone silent pauses its triggers there too.
      for (const listener of this.listeners) listener(channel.latest);
    }
  }

  /** The provider's symbols, or undefined when it cannot list them now (the item is then tried anyway). */
  private async listedSymbols(feed: Feed): Promise<Set<string> | undefined> {
    const source = this.sources.get(feed);
    if (!source) return undefined;
    let listing = this.listings.get(feed);
    if (!listing || listing.expires < Date.now()) {
      listing = {
        expires: Date.now() + LISTING_TTL_MS,
        symbols: source.instruments().then((instruments) => new Set(instruments.map((i) => i.symbol))),
      };
      this.listings.set(feed, listing);
    }
    const current = listing;
    return current.symbols.catch(() => {
      if (this.listings.get(feed) === current) this.listings.delete(feed);
      return undefined;
    });
  }
}

export async function createQuoteHub(config: QuotesConfig): Promise<QuoteHub> {
  return new QuoteHub(await createQuoteSources(config));
}
