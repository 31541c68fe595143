import type { App } from '@signal-desk/domain/apps';
import type { ListPage } from '@signal-desk/domain/http';
import type { SignalSummary } from '@signal-desk/domain/signal';
import type { InfiniteData } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../shared/api/query-keys';
import type { SignalListFilters } from '../components/signal-list-search';

/**
 * The query keys of trade ideas, shared with the live channel that updates them in place:
 * a list `['signals', 'list', app, filters]` holds `InfiniteData<SignalPage>` (pages of
 * 50, newest first); the recycle bin `['signals', 'recycle', app]` the same; one idea
 * `['signals', 'detail', id]` a full Signal; its trail `['signals', 'log', id]`.
 */
export const signalKeys = {
  all: QUERY_KEYS.signals,
  lists: (app?: App) => (app ? [...QUERY_KEYS.signals, 'list', app] : [...QUERY_KEYS.signals, 'list']),
  list: (app: App, filters: SignalListFilters) => [...QUERY_KEYS.signals, 'list', app, filters],
  recycle: (app?: App) =>
    app ? [...QUERY_KEYS.signals, 'recycle', app] : [...QUERY_KEYS.signals, 'recycle'],
  detail: (id: string) => [...QUERY_KEYS.signals, 'detail', id],
  log: (id: string) => [...QUERY_KEYS.signals, 'log', id],
};

/** One page of GET /signals (or of the recycle bin). */
export type SignalPage = ListPage<SignalSummary>;
export type SignalPages = InfiniteData<SignalPage, number>;
