import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { queryClient } from '../shared/api/query-client';
import { router } from './router';
import { followSession } from './session-effects';

/**
 * Loads the page the address asks for (its guards, the shell's and the page's chunks, its loaders'
 * queries started) as soon as the router exists, while the English catalogue is still on its way; call
 * once, before the first render. The first render then draws the whole page in one transition, which
 * React splits into short slices: rendered by the router once loaded, it was one long synchronous task.
 */
export function loadAddressedPage(): Promise<void> {
  // Whatever fails here (a chunk that fails to load, a redirect) happens again, and is handled, once
  // the router renders: it loads the address again when it has not been loaded.
  return router.load().catch(() => {});
}

/** The signed-in app, loaded once a session exists; call once per page load. */
export function startAppRoot() {
  followSession();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
