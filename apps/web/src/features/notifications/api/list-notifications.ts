import { type NotificationListQuery, notificationSchema } from '@signal-desk/domain/notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** While a push is being delivered its counts move: the page refreshes until none is in flight. */
const refreshWhileSending = (data: { data: { status: string }[] } | undefined) =>
  data?.data.some((n) => n.status === 'queued' || n.status === 'sending') ? 2000 : false;

/** GET /notifications: the history, newest first, with its filters. */
export const notificationsQueryOptions = (query: NotificationListQuery) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'history', query],
    queryFn: () =>
      apiClient.list(
        '/notifications',
        notificationSchema,
        { page: query.page ?? 1, perPage: NOTIFICATIONS_PAGE_SIZE },
        { app: query.app, type: query.type, date: query.date },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => refreshWhileSending(q.state.data),
  });

export const useNotifications = (query: NotificationListQuery) => useQuery(notificationsQueryOptions(query));
