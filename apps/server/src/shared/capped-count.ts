import { type CompleteKey, ScopedCache } from './scoped-cache';

/**
 * Counts that stop at a cap ("10,000+"), with the ones that reached it reused for a minute: counting
 * the matches of a common filter walks `cap` index entries on every page (tens to hundreds of ms),
 * and "more than the cap" stays true while the list changes by less than its size. Smaller counts are
 * cheap and never kept, so they are always exact. Concurrent counts of one filter share one query.
 * Keyed by the whole filter (its key type); kept per database (tests open several).
 */
export class CappedCounts<K extends CompleteKey<K>> {
  private readonly reached = new WeakMap<object, ScopedCache<K, number>>();

  constructor(
    readonly cap: number,
    private readonly keepMs = 60_000,
    private readonly maxKeys = 5_000,
    /** Milliseconds now, for the keep time (tests move it by hand). */
    private readonly clock?: () => number,
  ) {}

  /** `count(limit)` counts at most `limit` matches of the filter `key` names. */
  async count(
    db: object,
    key: K,
    count: (limit: number) => Promise<number>,
  ): Promise<{ total: number; capped: boolean }> {
    let reached = this.reached.get(db);
    if (!reached) {
      reached = new ScopedCache({ max: this.maxKeys, ttlMs: this.keepMs, clock: this.clock });
      this.reached.set(db, reached);
    }
    const n = await reached.read(key, () => count(this.cap + 1), { keep: (n) => n > this.cap });
    return n > this.cap ? { total: this.cap, capped: true } : { total: n, capped: false };
  }
}
