import { type settingsInputSchema, settingsSchema } from '@signal-desk/domain/signal-support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

/** PUT /settings: changes the given settings, the others stay. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof settingsInputSchema>) =>
      apiClient.send('PUT', '/settings', input, settingsSchema),
    onSuccess: (settings) => queryClient.setQueryData(QUERY_KEYS.settings, settings),
  });
}
