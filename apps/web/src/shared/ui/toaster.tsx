import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToasterWanted } from './toast-queue';

const SnackbarToaster = lazy(() =>
  import('./snackbar-toaster').then((module) => ({ default: module.SnackbarToaster })),
);

/** Where toasts show; notistack loads once the page is up or with an earlier toast (see `toast-queue`). */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarToaster />
    </Suspense>
  );
}
