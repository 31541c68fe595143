/**
 * Counts that stop at a cap ("10,000+"), with the ones that reached it reused for a minute: counting
 * the matches of a common filter walks `cap` index entries on every page (tens to hundreds of ms),
 * and "more than the cap" stays true while the list changes by less than its size. Smaller counts are
 * cheap and never kept, so they are always exact. Kept per database (tests open several).
 */
export class CappedCounts {
  private readonly reachedAt = new WeakMap<object, Map<string, number>>();

  constructor(
    readonly cap: number,
    private readonly keepMs = 60_000,
    private readonly maxKeys = 5_000,
  ) {}

  /** `count(limit)` counts at most `limit` matches; `key` names the filter (its SQL and parameters). */
  async count(
    db: object,
    key: string,
    count: (limit: number) => Promise<number>,
  ): Promise<{ total: number; capped: boolean }> {
    let reached = this.reachedAt.get(db);
    if (!reached) {
      reached = new Map();
      this.reachedAt.set(db, reached);
    }
    const at = reached.get(key);
    if (at !== undefined && Date.now() - at < this.keepMs) return { total: this.cap, capped: true };
    if (at !== undefined) reached.delete(key);
    const n = await count(this.cap + 1);
    if (n <= this.cap) return { total: n, capped: false };
    reached.set(key, Date.now());
    if (reached.size > this.maxKeys) reached.delete(reached.keys().next().value as string);
    return { total: this.cap, capped: true };
  }
}
