import { revokeCustomerSessionOutputSchema } from '@signal-desk/domain/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { USERS_KEY } from './users-query-key';

/** POST /users/{id}/revoke-session: the customer's app signs out at once. */
export function useRevokeUserSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.send('POST', `/users/${id}/revoke-session`, undefined, revokeCustomerSessionOutputSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
