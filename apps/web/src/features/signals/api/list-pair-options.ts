import type { SignalType } from '@signal-desk/domain/apps';
import { MAX_PER_PAGE } from '@signal-desk/domain/http';
import { currencyPairSchema } from '@signal-desk/domain/markets';
import { PAIR_TYPES_OF_SIGNAL_TYPE } from '@signal-desk/domain/signal-markets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

/** GET /currency-pairs: the pairs a signal type trades by symbol, as the pairs page lists them (every type has far fewer than 200). */
export const pairOptionsQueryOptions = (signalType: SignalType) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.currencyPairs, 'signal-options', signalType],
    queryFn: async () =>
      (
        await apiClient.list('/currency-pairs', currencyPairSchema, {
          page: 1,
          perPage: MAX_PER_PAGE,
          sort: 'symbol',
          where: JSON.stringify({ type: { in: PAIR_TYPES_OF_SIGNAL_TYPE[signalType] } }),
        })
      ).data,
    staleTime: 5 * 60_000,
  });

export const usePairOptions = (signalType: SignalType) => useQuery(pairOptionsQueryOptions(signalType));
