import { type CurrencyPairInput, currencyPairSchema } from '@signal-desk/domain/markets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

/** Refused with the SPEC section 8 messages when the provider or exchange does not quote the pair. */
export function useCreatePair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CurrencyPairInput) =>
      apiClient.send('POST', '/currency-pairs', input, currencyPairSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currencyPairs }),
  });
}
