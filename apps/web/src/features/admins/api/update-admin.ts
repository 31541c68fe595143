import { adminUserSchema, type updateAdminInputSchema } from '@signal-desk/domain/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

export function useUpdateAdmin(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof updateAdminInputSchema>) =>
      apiClient.send('PUT', `/admin-users/${id}`, input, adminUserSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.adminUsers }),
  });
}
