import { cryptoCoinSchema } from '@signal-desk/domain/crypto-markets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

/** Coins the crypto exchanges list whose code contains the text (at least 2 characters), 50 at most. */
export const cryptoCoinsQueryOptions = (searchText: string) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.currencies, 'crypto-coins', searchText],
    queryFn: () =>
      apiClient.get('/currencies/search-crypto-coins', z.array(cryptoCoinSchema), {
        searchText,
        perPage: 50,
      }),
    enabled: searchText.length >= 2,
    staleTime: 5 * 60_000,
  });

export const useCryptoCoins = (searchText: string) => useQuery(cryptoCoinsQueryOptions(searchText));
