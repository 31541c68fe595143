import { type NotificationListQuery, notificationSchema } from '@signal-desk/domain/notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ListParams } from '../../../shared/api/api-client';
import { NOTIFICATIONS_KEY, notificationFiltersOf } from './list-notifications';

/** GET /push-notification-stats: notifications with their delivery counts. */
export const pushStatsQueryOptions = (params: ListParams, query: NotificationListQuery) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'stats', params, notificationFiltersOf(query)],
    queryFn: () =>
      apiClient.list('/push-notification-stats', notificationSchema, params, notificationFiltersOf(query)),
    placeholderData: keepPreviousData,
  });

export const usePushStats = (params: ListParams, query: NotificationListQuery) =>
  useQuery(pushStatsQueryOptions(params, query));
