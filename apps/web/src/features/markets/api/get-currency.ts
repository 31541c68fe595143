import { currencySchema } from '@signal-desk/domain/markets';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

export const currencyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.currencies, 'detail', id],
    queryFn: () => apiClient.get(`/currencies/${id}`, currencySchema),
  });

export const useCurrency = (id: string) => useSuspenseQuery(currencyQueryOptions(id));
