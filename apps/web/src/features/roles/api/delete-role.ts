import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.send('DELETE', `/roles/${id}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.roles }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.adminUsers }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.me }),
      ]),
  });
}
