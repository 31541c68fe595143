import { roleSchema } from '@signal-desk/domain/role';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ListParams } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

export const rolesListQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.roles, 'list', params],
    queryFn: () => apiClient.list('/roles', roleSchema, params),
    placeholderData: keepPreviousData,
  });

export const useRolesList = (params: ListParams) => useQuery(rolesListQueryOptions(params));
