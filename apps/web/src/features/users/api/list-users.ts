import { customerSchema } from '@signal-desk/domain/customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ListParams } from '../../../shared/api/api-client';
import { USERS_KEY } from './users-query-key';

/** GET /users: a page of customers (the search matches name, username, email, app or subscription type). */
export const usersListQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'list', params],
    queryFn: () => apiClient.list('/users', customerSchema, params),
    placeholderData: keepPreviousData,
  });

export const useUsersList = (params: ListParams) => useQuery(usersListQueryOptions(params));

/** GET /users with `where` on legacynumber: every account of one customer. */
export const otherAccountsQueryOptions = (legacynumber: string) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'legacy', legacynumber],
    queryFn: () =>
      apiClient.list('/users', customerSchema, {
        page: 1,
        perPage: 50,
        sort: '-createdAt',
        where: JSON.stringify({ legacynumber }),
      }),
  });

export const useOtherAccounts = (legacynumber: string | null) =>
  useQuery({ ...otherAccountsQueryOptions(legacynumber ?? ''), enabled: legacynumber !== null });
