import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { QUERY_KEYS } from '../api/query-keys';
import { expireSession } from '../session/session-store';
import { openLiveChannel } from './live-channel';
import { updateSignalCaches } from './signal-updates';

/**
 * Keeps the open page current while signed in: trade-idea changes land in the cached lists,
 * details and trails in place, the toolbar's counts refresh, and a session ended on the server signs
 * the admin out here with "You have been logged out". Closed when the token goes (sign-out).
 */
export function useLiveUpdates(token: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    return openLiveChannel(token, {
      onSignal: (message) => updateSignalCaches(queryClient, message),
      onMeChanged: () => void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.me }),
      onSessionEnded: expireSession,
      // A refused token: the next call answers 401 if the session is really over, and that signs out.
      onRefused: () => void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.me }),
      onReconnected: () => {
        void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.signals });
        void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.me });
      },
    });
  }, [token, queryClient]);
}
