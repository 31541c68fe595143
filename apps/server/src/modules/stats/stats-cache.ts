import type { Database } from '../../db/client';
import { SIGNAL_CHANGES } from '../../shared/signal-changes';

/**
 * Sent (migrations 0018 and 0020) in the transaction of any change of a closed idea's result, on any
 * replica, with the first UTC closing day it changed (`YYYY-MM-DD`).
 */
export const SIGNAL_RESULTS = 'signal_results';

/**
 * What a cached value is built on: 'signals' (also the statuses of open ideas: counters), 'results'
 * (closed ideas' results only: performers, pips gain), or `{ daysBefore }`: the results of whole
 * closing days before that day (exclusive), which only a change of one of those days' results empties.
 */
export type StatsBasis = 'signals' | 'results' | { daysBefore: string };

/** What a notification says changed: any signal, or the results of the days from `fromDay` on. */
export type StatsChange = { signals: true } | { resultsFrom: string };

/**
 * Reports read many rows and change slowly: one answer per report and scope is kept for at most
 * STATS_CACHE_MS, and concurrent callers of a missing one share its load. Ranges that end "now" are
 * resolved against the end of the current window, so every caller in that window asks the same
 * question and none misses an idea already closed. A change (of any replica) empties the answers
 * built on what it changed, so a report never disagrees with the list: any signal change empties
 * the 'signals' answers, a change of results every answer. The live engine moves open ideas all the
 * time; it empties the answers built on results only when it closes one.
 *
 * The results of whole past days are kept longer (WHOLE_DAYS_CACHE_MS): the engine closes ideas
 * today, so its closes empty the answers but not the past days they are rebuilt from.
 */
export const STATS_CACHE_MS = 5_000;
export const WHOLE_DAYS_CACHE_MS = 60_000;
const MAX_ENTRIES = 500;

interface Entry {
  at: number;
  basis: StatsBasis;
  value: Promise<unknown>;
}

const emptiedBy = (basis: StatsBasis, change: StatsChange): boolean => {
  if ('signals' in change) return basis === 'signals';
  if (typeof basis === 'string') return true;
  return change.resultsFrom < basis.daysBefore;
};

export class StatsCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = STATS_CACHE_MS,
    private readonly clock: () => number = Date.now,
    private readonly daysTtlMs = WHOLE_DAYS_CACHE_MS,
  ) {}

  /** The instant ranges ending "now" end at: the end of the current window. */
  now(): Date {
    if (this.ttlMs <= 0) return new Date(this.clock());
    return new Date(Math.ceil(this.clock() / this.ttlMs) * this.ttlMs);
  }

  /** Empties the values a change makes out of date; resolves to the function that stops listening. */
  async listen(database: Database): Promise<() => Promise<void>> {
    const stops = [
      await database.listen(SIGNAL_CHANGES, () => this.clear({ signals: true })),
      // An empty payload (a trigger older than migration 0020) stands for every day.
      await database.listen(SIGNAL_RESULTS, (day) => this.clear({ resultsFrom: day })),
    ];
    return async () => {
      for (const stop of stops) await stop();
    };
  }

  /** Empties the values built on what `change` changed. */
  clear(change: StatsChange): void {
    for (const [key, entry] of this.entries) if (emptiedBy(entry.basis, change)) this.entries.delete(key);
  }

  read<T>(key: string, basis: StatsBasis, load: () => Promise<T>): Promise<T> {
    const ttl = typeof basis === 'string' ? this.ttlMs : this.daysTtlMs;
    if (this.ttlMs <= 0 || ttl <= 0) return load();
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < ttl) return hit.value as Promise<T>;
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
