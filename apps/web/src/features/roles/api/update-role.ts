import { type RoleInput, roleSchema } from '@signal-desk/domain/role';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

/** A role's permissions flow into its admins' effective permissions: their queries refresh too. */
export function useUpdateRole(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RoleInput) => apiClient.send('PUT', `/roles/${id}`, input, roleSchema),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.roles }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.adminUsers }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.me }),
      ]),
  });
}
