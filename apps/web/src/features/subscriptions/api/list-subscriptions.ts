import { subscriptionsByAppSchema } from '@signal-desk/domain/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { SUBSCRIPTIONS_KEY } from './subscriptions-query-key';

/** GET /subscriptions: every app's subscriptions, grouped by app. */
export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...SUBSCRIPTIONS_KEY, 'grouped'],
    queryFn: () => apiClient.get('/subscriptions', subscriptionsByAppSchema),
  });

export const useSubscriptions = () => useQuery(subscriptionsQueryOptions());
