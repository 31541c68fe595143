import { Readable } from 'node:stream';
import type { QuoteUnavailableEvent, QuoteView } from '@signal-desk/domain/markets';
import type { QuoteSubscriptionItem, Resolution } from './quote-target';
import type { QuoteHub } from './quotes-service';

const HEARTBEAT_MS = 15_000;
const HEARTBEAT_SLOT = -1;

interface LiveItem {
  userUnicId: string;
  stop: () => void;
}

// The text after `{"_id":...,` of a price's event, written once per update for every stream carrying it.
const eventTails = new WeakMap<QuoteView, string>();
function eventTail(quote: QuoteView): string {
  let tail = eventTails.get(quote);
  if (tail === undefined) {
    tail = `${JSON.stringify(quote).slice(1)}\n\n`;
    eventTails.set(quote, tail);
  }
  return tail;
}

/**
 * Events wait this long to be written together: one socket write per stream per window instead of one
 * per price, the bulk of the cost of a busy stream.
 */
const WRITE_WINDOW_MS = 10;

// Streams with events waiting, written together at the end of the window.
const waiting = new Set<QuoteEventStream>();
let writeQueued = false;
function writeWaiting(): void {
  writeQueued = false;
  for (const stream of waiting) stream.writePending();
  waiting.clear();
}

/**
 * The server-sent events of one subscribe request. Each item keeps one pending event, its latest
 * price: a slow client gets fewer updates, never a growing backlog. Events go out when the socket
 * asks for more (Readable backpressure), gathered over a 10 ms window into one write.
 */
export class QuoteEventStream extends Readable {
  private readonly pending = new Map<number, string>();
  private readonly live = new Map<number, LiveItem>();
  private readonly heartbeat: NodeJS.Timeout;
  private wanted = false;
  private finished = false;

  constructor(
    readonly adminId: string,
    items: readonly { item: QuoteSubscriptionItem; resolution: Resolution }[],
    hub: QuoteHub,
  ) {
    super();
    // Sent at once so the client knows the stream is open before the first price.
    this.push(': quotes\n\n');
    items.forEach(({ item, resolution }, slot) => {
      const id = JSON.stringify(item._id);
      if (!resolution.ok) {
        const { reason, message } = resolution;
        this.enqueue(
          slot,
          `event: unavailable\ndata: ${JSON.stringify({ _id: item._id, reason, message } satisfies QuoteUnavailableEvent)}\n\n`,
        );
        return;
      }
      const prefix = `data: {"_id":${id},`;
      const stop = hub.watch(resolution.target, (quote) => this.enqueue(slot, prefix + eventTail(quote)));
      this.live.set(slot, { userUnicId: item.userUnicId, stop });
    });
    this.heartbeat = setInterval(() => this.enqueue(HEARTBEAT_SLOT, ': heartbeat\n\n'), HEARTBEAT_MS);
    if (this.live.size === 0) this.finish();
  }

  /** Ends the items with these userUnicIds; the stream ends with its last item. Returns how many ended. */
  release(userUnicIds: ReadonlySet<string>): number {
    let released = 0;
    for (const [slot, item] of this.live) {
      if (!userUnicIds.has(item.userUnicId)) continue;
      item.stop();
      this.live.delete(slot);
      this.pending.delete(slot);
      released += 1;
    }
    if (released > 0 && this.live.size === 0) this.finish();
    return released;
  }

  /** Sends what is pending and ends the response. */
  finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.stopAll();
    this.pending.delete(HEARTBEAT_SLOT);
    this.pushPending();
    this.push(null);
  }

  override _read(): void {
    this.wanted = true;
    this.pushPending();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.stopAll();
    this.pending.clear();
    callback(error);
  }

  private enqueue(slot: number, event: string): void {
    this.pending.set(slot, event);
    if (!this.wanted) return;
    waiting.add(this);
    if (!writeQueued) {
      writeQueued = true;
      setTimeout(writeWaiting, WRITE_WINDOW_MS);
    }
  }

  /** Writes the pending events, if the reader wants more. */
  writePending(): void {
    if (this.wanted) this.pushPending();
  }

  /** The pending events as one chunk; `wanted` turns false when the reader's buffer is full. */
  private pushPending(): void {
    if (this.pending.size === 0 || this.destroyed) return;
    let chunk = '';
    for (const event of this.pending.values()) chunk += event;
    this.pending.clear();
    this.wanted = this.push(chunk);
  }

  private stopAll(): void {
    clearInterval(this.heartbeat);
    for (const item of this.live.values()) item.stop();
    this.live.clear();
  }
}

/** The open quote streams of this process, so that unsubscribe and shutdown can end them. */
export class QuoteStreams {
  private readonly open = new Set<QuoteEventStream>();

  constructor(private readonly hub: QuoteHub) {}

  async subscribe(adminId: string, items: readonly QuoteSubscriptionItem[]): Promise<QuoteEventStream> {
    const resolved = await Promise.all(
      items.map(async (item) => ({ item, resolution: await this.hub.resolve(item) })),
    );
    const stream = new QuoteEventStream(adminId, resolved, this.hub);
    this.open.add(stream);
    stream.once('close', () => this.open.delete(stream));
    return stream;
  }

  /** Ends the calling admin's subscriptions with these userUnicIds; returns how many ended. */
  unsubscribe(adminId: string, userUnicIds: readonly string[]): number {
    const ids = new Set(userUnicIds);
    let released = 0;
    for (const stream of this.open) if (stream.adminId === adminId) released += stream.release(ids);
    return released;
  }

  closeAll(): void {
    for (const stream of this.open) stream.finish();
  }
}
