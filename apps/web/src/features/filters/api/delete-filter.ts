import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { FILTERS_KEY } from './list-filters';

/** DELETE /filters/{id}: a category must be empty (has_children otherwise). */
export function useDeleteFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.send('DELETE', `/filters/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FILTERS_KEY }),
  });
}
