import { type FilterInput, filterSchema } from '@signal-desk/domain/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { FILTERS_KEY } from './list-filters';

/** POST /filters, or PUT /filters/{id}. */
export function useSaveFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: FilterInput }) =>
      id
        ? apiClient.send('PUT', `/filters/${id}`, input, filterSchema)
        : apiClient.send('POST', '/filters', input, filterSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FILTERS_KEY }),
  });
}
