import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToasterWanted } from './toast-queue';

const SnackbarToaster = lazy(() =>
  import('./snackbar-toaster').then((module) => ({ default: module.SnackbarToaster })),
);

/** Where toasts show; notistack is loaded with the first one (see `toast-queue`). */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, isToasterWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarToaster />
    </Suspense>
  );
}
