import { signalSchema } from '@signal-desk/domain/signal';
import { apiClient } from '../../../shared/api/api-client';
import { useSignalMutation } from './signal-cache';

/** POST /signals/{id}/update-live-price: a price by hand, run through the lifecycle like a quote. */
export const useUpdateLivePrice = () =>
  useSignalMutation(({ id, value, version }: { id: string; value: string; version: number }) =>
    apiClient.send('POST', `/signals/${id}/update-live-price`, { value, version }, signalSchema),
  );
