import { signalSchema, type updateSignalInputSchema } from '@signal-desk/domain/signal';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';
import { useSignalMutation } from './signal-cache';

/** PATCH /signals/{id}: the changed fields with the version the editor saw. */
export const useUpdateSignal = (id: string) =>
  useSignalMutation((input: z.output<typeof updateSignalInputSchema>) =>
    apiClient.send('PATCH', `/signals/${id}`, input, signalSchema),
  );
