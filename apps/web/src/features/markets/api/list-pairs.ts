import { currencyPairSchema } from '@signal-desk/domain/markets';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ListParams } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

export const pairsListQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.currencyPairs, 'list', params],
    queryFn: () => apiClient.list('/currency-pairs', currencyPairSchema, params),
    placeholderData: keepPreviousData,
  });

export const usePairsList = (params: ListParams) => useQuery(pairsListQueryOptions(params));
