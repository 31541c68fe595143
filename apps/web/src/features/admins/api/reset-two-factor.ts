import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

const resetSchema = z.object({ totp: z.boolean(), passkeys: z.number().int() });

/** Removes another admin's second factors and recovery codes and ends their sessions (decision 27). */
export function useResetTwoFactor() {
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.send('POST', `/admin-users/${id}/reset-two-factor`, undefined, resetSchema),
  });
}
