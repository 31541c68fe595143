import { type AppVersionInput, appVersionsSchema } from '@signal-desk/domain/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { appVersionsQueryOptions } from './app-versions';

/** POST /app-version: sets the versions given; each gets today's date. */
export function useSaveAppVersions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AppVersionInput) => apiClient.send('POST', '/app-version', input, appVersionsSchema),
    onSuccess: (saved) => queryClient.setQueryData(appVersionsQueryOptions.queryKey, saved),
  });
}
