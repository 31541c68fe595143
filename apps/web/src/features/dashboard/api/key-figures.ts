import type { StatsPeriod } from '@signal-desk/domain/date-range';
import { countersSchema } from '@signal-desk/domain/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** GET /stats/counters of a period: the dashboard's key figures (the apps the admin may see). */
export const keyFiguresQueryOptions = (period: StatsPeriod) =>
  queryOptions({
    queryKey: ['stats', 'counters', { period }],
    queryFn: () => apiClient.get('/stats/counters', countersSchema, { period }),
    refetchInterval: 60_000,
  });

export const useKeyFigures = (period: StatsPeriod) => useQuery(keyFiguresQueryOptions(period));
