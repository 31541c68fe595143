import { signalSchema } from '@signal-desk/domain/signal';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { signalKeys } from './signal-keys';

/** GET /signals/{id}: one trade idea with every field. */
export const signalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: signalKeys.detail(id),
    queryFn: () => apiClient.get(`/signals/${id}`, signalSchema),
  });

export const useSignal = (id: string) => useSuspenseQuery(signalQueryOptions(id));

/** The route's loader: the idea starts loading with the page's code, which suspends until it is there. */
export const prefetchSignal = (id: string) => queryClient.prefetchQuery(signalQueryOptions(id));
