import type { App } from '@signal-desk/domain/apps';
import { filterSchema } from '@signal-desk/domain/content';
import { MAX_PER_PAGE } from '@signal-desk/domain/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export const FILTERS_KEY = ['filters'] as const;

/** GET /filters?app=: categories and items by position. */
export const filtersQueryOptions = (app: App) =>
  queryOptions({
    queryKey: [...FILTERS_KEY, 'list', app],
    queryFn: () =>
      apiClient.list('/filters', filterSchema, { page: 1, perPage: MAX_PER_PAGE, sort: 'position' }, { app }),
  });

export const useFilters = (app: App) => useQuery(filtersQueryOptions(app));
