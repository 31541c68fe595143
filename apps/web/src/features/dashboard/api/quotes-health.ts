import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

const feedHealthSchema = z.array(
  z.object({
    source: z.string(),
    kind: z.enum(['oanda', 'synthetic', 'crypto']),
    simulated: z.boolean(),
    connected: z.boolean(),
    lastTickAt: z.number().nullable(),
    lagMs: z.number().nullable(),
    reconnects: z.number().int(),
    subscribed: z.number().int(),
    error: z.string().nullable(),
  }),
);
export type FeedHealth = z.infer<typeof feedHealthSchema>[number];

/** The state of every quote source, refreshed every 5 s while shown. */
export const quotesHealthQueryOptions = queryOptions({
  queryKey: [...QUERY_KEYS.quotes, 'health'],
  queryFn: () => apiClient.get('/quotes/health', feedHealthSchema),
  refetchInterval: 5_000,
  staleTime: 0,
});

export const useQuotesHealth = () => useQuery(quotesHealthQueryOptions);
