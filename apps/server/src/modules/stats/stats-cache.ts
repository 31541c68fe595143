import type { Database } from '../../db/client';
import { SIGNAL_CHANGES } from '../signals/signal-changes-service';

/**
 * Reports read many rows and change slowly: one answer per report and scope is kept for at most
 * STATS_CACHE_MS, and concurrent callers of a missing one share its load. Ranges that end "now" are
 * resolved against the end of the current window, so every caller in that window asks the same
 * question and none misses an idea already closed. Any signal change (of any replica) empties it, so
 * a report never disagrees with the list.
 */
export const STATS_CACHE_MS = 5_000;
const MAX_ENTRIES = 500;

export class StatsCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs = STATS_CACHE_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The instant ranges ending "now" end at: the end of the current window. */
  now(): Date {
    if (this.ttlMs <= 0) return new Date(this.clock());
    return new Date(Math.ceil(this.clock() / this.ttlMs) * this.ttlMs);
  }

  /** Empties the cache on every signal change; resolves to the function that stops listening. */
  listen(database: Database): Promise<() => Promise<void>> {
    return database.listen(SIGNAL_CHANGES, () => this.clear());
  }

  clear(): void {
    this.entries.clear();
  }

  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { at: now, value });
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
