import { adminUserSchema, type createAdminInputSchema } from '@signal-desk/domain/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof createAdminInputSchema>) =>
      apiClient.send('POST', '/admin-users', input, adminUserSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.adminUsers }),
  });
}
