import { adminUserSchema } from '@signal-desk/domain/admin';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';
import { updateSessionUser } from '../../../shared/session/session-store';

/** The signed-in admin as the server knows them now; the session (and so the menu) follows. */
export const meQueryOptions = queryOptions({
  queryKey: QUERY_KEYS.me,
  queryFn: async () => {
    const user = await apiClient.get('/auth/me', adminUserSchema);
    updateSessionUser(user);
    return user;
  },
  staleTime: 60_000,
});
