import type { FeedPage, FeedPageKey, FeedQuery } from '@signal-desk/domain/app-api';
import type { App } from '@signal-desk/domain/apps';
import { pageOf } from '@signal-desk/domain/http';
import { CUSTOMER_FEED_SCHEMA_VERSION, feedSignalOf } from '@signal-desk/domain/outside/customer-feed';
import { OPEN_STATUSES, SIGNAL_STATUSES } from '@signal-desk/domain/signal';
import type { Db } from '../../db/client';
import { subscriptionState } from '../customers/customer-accounts-service';
import type { CustomerSessionRecord } from '../customers/customer-sessions-service';
import { listSignals } from '../signals/signals-service';

/** The feed's pages in the signal list cache (given by app.ts), emptied by every change of their app. */
export interface FeedPageCache {
  feed: { read(key: FeedPageKey, load: () => Promise<FeedPage>): Promise<FeedPage> };
}

const CLOSED_STATUSES = SIGNAL_STATUSES.filter((s) => !OPEN_STATUSES.includes(s));

/**
 * The trade ideas of the customer's app, newest first: open ones (live) only while the subscription
 * runs, closed ones with their result always. Pages come from the signal list cache (a page's key
 * holds the app and the subscription state), which every signal change of the app empties on every
 * replica.
 */
export async function readFeed(
  db: Db,
  cache: FeedPageCache,
  customer: CustomerSessionRecord,
  query: FeedQuery,
) {
  const subscription = subscriptionState(customer);
  const kind = subscription.active ? query.kind : 'closed';
  if (!subscription.active && query.kind === 'open') {
    return {
      schemaVersion: CUSTOMER_FEED_SCHEMA_VERSION,
      data: [],
      ...pageOf(0, query.page, query.perPage),
      subscription,
    };
  }
  const app = customer.app as App;
  const statuses = kind === 'open' ? [...OPEN_STATUSES] : kind === 'all' ? undefined : CLOSED_STATUSES;
  // Fields in alphabetical order: the key's text needs no sort.
  const key = { app, kind, page: query.page, perPage: query.perPage, subscribed: subscription.active };
  const page = await cache.feed.read(key, async () => {
    const listed = await listSignals(
      db,
      { page: query.page, perPage: query.perPage, sort: '-createdAt' },
      { app, status: statuses, deleted: false },
    );
    return { ...listed, data: listed.data.map(feedSignalOf) };
  });
  return { schemaVersion: CUSTOMER_FEED_SCHEMA_VERSION, ...page, subscription };
}
