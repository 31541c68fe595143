import { appVersionsSchema } from '@signal-desk/domain/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

const KEY = ['app-version'] as const;

/** GET /app-version: the current iOS and Android versions. */
export const appVersionsQueryOptions = queryOptions({
  queryKey: KEY,
  queryFn: () => apiClient.get('/app-version', appVersionsSchema),
});
export const useAppVersions = () => useQuery(appVersionsQueryOptions);
