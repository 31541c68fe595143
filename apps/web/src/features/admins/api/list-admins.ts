import { adminUserSchema } from '@signal-desk/domain/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ListParams } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

export const adminsListQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.adminUsers, 'list', params],
    queryFn: () => apiClient.list('/admin-users', adminUserSchema, params),
    placeholderData: keepPreviousData,
  });

export const useAdminsList = (params: ListParams) => useQuery(adminsListQueryOptions(params));
