import { signalSchema } from '@signal-desk/domain/signal';
import { apiClient } from '../../../shared/api/api-client';
import { actionBody, type SignalActionRequest } from './signal-action-body';
import { useSignalMutation } from './signal-cache';

/** PUT /signals/cancelled/{id}: Cancel a pending trade, or end an active one by the end-trade rule. */
export const useCancelTrade = () =>
  useSignalMutation((request: SignalActionRequest) =>
    apiClient.send('PUT', `/signals/cancelled/${request.id}`, actionBody(request), signalSchema),
  );
