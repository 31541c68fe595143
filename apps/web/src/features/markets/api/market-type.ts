import type { ExchangeType } from '@signal-desk/domain/markets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

const availabilitySchema = z.array(z.object({ exchange: z.string(), available: z.boolean() }));

interface MarketTypeQuery {
  base: string;
  quote: string;
  exchanges: readonly string[];
  type: ExchangeType;
}

/** Whether base/quote trades as spot (or futures) on each of the exchanges. */
export const marketTypeQueryOptions = (query: MarketTypeQuery) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.currencyPairs, 'market-type', query],
    queryFn: () => apiClient.send('POST', '/exchanges/market-type', query, availabilitySchema),
    enabled: query.base !== '' && query.quote !== '' && query.exchanges.length > 0,
    staleTime: 60_000,
  });

export const useMarketType = (query: MarketTypeQuery) => useQuery(marketTypeQueryOptions(query));
