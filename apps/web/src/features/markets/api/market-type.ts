import { exchangeAvailabilitySchema, type MarketTypeInput } from '@signal-desk/domain/crypto-markets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

type MarketTypeQuery = Omit<MarketTypeInput, 'exchanges'> & { exchanges: readonly string[] };

/** Whether base/quote trades as spot (or futures) on each of the exchanges. */
export const marketTypeQueryOptions = (query: MarketTypeQuery) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.currencyPairs, 'market-type', query],
    queryFn: () =>
      apiClient.send('POST', '/exchanges/market-type', query, z.array(exchangeAvailabilitySchema)),
    enabled: query.base !== '' && query.quote !== '' && query.exchanges.length > 0,
    staleTime: 60_000,
  });

export const useMarketType = (query: MarketTypeQuery) => useQuery(marketTypeQueryOptions(query));
