import { MAX_PER_PAGE } from '@signal-desk/domain/http';
import { type CurrencyType, currencySchema } from '@signal-desk/domain/markets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

/** The currencies of some types, by short name (the choices of a pair's base or quote). */
export const currencyOptionsQueryOptions = (types: readonly CurrencyType[]) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.currencies, 'options', types],
    queryFn: async () =>
      (
        await apiClient.list('/currencies', currencySchema, {
          page: 1,
          perPage: MAX_PER_PAGE,
          sort: 'shortName',
          where: JSON.stringify({ type: { in: types } }),
        })
      ).data,
    enabled: types.length > 0,
  });

export const useCurrencyOptions = (types: readonly CurrencyType[]) =>
  useQuery(currencyOptionsQueryOptions(types));
