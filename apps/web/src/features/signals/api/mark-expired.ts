import { signalSchema } from '@signal-desk/domain/signal';
import { apiClient } from '../../../shared/api/api-client';
import { actionBody, type SignalActionRequest } from './signal-action-body';
import { useSignalMutation } from './signal-cache';

/** PUT /signals/expired/{id}: Mark a pending trade expired. */
export const useMarkExpired = () =>
  useSignalMutation((request: SignalActionRequest) =>
    apiClient.send('PUT', `/signals/expired/${request.id}`, actionBody(request), signalSchema),
  );
