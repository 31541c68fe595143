import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

/** GET /log-statistic/event-type: the kinds of event the log records. */
export const eventTypesQueryOptions = queryOptions({
  queryKey: ['activity-log', 'event-types'],
  queryFn: () => apiClient.get('/log-statistic/event-type', z.array(z.string())),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useEventTypes = () => useQuery(eventTypesQueryOptions);
