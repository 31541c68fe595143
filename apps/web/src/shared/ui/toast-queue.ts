import type { AnyRouter } from '@tanstack/react-router';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import { placeToasts } from './toast-place';

/** Toasts (SPEC section 4): one at a time, 5 s, top right; shown by the `Toaster` (notistack). */
export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

/**
 * The toasts on screen or waiting. `fresh` holds while the task that raised the toast runs, so a
 * toast raised by the action that navigates ("Admin saved", then the list) goes with it to the next page.
 */
const raised = new Map<SnackbarKey, { fresh: boolean }>();

export function showToast(message: string, severity: ToastSeverity = 'info') {
  const entry = { fresh: true };
  placeToasts();
  const key = enqueueSnackbar(message, {
    variant: severity,
    onExited: (_node, exited) => raised.delete(exited),
  });
  raised.set(key, entry);
  setTimeout(() => {
    entry.fresh = false;
  }, 0);
}

/**
 * Drops every toast on screen or waiting, but those raised by the action running now: a toast of the
 * previous page never shows on the next one, nor on the sign-in page after a sign-out.
 */
export function dropStaleToasts() {
  for (const [key, entry] of raised) {
    if (entry.fresh) continue;
    raised.delete(key);
    closeSnackbar(key);
  }
}

/** Leaving a page (another path, the sign-in page after a sign-out included) drops its toasts. */
export function dropToastsOnLeavingPage(router: Pick<AnyRouter, 'subscribe'>) {
  return router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
    if (pathChanged) dropStaleToasts();
  });
}
