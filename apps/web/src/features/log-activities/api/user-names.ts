import { userNameSchema } from '@signal-desk/domain/activity-log';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

/** GET /log-statistic/user-name: the names the log gives its actors. */
export const userNamesQueryOptions = queryOptions({
  queryKey: ['activity-log', 'user-names'],
  queryFn: () => apiClient.get('/log-statistic/user-name', z.array(userNameSchema)),
  staleTime: 60_000,
});

export const useUserNames = () => useQuery(userNamesQueryOptions);
