import { badWordSchema } from '@signal-desk/domain/signal-support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

/** POST /badWords: adds several words; those already listed are skipped. */
export function useAddBadWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (words: string[]) => apiClient.send('POST', '/badWords', { words }, z.array(badWordSchema)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.badWords }),
  });
}
