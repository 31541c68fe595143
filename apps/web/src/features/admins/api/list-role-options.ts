import { MAX_PER_PAGE } from '@signal-desk/domain/http';
import { roleSchema } from '@signal-desk/domain/role';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

/** The roles an admin can be given, by name. */
export const roleOptionsQueryOptions = queryOptions({
  queryKey: [...QUERY_KEYS.roles, 'options'],
  queryFn: async () =>
    (await apiClient.list('/roles', roleSchema, { page: 1, perPage: MAX_PER_PAGE, sort: 'name' })).data,
});

export const useRoleOptions = () => useQuery(roleOptionsQueryOptions);
