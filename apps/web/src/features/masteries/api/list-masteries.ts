import type { App } from '@signal-desk/domain/apps';
import { masterySchema } from '@signal-desk/domain/content';
import { MAX_PER_PAGE } from '@signal-desk/domain/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export const MASTERIES_KEY = ['masteries'] as const;

/** GET /masteries?app=: the whole tree of an app, by order. */
export const masteriesQueryOptions = (app: App) =>
  queryOptions({
    queryKey: [...MASTERIES_KEY, app],
    queryFn: () =>
      apiClient.list('/masteries', masterySchema, { page: 1, perPage: MAX_PER_PAGE, sort: 'order' }, { app }),
  });

export const useMasteries = (app: App) => useQuery(masteriesQueryOptions(app));
