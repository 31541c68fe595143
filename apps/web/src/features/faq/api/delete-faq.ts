import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { FAQ_KEY } from './list-categories';

/** DELETE /faq/{id}. */
export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.send('DELETE', `/faq/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAQ_KEY }),
  });
}
