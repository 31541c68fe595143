import { type RoleInput, roleSchema } from '@signal-desk/domain/role';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RoleInput) => apiClient.send('POST', '/roles', input, roleSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.roles }),
  });
}
