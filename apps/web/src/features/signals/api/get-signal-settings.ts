import { signalSettingsSchema } from '@signal-desk/domain/signal-support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

export type { SignalSettings } from '@signal-desk/domain/signal-support';

/** GET /me/signal-settings/{app}-{quoteProvider}: the admin's own defaults for the trade idea form. */
export const signalSettingsQueryOptions = (key: string) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.signalSettings, key],
    queryFn: async () => (await apiClient.get(`/me/signal-settings/${key}`, signalSettingsSchema)).settings,
  });

export const useSignalSettings = (key: string) => useQuery(signalSettingsQueryOptions(key));
