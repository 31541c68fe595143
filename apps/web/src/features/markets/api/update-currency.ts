import { type CurrencyInput, currencySchema } from '@signal-desk/domain/markets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

/** A currency's icon and multiplier show in its pairs: their queries refresh too. */
export function useUpdateCurrency(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CurrencyInput) => apiClient.send('PUT', `/currencies/${id}`, input, currencySchema),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currencies }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currencyPairs }),
      ]),
  });
}
