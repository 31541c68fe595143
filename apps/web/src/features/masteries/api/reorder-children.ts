import { masterySchema } from '@signal-desk/domain/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';
import { MASTERIES_KEY } from './list-masteries';

/** PUT /masteries/{id}/reorder-children {orderHashMap}: the new positions of a category's children. */
export function useReorderChildren() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ parentId, orderHashMap }: { parentId: string; orderHashMap: Record<string, number> }) =>
      apiClient.send(
        'PUT',
        `/masteries/${parentId}/reorder-children`,
        { orderHashMap },
        z.array(masterySchema),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MASTERIES_KEY }),
  });
}
