import { type CurrencyInput, currencySchema } from '@signal-desk/domain/markets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

export function useCreateCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CurrencyInput) => apiClient.send('POST', '/currencies', input, currencySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currencies }),
  });
}
