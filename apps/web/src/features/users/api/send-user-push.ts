import { type SendCustomerPushInput, sendCustomerPushOutputSchema } from '@signal-desk/domain/customers';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** POST /users/{id}/send-pn: a push to every device of the customer. */
export function useSendUserPush(id: string) {
  return useMutation({
    mutationFn: (input: SendCustomerPushInput) =>
      apiClient.send('POST', `/users/${id}/send-pn`, input, sendCustomerPushOutputSchema),
  });
}
