import { type NotificationListQuery, notificationSchema } from '@signal-desk/domain/notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { NOTIFICATIONS_KEY, NOTIFICATIONS_PAGE_SIZE } from './list-notifications';

/** GET /push-notification-stats: notifications with their delivery counts. */
export const pushStatsQueryOptions = (query: NotificationListQuery) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'stats', query],
    queryFn: () =>
      apiClient.list(
        '/push-notification-stats',
        notificationSchema,
        { page: query.page ?? 1, perPage: NOTIFICATIONS_PAGE_SIZE },
        { app: query.app, type: query.type, date: query.date },
      ),
    placeholderData: keepPreviousData,
  });

export const usePushStats = (query: NotificationListQuery) => useQuery(pushStatsQueryOptions(query));
