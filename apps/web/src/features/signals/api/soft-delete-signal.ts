import { signalSchema } from '@signal-desk/domain/signal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { moveSignal } from './signal-cache';

/** PUT /signals/soft/delete/{id}: into the recycle bin ({softDelete: true}) or back out of it. */
export function useSoftDeleteSignal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, softDelete, version }: { id: string; softDelete: boolean; version: number }) =>
      apiClient.send('PUT', `/signals/soft/delete/${id}`, { softDelete, version }, signalSchema),
    onSuccess: (signal) => moveSignal(queryClient, signal),
  });
}
