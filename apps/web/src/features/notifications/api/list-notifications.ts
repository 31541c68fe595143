import { type NotificationListQuery, notificationSchema } from '@signal-desk/domain/notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ListParams } from '../../../shared/api/api-client';

export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** The filters of a list of notifications, without its paging. */
export const notificationFiltersOf = ({ app, type, date }: NotificationListQuery) => ({ app, type, date });

/** While a push is being delivered its counts move: the page refreshes until none is in flight. */
const refreshWhileSending = (data: { data: { status: string }[] } | undefined) =>
  data?.data.some((n) => n.status === 'queued' || n.status === 'sending') ? 2000 : false;

/** GET /notifications: the history, newest first, with its filters. */
export const notificationsQueryOptions = (params: ListParams, query: NotificationListQuery) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'history', params, notificationFiltersOf(query)],
    queryFn: () => apiClient.list('/notifications', notificationSchema, params, notificationFiltersOf(query)),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => refreshWhileSending(q.state.data),
  });

export const useNotifications = (params: ListParams, query: NotificationListQuery) =>
  useQuery(notificationsQueryOptions(params, query));
