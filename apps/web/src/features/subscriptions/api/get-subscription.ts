import { subscriptionSchema } from '@signal-desk/domain/subscriptions';
import { useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { SUBSCRIPTIONS_KEY } from './subscriptions-query-key';

/** GET /subscriptions/{id}. */
export const useSubscription = (id: string) =>
  useSuspenseQuery({
    queryKey: [...SUBSCRIPTIONS_KEY, 'detail', id],
    queryFn: () => apiClient.get(`/subscriptions/${id}`, subscriptionSchema),
  });
