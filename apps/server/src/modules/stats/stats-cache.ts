import type { Database } from '../../db/client';
import { SIGNAL_CHANGES } from '../signals/signal-changes-service';

/** Sent (migration 0018) in the transaction of any change of a closed idea's result, on any replica. */
export const SIGNAL_RESULTS = 'signal_results';

/**
 * What an answer is built on: 'results' (closed ideas' results only: performers, pips gain) or
 * 'signals' (also the statuses of open ideas: counters).
 */
export type StatsBasis = 'results' | 'signals';

/**
 * Reports read many rows and change slowly: one answer per report and scope is kept for at most
 * STATS_CACHE_MS, and concurrent callers of a missing one share its load. Ranges that end "now" are
 * resolved against the end of the current window, so every caller in that window asks the same
 * question and none misses an idea already closed. A change (of any replica) empties the answers
 * built on what it changed, so a report never disagrees with the list: any signal change empties
 * the 'signals' answers, a change of results every answer. The live engine moves open ideas all the
 * time; it empties the answers built on results only when it closes one.
 */
export const STATS_CACHE_MS = 5_000;
const MAX_ENTRIES = 500;

export class StatsCache {
  private readonly entries = new Map<string, { at: number; basis: StatsBasis; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs = STATS_CACHE_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The instant ranges ending "now" end at: the end of the current window. */
  now(): Date {
    if (this.ttlMs <= 0) return new Date(this.clock());
    return new Date(Math.ceil(this.clock() / this.ttlMs) * this.ttlMs);
  }

  /** Empties the answers a change makes out of date; resolves to the function that stops listening. */
  async listen(database: Database): Promise<() => Promise<void>> {
    const stops = [
      await database.listen(SIGNAL_CHANGES, () => this.clear('signals')),
      await database.listen(SIGNAL_RESULTS, () => this.clear()),
    ];
    return async () => {
      for (const stop of stops) await stop();
    };
  }

  /** Empties the answers built on `basis`, or every answer. */
  clear(basis?: StatsBasis): void {
    for (const [key, entry] of this.entries) if (!basis || entry.basis === basis) this.entries.delete(key);
  }

  read<T>(key: string, basis: StatsBasis, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { at: now, basis, value });
    // A failed load is not kept.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }
}
