import { signalSchema } from '@signal-desk/domain/signal';
import { apiClient } from '../../../shared/api/api-client';
import { actionBody, type SignalActionRequest } from './signal-action-body';
import { useSignalMutation } from './signal-cache';

/** PUT /signals/end-trade/{id}: End a trade at the current price (won, draw, cancelled or early SL-hit). */
export const useEndTrade = () =>
  useSignalMutation((request: SignalActionRequest) =>
    apiClient.send('PUT', `/signals/end-trade/${request.id}`, actionBody(request), signalSchema),
  );
