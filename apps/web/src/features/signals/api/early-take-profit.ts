import { signalSchema } from '@signal-desk/domain/signal';
import { apiClient } from '../../../shared/api/api-client';
import { actionBody, type SignalActionRequest } from './signal-action-body';
import { useSignalMutation } from './signal-cache';

/** PUT /signals/early-take-profit/{id}: Take profit early: close an active trade in profit as won. */
export const useEarlyTakeProfit = () =>
  useSignalMutation((request: SignalActionRequest) =>
    apiClient.send('PUT', `/signals/early-take-profit/${request.id}`, actionBody(request), signalSchema),
  );
