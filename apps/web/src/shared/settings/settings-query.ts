import { settingsSchema } from '@signal-desk/domain/signal-support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import { QUERY_KEYS } from '../api/query-keys';

/**
 * The global settings (GET /settings): disclaimers, blacklist filter, cancellation thresholds, image
 * limit. Several screens read them (the trade idea form, the close-trade outcome, the settings page).
 */
export const settingsQueryOptions = queryOptions({
  queryKey: QUERY_KEYS.settings,
  queryFn: () => apiClient.get('/settings', settingsSchema),
  staleTime: 60_000,
});

export const useSettings = () => useQuery(settingsQueryOptions);
