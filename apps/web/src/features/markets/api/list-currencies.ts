import { currencySchema } from '@signal-desk/domain/markets';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ListParams } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

export const currenciesListQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.currencies, 'list', params],
    queryFn: () => apiClient.list('/currencies', currencySchema, params),
    placeholderData: keepPreviousData,
  });

export const useCurrenciesList = (params: ListParams) => useQuery(currenciesListQueryOptions(params));
