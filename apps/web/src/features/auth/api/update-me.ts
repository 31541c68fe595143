import { adminUserSchema } from '@signal-desk/domain/admin';
import type { UpdateMeInput } from '@signal-desk/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';
import { updateSessionUser } from '../../../shared/session/session-store';

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMeInput) => apiClient.send('PUT', '/auth/me', input, adminUserSchema),
    onSuccess: (user) => {
      updateSessionUser(user);
      queryClient.setQueryData(QUERY_KEYS.me, user);
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.adminUsers });
    },
  });
}
