import { type FaqInput, faqSchema } from '@signal-desk/domain/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { FAQ_KEY } from './list-categories';

/** POST /faq, or PUT /faq/{id}. */
export function useSaveFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: FaqInput }) =>
      id
        ? apiClient.send('PUT', `/faq/${id}`, input, faqSchema)
        : apiClient.send('POST', '/faq', input, faqSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAQ_KEY }),
  });
}
