import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { queryClient } from '../shared/api/query-client';
import { router } from './router';
import { followSession } from './session-effects';

/**
 * Starts loading the code of the page the address asks for (the shell's and the page's chunks) as soon
 * as the router exists, while the first render still waits for the English catalogue: the page's code
 * no longer waits for the catalogue to arrive and the first render to ask for it.
 */
export function preloadAddressedPage() {
  const { pathname, search } = router.latestLocation;
  // A chunk that fails to load here fails again, and is handled, when the page renders.
  void router.preloadRoute({ to: pathname, search }).catch(() => {});
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
