import { notificationStatsSchema } from '@signal-desk/domain/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { NOTIFICATIONS_KEY } from './list-notifications';

/** GET /push-notification-stats/{id}: one notification's counts, by language. */
export const notificationStatsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'stats', 'one', id],
    queryFn: () =>
      apiClient.get(`/push-notification-stats/${encodeURIComponent(id)}`, notificationStatsSchema),
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 'done' ? 2000 : false),
  });

export const useNotificationStats = (id: string) => useQuery(notificationStatsQueryOptions(id));
