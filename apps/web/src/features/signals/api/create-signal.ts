import { type createSignalInputSchema, signalSchema } from '@signal-desk/domain/signal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';
import { signalKeys } from './signal-keys';

/** POST /signals; the app's lists and the admin's sent count (GET /auth/me) change with it. */
export function useCreateSignal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof createSignalInputSchema>) =>
      apiClient.send('POST', '/signals', input, signalSchema),
    onSuccess: (signal) => {
      queryClient.setQueryData(signalKeys.detail(signal._id), signal);
      void queryClient.invalidateQueries({ queryKey: signalKeys.lists(signal.app) });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.me });
    },
  });
}
