import type { App } from '@signal-desk/domain/apps';
import { signalSummarySchema } from '@signal-desk/domain/signal';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import {
  parseSignalListSearch,
  type SignalListFilters,
  signalListPath,
  signalListQueryOf,
} from '../components/signal-list-search';
import { type SignalPage, signalKeys } from './signal-keys';

/** Rows fetched per scroll step (SPEC section 2: infinite-scroll throttle 50). */
export const SIGNALS_PER_PAGE = 50;

export const nextPageOf = (last: SignalPage) => (last.page < last.lastPage ? last.page + 1 : undefined);

/** GET /signals (GET /signals/external for external apps): an app's trade ideas, 50 at a time. */
export const signalsListQueryOptions = (app: App, filters: SignalListFilters) =>
  infiniteQueryOptions({
    queryKey: signalKeys.list(app, filters),
    queryFn: ({ pageParam }): Promise<SignalPage> =>
      apiClient.list(
        signalListPath(app),
        signalSummarySchema,
        { page: pageParam, perPage: SIGNALS_PER_PAGE, sort: '-createdAt' },
        signalListQueryOf(app, filters),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // Thousands of loaded rows are not fetched again on focus: the live channel keeps them current.
    refetchOnWindowFocus: false,
  });

export const useSignalsList = (app: App, filters: SignalListFilters) =>
  useInfiniteQuery(signalsListQueryOptions(app, filters));

/**
 * The route's loader: the first page of the list the URL asks for starts loading with the page's code,
 * not once the page has rendered.
 */
export const prefetchSignalsList = (search: Record<string, unknown>) => {
  const { app, filters } = parseSignalListSearch(search);
  return queryClient.prefetchInfiniteQuery(signalsListQueryOptions(app, filters));
};
