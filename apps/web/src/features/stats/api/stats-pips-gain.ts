import { pipsGainSchema } from '@signal-desk/domain/stats';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { type StatsFilters, statsQueryOf } from '../components/stats-search';

/** GET /stats/pips-gain: results by year and month and the equity curve, per unit. */
export const statsPipsGainQueryOptions = (filters: StatsFilters) =>
  queryOptions({
    queryKey: ['stats', 'pips-gain', filters],
    queryFn: () => apiClient.get('/stats/pips-gain', pipsGainSchema, statsQueryOf(filters)),
    placeholderData: keepPreviousData,
  });

/** `enabled` false while the filters hold a range the API would refuse. */
export const useStatsPipsGain = (filters: StatsFilters, enabled = true) =>
  useQuery({ ...statsPipsGainQueryOptions(filters), enabled });
