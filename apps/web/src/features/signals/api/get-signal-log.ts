import { signalLogEntrySchema } from '@signal-desk/domain/signal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { signalKeys } from './signal-keys';

/** GET /signals/{id}/log: the activity trail of a trade idea, oldest first. */
export const signalLogQueryOptions = (id: string) =>
  queryOptions({
    queryKey: signalKeys.log(id),
    queryFn: () => apiClient.list(`/signals/${id}/log`, signalLogEntrySchema, { page: 1, perPage: 200 }),
  });

export const useSignalLog = (id: string | null) =>
  useQuery({ ...signalLogQueryOptions(id ?? ''), enabled: id !== null });
