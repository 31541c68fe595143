import type { App } from '@signal-desk/domain/apps';
import type { Counters, Performers, PipsGain, ResultSums, ResultUnit } from '@signal-desk/domain/stats';
import type { Database } from '../../db/client';
import { ScopedCache } from '../../shared/scoped-cache';
import { SIGNAL_CHANGES } from '../../shared/signal-changes';

/**
 * Sent (migrations 0018 and 0020) in the transaction of any change of a closed idea's result, on any
 * replica, with the first UTC closing day it changed (`YYYY-MM-DD`).
 */
export const SIGNAL_RESULTS = 'signal_results';

/**
 * What one reader may see, and so the key of every answer: the apps they may open (or the one they
 * asked for), the trader (themself without STATS_GLOBAL; null: everyone), a strategy (null: all) and
 * the range (ISO instants).
 */
export type StatsScope = {
  apps: readonly App[];
  trader: string | null;
  strategy: string | null;
  from: string;
  to: string;
};

export type Dimension = 'all' | 'app' | 'trader' | 'strategy';

/** The whole closing days [fromDay, toDay) of a scope, summed per `dimension`. */
export type WholeDaysKey = Omit<StatsScope, 'from' | 'to'> & {
  dimension: Dimension;
  fromDay: string;
  toDay: string;
};

export interface Bucket extends ResultSums {
  key: string;
  unit: ResultUnit;
  day: string;
}

/** What a notification says changed: any signal, or the results of the days from `fromDay` on. */
export type StatsChange = { signals: true } | { resultsFrom: string };

/**
 * Reports read many rows and change slowly: one answer per report and scope is kept for at most
 * STATS_CACHE_MS, and concurrent callers of a missing one share its load. Ranges that end "now" are
 * resolved against the end of the current window, so every caller in that window asks the same
 * question and none misses an idea already closed. A change (of any replica) empties the answers
 * built on what it changed, so a report never disagrees with the list: any signal change empties
 * the counters (they count open ideas' statuses too), a change of results every answer. The live
 * engine moves open ideas all the time; it empties the answers built on results only when it closes
 * one.
 *
 * The results of whole past days are kept longer (WHOLE_DAYS_CACHE_MS): the engine closes ideas
 * today, so its closes empty the answers but not the past days they are rebuilt from; only a change
 * of the results of one of those days does.
 */
export const STATS_CACHE_MS = 5_000;
export const WHOLE_DAYS_CACHE_MS = 60_000;
const MAX_ANSWERS = 200;
const MAX_WHOLE_DAYS = 500;

export class StatsCache {
  readonly counters: ScopedCache<StatsScope, Counters>;
  readonly performers: ScopedCache<StatsScope, Performers>;
  readonly pipsGain: ScopedCache<StatsScope, PipsGain>;
  readonly wholeDays: ScopedCache<WholeDaysKey, Bucket[]>;

  constructor(
    private readonly ttlMs = STATS_CACHE_MS,
    private readonly clock: () => number = Date.now,
    daysTtlMs = WHOLE_DAYS_CACHE_MS,
  ) {
    const answers = { max: MAX_ANSWERS, ttlMs, clock };
    this.counters = new ScopedCache(answers);
    this.performers = new ScopedCache(answers);
    this.pipsGain = new ScopedCache(answers);
    this.wholeDays = new ScopedCache({ max: MAX_WHOLE_DAYS, ttlMs: ttlMs > 0 ? daysTtlMs : 0, clock });
  }

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
    this.counters.clear();
    if ('signals' in change) return;
    this.performers.clear();
    this.pipsGain.clear();
    const from = change.resultsFrom;
    this.wholeDays.invalidateWhere((key) => from < key.toDay);
  }
}
