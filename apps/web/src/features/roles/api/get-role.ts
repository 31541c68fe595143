import { roleSchema } from '@signal-desk/domain/role';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

export const roleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.roles, 'detail', id],
    queryFn: () => apiClient.get(`/roles/${id}`, roleSchema),
  });

export const useRole = (id: string) => useSuspenseQuery(roleQueryOptions(id));
