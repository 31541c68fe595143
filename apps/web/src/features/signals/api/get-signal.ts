import { signalSchema } from '@signal-desk/domain/signal';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { signalLogQueryOptions } from './get-signal-log';
import { signalKeys } from './signal-keys';

/** GET /signals/{id}: one trade idea with every field. */
export const signalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: signalKeys.detail(id),
    queryFn: () => apiClient.get(`/signals/${id}`, signalSchema),
  });

export const useSignal = (id: string) => useSuspenseQuery(signalQueryOptions(id));

/**
 * The route's loader: the idea (and then its trail) start loading with the page's code, which suspends
 * until the idea is there.
 */
export function prefetchSignal(id: string) {
  const signal = queryClient.prefetchQuery(signalQueryOptions(id));
  void queryClient.prefetchQuery(signalLogQueryOptions(id));
  return signal;
}
