import { customerDetailSchema } from '@signal-desk/domain/customers';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { USERS_KEY } from './users-query-key';

/** GET /users/{id}: one customer with their devices and live sessions. */
export const userQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'detail', id],
    queryFn: () => apiClient.get(`/users/${id}`, customerDetailSchema),
  });

export const useUser = (id: string) => useSuspenseQuery(userQueryOptions(id));
