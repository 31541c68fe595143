import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { MASTERIES_KEY } from './list-masteries';

/** DELETE /masteries/{id}: a video, or an empty category. */
export function useDeleteMastery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.send('DELETE', `/masteries/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MASTERIES_KEY }),
  });
}
