import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

/** The crypto exchanges that list base/quote (a read, asked with POST as in SPEC section 7). */
export const cryptoExchangesQueryOptions = (base: string, quote: string) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.currencyPairs, 'crypto-exchanges', base, quote],
    queryFn: () =>
      apiClient.send('POST', '/currency-pairs/search-crypto-exchange', { base, quote }, z.array(z.string())),
    enabled: base !== '' && quote !== '',
    staleTime: 60_000,
  });

export const useCryptoExchanges = (base: string, quote: string) =>
  useQuery(cryptoExchangesQueryOptions(base, quote));
