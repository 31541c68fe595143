import type { QuoteView } from '@signal-desk/domain/markets';
import { OPEN_STATUSES } from '@signal-desk/domain/signal';
import { closingPrice } from '@signal-desk/domain/signal-lifecycle';
import { triggerBand, triggers } from '@signal-desk/domain/signal-triggers';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { QuoteTarget } from '../modules/quotes/quote-target';
import {
  commitLifecycles,
  type EngineStep,
  lifecycleOf,
  loadOpenSignals,
  onSignalChanges,
  readSignals,
  type SignalDelivery,
  type SignalEventBus,
  type SignalRow,
} from '../modules/signals/engine-service';
import { type EngineMeters, NO_METERS } from '../shared/meters';
import { quoteTargetOf, toLivePrice } from './quote-keys';
import { SignalIndex } from './signal-index';

/** What the engine needs of the quote hub. */
export interface EngineQuotes {
  watch(target: QuoteTarget, listener: (quote: QuoteView) => void): () => void;
  onQuote(listener: (quote: QuoteView) => void): () => void;
}

export interface EngineStatus {
  openSignals: number;
  watchedKeys: number;
  /** Keys whose feed is outdated: their triggers wait for a fresh price. */
  pausedKeys: string[];
  committed: number;
  lastTickAt: number | null;
  /** Between start() and stop(). */
  running: boolean;
}

const LOAD_BATCH = 5_000;
const CLOCK_MS = 1_000;
const OWN_VERSIONS_KEPT = 100_000;
/** Engine transactions running at once, and the most signals one of them commits. */
const MAX_COMMITS = 2;
const COMMIT_BATCH = 1_000;
/** An admin's change reaches the index this much later at most (see `refreshSoon`). */
const REFRESH_COALESCE_MS = 10;

/** What a queued signal's event is, judged on its locked row, and when its tick or clock beat came. */
type Step = ((row: SignalRow) => EngineStep & { stillTriggered: boolean }) & { since: number };

type IndexEntry = NonNullable<ReturnType<SignalIndex['entry']>>;

interface Expiry {
  at: number;
  id: string;
}

/**
 * The live engine: every tick is checked against the open signals of its key through the index, and
 * each triggered transition is re-evaluated on the signal's current row and written only while the
 * row is still at that version, so two replicas seeing the same tick commit it once
 * (docs/decisions/0004). Admins' changes reach the index of every replica through LISTEN/NOTIFY;
 * pending signals expire on the clock.
 */
export class SignalEngine {
  private readonly index = new SignalIndex();
  private readonly watching = new Map<string, () => void>();
  /**
   * Signals queued or being committed, with the index entry they were taken out of (ticks skip them
   * meanwhile: a burst's signals are not reached again by every tick of a slow commit).
   */
  private readonly inFlight = new Map<string, IndexEntry | undefined>();
  /** The newest fresh quote of each key: what a committed signal is checked against again. */
  private readonly latest = new Map<string, QuoteView>();
  /** Signals waiting for the next engine transaction, with how to judge each. */
  private readonly queued = new Map<string, Step>();
  private committing = 0;
  private readonly paused = new Set<string>();
  private expiries: Expiry[] = [];
  private readonly expiresAt = new Map<string, number>();
  private readonly stops: (() => unknown)[] = [];
  private committed = 0;
  /** Versions this replica committed whose notification has not come back yet: no reload needed. */
  private readonly ownVersions = new Map<string, number>();
  /** Changed signals waiting to be read again (see `refreshSoon`). */
  private readonly toRefresh = new Set<string>();
  private refreshTimer: NodeJS.Timeout | undefined;
  private refreshing: Promise<unknown> | undefined;
  private lastTickAt: number | null = null;
  private running = false;
  private readonly meters: EngineMeters;

  constructor(
    private readonly deps: {
      database: Database;
      quotes: EngineQuotes;
      events: SignalEventBus;
      log: FastifyBaseLogger;
      /** What the engine's writes record for delivery in this process. */
      delivery: SignalDelivery;
      meters?: EngineMeters;
    },
  ) {
    this.meters = deps.meters ?? NO_METERS.engine;
  }

  async start(): Promise<void> {
    const unlisten = await onSignalChanges(this.deps.database, (change) => {
      const own = this.ownVersions.get(change.id);
      this.ownVersions.delete(change.id);
      if (own === change.version) return;
      this.refreshSoon(change.id);
    });
    this.stops.push(unlisten);
    await this.loadOpenSignals();
    this.stops.push(this.deps.quotes.onQuote((quote) => this.onTick(quote)));
    const clock = setInterval(() => this.expireDue(), CLOCK_MS);
    clock.unref();
    this.stops.push(() => clearInterval(clock));
    this.running = true;
  }

  async stop(): Promise<void> {
    this.running = false;
    for (const stop of this.stops.splice(0)) await stop();
    clearTimeout(this.refreshTimer);
    await this.refreshing;
    for (const unwatch of this.watching.values()) unwatch();
    this.watching.clear();
    while (this.inFlight.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  status(): EngineStatus {
    return {
      openSignals: this.index.size + [...this.inFlight.keys()].filter((id) => !this.index.has(id)).length,
      watchedKeys: this.watching.size,
      pausedKeys: [...this.paused],
      committed: this.committed,
      lastTickAt: this.lastTickAt,
      running: this.running,
    };
  }

  private async loadOpenSignals() {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await loadOpenSignals(this.deps.database.db, after, LOAD_BATCH);
      this.track(rows);
      const last = rows.at(-1);
      if (!last || rows.length < LOAD_BATCH) return;
      after = last.id;
    }
  }

  /** Puts signals' current state in the index (or out of it) and keeps their keys watched. */
  private track(rows: readonly SignalRow[]) {
    const items = rows.map((row) => {
      const target = quoteTargetOf(row);
      const open = OPEN_STATUSES.includes(row.status) && !row.softDelete;
      this.scheduleExpiry(row.id, open && row.status === 'pending' ? row.expiresAt : null);
      const band = open && target ? triggerBand(lifecycleOf(row)) : null;
      if (band && target && !this.watching.has(target.key)) {
        this.watching.set(
          target.key,
          this.deps.quotes.watch(target, () => {}),
        );
      }
      return { id: row.id, key: target?.key ?? '', side: row.side, band };
    });
    if (items.length === 1) {
      const [item] = items;
      if (item) this.index.set(item.id, item.key, item.side, item.band);
    } else {
      this.index.load(items);
    }
    this.unwatchIdleKeys();
  }

  private unwatchIdleKeys() {
    if (this.watching.size <= this.index.keys().length) return;
    const used = new Set(this.index.keys());
    for (const [key, unwatch] of this.watching) {
      if (used.has(key)) continue;
      unwatch();
      this.watching.delete(key);
    }
  }

  /**
   * Reads changed signals REFRESH_COALESCE_MS after the first change heard, together: a burst of
   * creations costs one statement, not one each.
   */
  private refreshSoon(id: string) {
    this.toRefresh.add(id);
    this.refreshTimer ??= setTimeout(() => {
      this.refreshTimer = undefined;
      const ids = [...this.toRefresh];
      this.toRefresh.clear();
      this.refreshing = this.refresh(ids).catch((err) =>
        this.deps.log.error({ err }, 'engine refresh failed'),
      );
    }, REFRESH_COALESCE_MS);
  }

  private async refresh(ids: readonly string[]) {
    const rows = await readSignals(this.deps.database.db, ids);
    this.track(rows);
    const found = new Set(rows.map((row) => row.id));
    for (const id of ids) if (!found.has(id)) this.index.delete(id);
  }

  private onTick(quote: QuoteView) {
    this.lastTickAt = Date.now();
    this.meters.tick();
    if (quote.outdated) {
      if (!this.paused.has(quote.key))
        this.deps.log.warn({ key: quote.key }, 'feed outdated: triggers paused');
      this.paused.add(quote.key);
      return;
    }
    this.paused.delete(quote.key);
    this.latest.set(quote.key, quote);
    const reached = this.index.reached(quote.key, quote.bid, quote.ask);
    if (reached.length > 0) this.process(reached, quote);
  }

  /**
   * Queues the signals a tick moves, out of the index until their commit is done. A signal already
   * queued or being committed is not touched twice at once: afterwards it is checked again against
   * the newest quote of its key.
   */
  private process(reached: readonly string[], quote: QuoteView) {
    const ids = reached.filter((id) => !this.inFlight.has(id));
    if (ids.length === 0) return;
    const price = toLivePrice(quote);
    const at = new Date(quote.time).toISOString();
    const step: Step = Object.assign(
      (row: SignalRow) => ({
        event: { type: 'price' as const, bid: price.bid, ask: price.ask, at, manual: false },
        quote: price,
        stillTriggered: triggers(
          triggerBand(lifecycleOf(row)) ?? { low: -Infinity, high: Infinity },
          closingPrice(row.side, quote.bid, quote.ask),
        ),
      }),
      { since: performance.now() },
    );
    for (const id of ids) {
      this.inFlight.set(id, this.index.entry(id));
      this.index.delete(id);
      this.queued.set(id, step);
    }
    this.drain();
  }

  /**
   * Commits what is queued, everything at once, in at most MAX_COMMITS transactions at a time: when
   * ticks come faster than commits, the next transaction takes all the ticks that arrived meanwhile
   * instead of each waiting for a connection of its own.
   */
  private drain() {
    while (this.committing < MAX_COMMITS && this.queued.size > 0) {
      const batch = new Map<string, Step>();
      for (const [id, step] of this.queued) {
        if (batch.size === COMMIT_BATCH) break;
        batch.set(id, step);
      }
      for (const id of batch.keys()) this.queued.delete(id);
      this.committing += 1;
      this.commit(batch)
        .then(
          () => this.settle([...batch.keys()], false),
          (err) => {
            this.deps.log.error({ err, signals: batch.size }, 'engine commit failed');
            this.settle([...batch.keys()], true);
          },
        )
        .finally(() => {
          this.committing -= 1;
          this.drain();
        });
    }
  }

  /**
   * Releases committed signals (the commit put them back in the index in their new state; a failed
   * one goes back as it was, unless a notification reloaded it meanwhile) and queues again those the
   * newest quote of their key moves.
   */
  private settle(ids: readonly string[], failed: boolean) {
    const again = new Map<QuoteView, string[]>();
    for (const id of ids) {
      const taken = this.inFlight.get(id);
      this.inFlight.delete(id);
      if (failed && taken && !this.index.has(id)) this.index.set(id, taken.key, taken.side, taken.band);
      const key = this.index.entry(id)?.key;
      const quote = key === undefined || this.paused.has(key) ? undefined : this.latest.get(key);
      if (quote && this.index.reaches(id, quote.bid, quote.ask)) {
        const list = again.get(quote);
        if (list) list.push(id);
        else again.set(quote, [id]);
      }
    }
    for (const [quote, retry] of again) this.process(retry, quote);
  }

  /**
   * Re-checks each signal on its current row (another replica may have moved it already) and commits
   * the events in one statement. The lifecycle events go to the bus after the commit.
   */
  private async commit(batch: ReadonlyMap<string, Step>) {
    // Lost notifications (a dropped listener) must not make this grow without end.
    if (this.ownVersions.size > OWN_VERSIONS_KEPT) this.ownVersions.clear();
    const results = await commitLifecycles(
      this.deps.database.db,
      this.deps.delivery,
      [...batch.keys()],
      (row) => {
        const step = batch.get(row.id)?.(row);
        if (!step?.stillTriggered) return null;
        // Known before the write: its notification often comes back before the write's answer. Should
        // another writer take this version first, the write is retried on a fresh read, which is tracked.
        this.ownVersions.set(row.id, row.version + 1);
        return { event: step.event, quote: step.quote };
      },
    );
    this.track(results.map((r) => r.row));
    const events = results.flatMap((r) => r.events);
    const done = performance.now();
    for (const r of results) {
      if (r.events.length === 0) continue;
      this.committed += 1;
      this.meters.committed(done - (batch.get(r.row.id)?.since ?? done));
    }
    if (events.length) this.deps.events.emit(events);
  }

  private scheduleExpiry(id: string, at: Date | null) {
    if (!at) {
      this.expiresAt.delete(id);
      return;
    }
    const time = at.getTime();
    if (this.expiresAt.get(id) === time) return;
    this.expiresAt.set(id, time);
    let lo = 0;
    let hi = this.expiries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.expiries[mid] as Expiry).at <= time) lo = mid + 1;
      else hi = mid;
    }
    this.expiries.splice(lo, 0, { at: time, id });
  }

  /** Expires pending signals whose time has come (entries of moved or closed signals are skipped). */
  private expireDue() {
    const now = Date.now();
    let due = 0;
    while (due < this.expiries.length && (this.expiries[due] as Expiry).at <= now) due += 1;
    if (due === 0) return;
    const batch = this.expiries.slice(0, due);
    this.expiries = this.expiries.slice(due);
    const step: Step = Object.assign(
      (row: SignalRow) => ({
        event: { type: 'clock' as const, now: new Date(now).toISOString() },
        stillTriggered: row.status === 'pending' && row.expiresAt !== null && row.expiresAt.getTime() <= now,
      }),
      { since: performance.now() },
    );
    const busy: Expiry[] = [];
    for (const expiry of batch) {
      if (this.expiresAt.get(expiry.id) !== expiry.at) continue;
      // Being committed for a tick: its expiry is looked at again on the next beat of the clock.
      if (this.inFlight.has(expiry.id)) {
        busy.push(expiry);
        continue;
      }
      this.expiresAt.delete(expiry.id);
      // Stays in the index: a tick that reaches it meanwhile skips it, as it is in flight.
      this.inFlight.set(expiry.id, undefined);
      this.queued.set(expiry.id, step);
    }
    this.expiries = [...busy, ...this.expiries];
    this.drain();
  }
}
