import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

const revokedSchema = z.object({ revoked: z.number().int() });

export function useRevokeAdminSession() {
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.send('POST', `/admin-users/${id}/revoke-admin-session`, undefined, revokedSchema),
  });
}
