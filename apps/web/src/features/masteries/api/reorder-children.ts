import type { App } from '@signal-desk/domain/apps';
import { masterySchema } from '@signal-desk/domain/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';
import { MASTERIES_KEY } from './list-masteries';

/**
 * PUT /masteries/{id}/reorder-children {orderHashMap}: the new positions of a category's children;
 * without a parent, the app's top-level categories (/masteries/top-level/reorder-children?app=).
 */
export function useReorderChildren(app: App) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      parentId,
      orderHashMap,
    }: {
      parentId: string | null;
      orderHashMap: Record<string, number>;
    }) =>
      apiClient.send(
        'PUT',
        parentId
          ? `/masteries/${parentId}/reorder-children`
          : `/masteries/top-level/reorder-children?app=${app}`,
        { orderHashMap },
        z.array(masterySchema),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MASTERIES_KEY }),
  });
}
