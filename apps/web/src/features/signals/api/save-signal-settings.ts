import { type SignalSettings, signalSettingsSchema } from '@signal-desk/domain/signal-support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

/** POST /me/signal-settings/{key}: saves the admin's defaults for one app and quote provider. */
export function useSaveSignalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, settings }: { key: string; settings: SignalSettings }) =>
      (await apiClient.send('POST', `/me/signal-settings/${key}`, { settings }, signalSettingsSchema))
        .settings,
    onSuccess: (settings, { key }) => queryClient.setQueryData([...QUERY_KEYS.signalSettings, key], settings),
  });
}
