import { type MasteryInput, masterySchema } from '@signal-desk/domain/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { MASTERIES_KEY } from './list-masteries';

/** POST /masteries (no id) or PUT /masteries/{id}. */
export function useSaveMastery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: MasteryInput }) =>
      id
        ? apiClient.send('PUT', `/masteries/${id}`, input, masterySchema)
        : apiClient.send('POST', '/masteries', input, masterySchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MASTERIES_KEY }),
  });
}
