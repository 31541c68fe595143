import { type LoginInput, loginOutputSchema } from '@signal-desk/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { startSession } from '../../../shared/session/session-store';

export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) =>
      apiClient.send('POST', '/auth/login', input, loginOutputSchema.shape.data),
    onSuccess: (session) => startSession(session),
  });
}
