import type { App } from '@signal-desk/domain/apps';
import { QUOTE_PROVIDERS } from '@signal-desk/domain/apps';
import {
  type CurrencyPair,
  QUOTE_OUTDATED_MS,
  type QuoteUnavailableReason,
  type QuoteView,
  quotePriceEventSchema,
  quoteUnavailableEventSchema,
} from '@signal-desk/domain/markets';
import { apiClient } from '../api/api-client';
import { isApiError } from '../api/api-error';
import { whenIdle } from '../when-idle';
import { createSseParser } from './sse-parser';

/**
 * Live prices for any screen, over `POST /api/sse/subscribe-to-quotes` (SPEC section 7).
 *
 * Every screen asks through `useLivePrices` / `useLivePrice` (use-live-prices.ts); this hub gathers
 * what all mounted screens ask for into one streaming request per page (200 instruments a request at
 * most), reopens it when the set changes or the connection drops, and closes it with
 * `POST /api/sse/unsubscribe-quotes` when nothing is watched any more.
 */

/** What to price: a pair (see `livePriceItemOfPair`) or a signal's pair, named by your own id. */
export interface LivePriceItem {
  /** Your id for the item (a pair's or a signal's _id); the answer is keyed by it. */
  id: string;
  /** Quote provider code: OANDA 1, synthetic 2, crypto -1. */
  quoteProvider: number;
  /** Base currency; for synthetic indices the provider's symbol (the pair's symbolID, e.g. `stpRNG`). */
  from: string;
  /** Quote currency. */
  to: string;
  /** Crypto only: the exchange (ccxt id, e.g. `binance`). */
  exchange?: string | null;
  /** Crypto only: `spot` (default) or `futures`. */
  exchangeType?: string | null;
  app?: App;
}

export type LivePrice =
  /** Asked, no answer yet. */
  | { status: 'waiting' }
  | { status: 'live'; quote: QuoteView }
  /** The server has no price for it (SPEC section 8 messages, by reason). */
  | { status: 'unavailable'; reason: QuoteUnavailableReason; message: string }
  /** The server refused the request: no live price on this page. */
  | { status: 'failed' };

/** The item for a currency pair of the list (synthetic indices are asked by their provider symbol). */
export function livePriceItemOfPair(pair: CurrencyPair, app?: App): LivePriceItem {
  return {
    id: pair._id,
    quoteProvider: pair.quoteProvider,
    from: pair.quoteProvider === QUOTE_PROVIDERS.synthetic ? pair.symbolID : pair.base,
    to: pair.quote,
    exchange: pair.exchange,
    exchangeType: pair.exchangeType,
    app,
  };
}

/** Items asking for the same instrument share one subscription. */
export function instrumentKey(item: LivePriceItem): string {
  const exchangeType = item.quoteProvider === QUOTE_PROVIDERS.crypto ? (item.exchangeType ?? 'spot') : '';
  return [item.quoteProvider, item.from, item.to, item.exchange ?? '', exchangeType].join('|').toLowerCase();
}

const MAX_ITEMS_PER_STREAM = 200;
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
const WAITING: LivePrice = { status: 'waiting' };

const randomId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** One streaming request for up to 200 instruments; reconnects until closed. */
class QuoteStream {
  private readonly controller = new AbortController();
  private userUnicId = randomId();

  constructor(
    private readonly items: readonly LivePriceItem[],
    private readonly hub: LivePriceHub,
  ) {
    void this.run();
  }

  close() {
    if (this.controller.signal.aborted) return;
    this.controller.abort();
    void apiClient
      .send('POST', '/sse/unsubscribe-quotes', [{ userUnicId: this.userUnicId }])
      .catch(() => undefined);
  }

  private body() {
    return this.items.map((item, index) => ({
      _id: String(index),
      userUnicId: this.userUnicId,
      app: item.app,
      from: item.from,
      to: item.to,
      exchange: item.exchange ?? null,
      market: null,
      quoteProvider: item.quoteProvider,
      exchangeType: item.exchangeType ?? null,
    }));
  }

  private async run() {
    const { signal } = this.controller;
    for (let attempt = 0; !signal.aborted; attempt++) {
      try {
        const body = await apiClient.stream('/sse/subscribe-to-quotes', this.body(), signal);
        attempt = 0;
        await this.read(body);
      } catch (error) {
        if (signal.aborted) return;
        if (isApiError(error) && error.status < 500 && error.status !== 429) {
          this.hub.failed(this.items);
          return;
        }
      }
      if (signal.aborted) return;
      const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)] ?? 30_000;
      await new Promise((resolve) => setTimeout(resolve, delay));
      this.userUnicId = randomId();
    }
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const parser = createSseParser(({ event, data }) => {
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        return;
      }
      if (event === 'unavailable') {
        const parsed = quoteUnavailableEventSchema.safeParse(json);
        const item = parsed.success ? this.items[Number(parsed.data._id)] : undefined;
        if (parsed.success && item)
          this.hub.received(item, {
            status: 'unavailable',
            reason: parsed.data.reason,
            message: parsed.data.message,
          });
        return;
      }
      const parsed = quotePriceEventSchema.safeParse(json);
      const item = parsed.success ? this.items[Number(parsed.data._id)] : undefined;
      if (parsed.success && item) {
        const { _id, ...quote } = parsed.data;
        this.hub.received(item, { status: 'live', quote });
      }
    });
    const reader = body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        parser.push(decoder.decode(value, { stream: true }));
      }
    } finally {
      reader.releaseLock();
    }
  }
}

export class LivePriceHub {
  private readonly registrations = new Map<number, readonly LivePriceItem[]>();
  private readonly prices = new Map<string, LivePrice>();
  private readonly listeners = new Set<() => void>();
  private streams: QuoteStream[] = [];
  private openSignature = '';
  private nextRegistration = 1;
  private version = 0;
  private syncPending = false;
  /** The smallest (browser clock - quote time) seen: how far this browser's clock is from the feed's. */
  private clockOffset: number | undefined;

  /**
   * `schedule` runs the opening of the streams: once the browser has painted and is idle unless told,
   * so a page's first content is drawn before its prices stream.
   */
  constructor(private readonly schedule: (run: () => void) => void = whenIdle) {}

  /** Watches these items until the returned function is called. */
  register(items: readonly LivePriceItem[]): () => void {
    const id = this.nextRegistration++;
    this.registrations.set(id, items);
    this.scheduleSync();
    return () => {
      this.registrations.delete(id);
      this.scheduleSync();
    };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getVersion = () => this.version;

  priceOf(item: LivePriceItem): LivePrice {
    return this.prices.get(instrumentKey(item)) ?? WAITING;
  }

  /** Milliseconds since the quote was priced, corrected for the difference between the clocks. */
  ageOf(quote: QuoteView, now: number): number {
    return Math.max(0, now - quote.time - (this.clockOffset ?? 0));
  }

  /** SPEC section 4: older than 15 s (or said so by the server) is outdated. */
  isOutdated(quote: QuoteView, now: number): boolean {
    return quote.outdated || this.ageOf(quote, now) > QUOTE_OUTDATED_MS;
  }

  received(item: LivePriceItem, price: LivePrice) {
    if (price.status === 'live' && !price.quote.outdated) {
      const offset = Date.now() - price.quote.time;
      this.clockOffset = this.clockOffset === undefined ? offset : Math.min(this.clockOffset, offset);
    }
    this.prices.set(instrumentKey(item), price);
    this.changed();
  }

  failed(items: readonly LivePriceItem[]) {
    for (const item of items) this.prices.set(instrumentKey(item), { status: 'failed' });
    this.changed();
  }

  private changed() {
    this.version++;
    for (const listener of this.listeners) listener();
  }

  /**
   * Batches the registrations of one render (and StrictMode's mount-unmount-mount) into one change,
   * made once the browser has painted: the rows asking for prices show before their stream opens, and
   * on a phone's network the stream does not hold back the page's first content.
   */
  private scheduleSync() {
    if (this.syncPending) return;
    this.syncPending = true;
    this.schedule(() => {
      this.syncPending = false;
      this.sync();
    });
  }

  private sync() {
    const wanted = new Map<string, LivePriceItem>();
    for (const items of this.registrations.values()) {
      for (const item of items) wanted.set(instrumentKey(item), item);
    }
    const keys = [...wanted.keys()].sort();
    const signature = keys.join('\n');
    if (signature === this.openSignature) return;
    this.openSignature = signature;
    for (const stream of this.streams) stream.close();
    for (const key of [...this.prices.keys()]) if (!wanted.has(key)) this.prices.delete(key);
    this.streams = [];
    for (let start = 0; start < keys.length; start += MAX_ITEMS_PER_STREAM) {
      const items = keys.slice(start, start + MAX_ITEMS_PER_STREAM).map((key) => wanted.get(key));
      this.streams.push(new QuoteStream(items as LivePriceItem[], this));
    }
    this.changed();
  }
}

/** The one hub of the page. */
export const livePrices = new LivePriceHub();
