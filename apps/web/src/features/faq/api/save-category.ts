import { type FaqCategoryInput, faqCategorySchema } from '@signal-desk/domain/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { FAQ_KEY } from './list-categories';

/** POST /faq-category, or PUT /faq-category/{id}. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: FaqCategoryInput }) =>
      id
        ? apiClient.send('PUT', `/faq-category/${id}`, input, faqCategorySchema)
        : apiClient.send('POST', '/faq-category', input, faqCategorySchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAQ_KEY }),
  });
}
