import { countersSchema } from '@signal-desk/domain/stats';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { type StatsFilters, statsQueryOf } from '../components/stats-search';

/** GET /stats/counters: ideas by status and the figures per unit. */
export const statsCountersQueryOptions = (filters: StatsFilters) =>
  queryOptions({
    queryKey: ['stats', 'counters', filters],
    queryFn: () => apiClient.get('/stats/counters', countersSchema, statsQueryOf(filters)),
    placeholderData: keepPreviousData,
  });

/** `enabled` false while the filters hold a range the API would refuse. */
export const useStatsCounters = (filters: StatsFilters, enabled = true) =>
  useQuery({ ...statsCountersQueryOptions(filters), enabled });
