import { adminUserSchema } from '@signal-desk/domain/admin';
import type { Locale } from '@signal-desk/domain/locales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';
import { updateSessionUser } from '../../../shared/session/session-store';

/** PUT /auth/me {locale}: the admin's language; the UI follows through the session. */
export function useUpdateMyLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locale: Locale) => apiClient.send('PUT', '/auth/me', { locale }, adminUserSchema),
    onSuccess: (user) => {
      updateSessionUser(user);
      queryClient.setQueryData(QUERY_KEYS.me, user);
    },
  });
}
