import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

export function useChangeActivationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; activationStatus: boolean }) =>
      apiClient.send('POST', '/admin-users/change-activation-status', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.adminUsers }),
  });
}
