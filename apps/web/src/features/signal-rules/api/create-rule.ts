import { type takeProfitRuleInputSchema, takeProfitRuleSchema } from '@signal-desk/domain/signal-support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

export function useCreateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof takeProfitRuleInputSchema>) =>
      apiClient.send('POST', '/take-profit-rules', input, takeProfitRuleSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.takeProfitRules }),
  });
}
