import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

const traderOptionSchema = z.object({ _id: z.string(), nickname: z.string() });

/** GET /traders: the traders whose followers a push can target (first 200, by nickname). */
export const traderOptionsQueryOptions = queryOptions({
  queryKey: ['traders', 'notification-options'],
  queryFn: () => apiClient.list('/traders', traderOptionSchema, { page: 1, perPage: 200 }),
  staleTime: 60_000,
});

export const useTraderOptions = (enabled: boolean) => useQuery({ ...traderOptionsQueryOptions, enabled });
