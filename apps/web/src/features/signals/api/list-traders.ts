import type { App } from '@signal-desk/domain/apps';
import { traderSchema } from '@signal-desk/domain/signal-support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

export type { Trader } from '@signal-desk/domain/signal-support';

/** GET /traders?app=: who may publish the app's trade ideas, by nickname (SPEC section 9: 50 a page). */
export const tradersQueryOptions = (app: App) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.traders, app],
    queryFn: async () =>
      (await apiClient.list('/traders', traderSchema, { page: 1, perPage: 50 }, { app })).data,
    staleTime: 5 * 60_000,
  });

export const useTraders = (app: App, enabled = true) => useQuery({ ...tradersQueryOptions(app), enabled });
