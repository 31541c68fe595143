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
    tickAgeMs: z.number().nullable(),
    lagMs: z.number().nullable(),
    reconnects: z.number().int(),
    subscribed: z.number().int(),
    error: z.string().nullable(),
  }),
);
/** A source's health, with when this browser received it (tick ages grow from there, whatever its clock says). */
export type FeedHealth = z.infer<typeof feedHealthSchema>[number] & { receivedAt: number };

/** The state of every quote source, refreshed every 5 s while shown. */
export const quotesHealthQueryOptions = queryOptions({
  queryKey: [...QUERY_KEYS.quotes, 'health'],
  queryFn: async (): Promise<FeedHealth[]> => {
    const feeds = await apiClient.get('/quotes/health', feedHealthSchema);
    const receivedAt = Date.now();
    return feeds.map((feed) => ({ ...feed, receivedAt }));
  },
  refetchInterval: 5_000,
  staleTime: 0,
});

export const useQuotesHealth = () => useQuery(quotesHealthQueryOptions);
