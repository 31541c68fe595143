import { type FeedHealth as FeedHealthItem, feedHealthSchema } from '@signal-desk/domain/quote-feeds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

/** A source's health, with when this browser received it (tick ages grow from there, whatever its clock says). */
export type FeedHealth = FeedHealthItem & { receivedAt: number };

/** The state of every quote source, refreshed every 5 s while shown. */
export const quotesHealthQueryOptions = queryOptions({
  queryKey: [...QUERY_KEYS.quotes, 'health'],
  queryFn: async (): Promise<FeedHealth[]> => {
    const feeds = await apiClient.get('/quotes/health', z.array(feedHealthSchema));
    const receivedAt = Date.now();
    return feeds.map((feed) => ({ ...feed, receivedAt }));
  },
  refetchInterval: 5_000,
  staleTime: 0,
});

export const useQuotesHealth = () => useQuery(quotesHealthQueryOptions);
