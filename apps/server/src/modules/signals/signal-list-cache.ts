import type { Database } from '../../db/client';
import { parseSignalChange, SIGNAL_CHANGES } from '../../shared/signal-changes';

const MAX_ENTRIES = 1000;

interface Entry {
  version: number;
  storedAt: number;
  value: Promise<unknown>;
}

/**
 * Recently read signal list pages, so the many pages watching the same list cost one query. An entry
 * is valid while its app saw no change since the query that produced it began:
 * - every committed signal change reaches every replica through `signal_changes`, whose handlers run
 *   in subscription order, so the cache is invalidated before live pages are told to refetch;
 * - a mutation answered by this replica invalidates its app (`invalidate`) before its reply leaves,
 *   so a writer always reads its own write;
 * - nothing lives longer than `maxAgeMs` (changes that send no notification, such as a nickname);
 *   0 turns the cache off.
 */
export class SignalListCache {
  private readonly versions = new Map<string, number>();
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxAgeMs: number) {}

  async listen(database: Database): Promise<() => Promise<void>> {
    return database.listen(SIGNAL_CHANGES, (payload) => {
      const change = parseSignalChange(payload);
      if (change) this.invalidate(change.app);
      else this.invalidateAll();
    });
  }

  /**
   * The page for this key, or the one `load` reads. Readers arriving while it loads share that load;
   * it stays valid only if its app did not change meanwhile, and a failed load is forgotten.
   */
  read<T>(app: string, key: string, load: () => Promise<T>): Promise<T> {
    if (this.maxAgeMs === 0) return load();
    const version = this.versionOf(app);
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.version === version && now - hit.storedAt < this.maxAgeMs) return hit.value as Promise<T>;
    const value = load();
    const entry = { version, storedAt: now, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  invalidate(app: string) {
    this.versions.set(app, (this.versions.get(app) ?? 0) + 1);
  }

  /**
   * Forgets every page, loads in flight included (their callers still get them): a change whose app the
   * notification does not say.
   */
  invalidateAll() {
    this.entries.clear();
  }

  private versionOf(app: string) {
    return this.versions.get(app) ?? 0;
  }
}
