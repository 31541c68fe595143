import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

export const signalSettingsSchema = z.object({
  key: z.string(),
  settings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type SignalSettings = z.infer<typeof signalSettingsSchema>['settings'];

/** GET /me/signal-settings/{app}-{quoteProvider}: the admin's own defaults for the trade idea form. */
export const signalSettingsQueryOptions = (key: string) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.signalSettings, key],
    queryFn: async () => (await apiClient.get(`/me/signal-settings/${key}`, signalSettingsSchema)).settings,
  });

export const useSignalSettings = (key: string) => useQuery(signalSettingsQueryOptions(key));
