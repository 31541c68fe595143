import { performersSchema } from '@signal-desk/domain/stats';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { type StatsFilters, statsQueryOf } from '../components/stats-search';

/** GET /stats/performers: traders and strategies with their figures, best and worst, top monthly. */
export const statsPerformersQueryOptions = (filters: StatsFilters) =>
  queryOptions({
    queryKey: ['stats', 'performers', filters],
    queryFn: () => apiClient.get('/stats/performers', performersSchema, statsQueryOf(filters)),
    placeholderData: keepPreviousData,
  });

export const useStatsPerformers = (filters: StatsFilters) => useQuery(statsPerformersQueryOptions(filters));
