import type { FeedPage, FeedPageKey } from '@signal-desk/domain/app-api';
import type { App } from '@signal-desk/domain/apps';
import type { ListPage } from '@signal-desk/domain/http';
import type { SignalSummary } from '@signal-desk/domain/signal';
import type { Database } from '../../db/client';
import { type KeyPart, ScopedCache } from '../../shared/scoped-cache';
import { parseSignalChange, SIGNAL_CHANGES } from '../../shared/signal-changes';

const MAX_PAGES = 1000;

/**
 * A page of the back-office list: the app, which list (the recycle bin lists deleted ideas) and the
 * whole query. The reader's permissions are not part of it: they are checked before the read and
 * shape nothing in the page.
 */
export type SignalListKey = {
  app: App;
  list: 'active' | 'external' | 'recycle';
  deleted: boolean;
  query: { readonly [field: string]: KeyPart | undefined };
};

const byApp = { key: (key: { app: App }) => key.app };

/**
 * Recently read signal list pages (the back-office's and the customer feed's), so the many pages watching the same list cost one query. A page
 * is kept until its app changes:
 * - every committed signal change reaches every replica through `signal_changes`, whose handlers run
 *   in subscription order, so the cache is invalidated before live pages are told to refetch;
 * - a mutation answered by this replica invalidates its app before its reply leaves, so a writer
 *   always reads its own write;
 * - nothing lives longer than `maxAgeMs` (changes that send no notification, such as a nickname);
 *   0 turns the cache off.
 * A page loading while its app changes answers its readers but is not kept.
 */
export class SignalListCache {
  readonly pages: ScopedCache<SignalListKey, ListPage<SignalSummary>>;
  readonly feed: ScopedCache<FeedPageKey, FeedPage>;

  constructor(maxAgeMs: number) {
    this.pages = new ScopedCache<SignalListKey, ListPage<SignalSummary>>({
      max: MAX_PAGES,
      ttlMs: maxAgeMs,
      scope: byApp,
    });
    this.feed = new ScopedCache<FeedPageKey, FeedPage>({
      max: MAX_PAGES,
      ttlMs: maxAgeMs,
      scope: byApp,
    });
  }

  async listen(database: Database): Promise<() => Promise<void>> {
    return database.listen(SIGNAL_CHANGES, (payload) => {
      const change = parseSignalChange(payload);
      if (change) this.invalidate(change.app);
      else this.invalidateAll();
    });
  }

  invalidate(app: App) {
    this.pages.invalidate(app);
    this.feed.invalidate(app);
  }

  invalidateAll() {
    this.pages.clear();
    this.feed.clear();
  }
}
