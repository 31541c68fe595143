import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { endSession } from '../../../shared/session/session-store';

/** Ends the session on the server, then here whatever the server answered. */
export function useLogout() {
  return useMutation({
    mutationFn: () => apiClient.send('POST', '/auth/logout'),
    onSettled: () => endSession(),
  });
}
