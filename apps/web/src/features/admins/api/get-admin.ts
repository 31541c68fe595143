import { adminUserSchema } from '@signal-desk/domain/admin';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

export const adminQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.adminUsers, 'detail', id],
    queryFn: () => apiClient.get(`/admin-users/${id}`, adminUserSchema),
  });

export const useAdmin = (id: string) => useSuspenseQuery(adminQueryOptions(id));
