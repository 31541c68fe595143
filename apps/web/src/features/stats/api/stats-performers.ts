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

/** `enabled` false while the filters hold a range the API would refuse. */
export const useStatsPerformers = (filters: StatsFilters, enabled = true) =>
  useQuery({ ...statsPerformersQueryOptions(filters), enabled });
