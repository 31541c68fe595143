import { signalSchema } from '@signal-desk/domain/signal';
import { apiClient } from '../../../shared/api/api-client';
import { actionBody, type SignalActionRequest } from './signal-action-body';
import { useSignalMutation } from './signal-cache';

/** PUT /signals/reopen/{id}: Reopen a closed trade. */
export const useReopenSignal = () =>
  useSignalMutation((request: SignalActionRequest) =>
    apiClient.send('PUT', `/signals/reopen/${request.id}`, actionBody(request), signalSchema),
  );
