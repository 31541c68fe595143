import { type SubscriptionInput, subscriptionSchema } from '@signal-desk/domain/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { SUBSCRIPTIONS_KEY } from './subscriptions-query-key';

/** PUT /subscriptions/{id}. */
export function useUpdateSubscription(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubscriptionInput) =>
      apiClient.send('PUT', `/subscriptions/${id}`, input, subscriptionSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY }),
  });
}
