import type { App } from '@signal-desk/domain/apps';
import { signalSummarySchema } from '@signal-desk/domain/signal';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { nextPageOf, SIGNALS_PER_PAGE } from './list-signals';
import { type SignalPage, signalKeys } from './signal-keys';

/** GET /signals/soft/delete: the recycle bin of an app, newest first, 50 at a time. */
export const recycleQueryOptions = (app: App) =>
  infiniteQueryOptions({
    queryKey: signalKeys.recycle(app),
    queryFn: ({ pageParam }): Promise<SignalPage> =>
      apiClient.list(
        '/signals/soft/delete',
        signalSummarySchema,
        { page: pageParam, perPage: SIGNALS_PER_PAGE, sort: '-updatedAt' },
        { app },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    refetchOnWindowFocus: false,
  });

export const useRecycleList = (app: App) => useInfiniteQuery(recycleQueryOptions(app));
