import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { queryClient } from '../shared/api/query-client';
import { router } from './router';
import { followSession } from './session-effects';

/** The signed-in app, loaded once a session exists; call once per page load. */
export function startAppRoot() {
  followSession();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
