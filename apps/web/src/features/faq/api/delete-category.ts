import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { FAQ_KEY } from './list-categories';

/** DELETE /faq-category/{id}: refused (has_children) while it holds subcategories or questions. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.send('DELETE', `/faq-category/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAQ_KEY }),
  });
}
