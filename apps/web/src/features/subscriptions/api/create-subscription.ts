import { type SubscriptionInput, subscriptionSchema } from '@signal-desk/domain/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { SUBSCRIPTIONS_KEY } from './subscriptions-query-key';

/** POST /subscriptions. */
export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubscriptionInput) =>
      apiClient.send('POST', '/subscriptions', input, subscriptionSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY }),
  });
}
