import type { AnyRouter } from '@tanstack/react-router';
import type { closeSnackbar, enqueueSnackbar } from 'notistack';
import { placeToasts } from './toast-place';

/** Toasts (SPEC section 4): one at a time, 5 s, top right; shown by the `Toaster` (notistack). */
export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

export const TOAST_DURATION_MS = 5000;

/** notistack's calls, as the mounted toaster hands them over. */
export interface Snackbars {
  enqueueSnackbar: typeof enqueueSnackbar;
  closeSnackbar: typeof closeSnackbar;
}

/**
 * The toasts on screen or waiting. `fresh` holds while the task that raised the toast runs, so a
 * toast raised by the action that navigates ("Admin saved", then the list) goes with it to the next page.
 */
const raised = new Map<string, { fresh: boolean }>();
let lastKey = 0;

/**
 * notistack loads once the page is up (`bringUpToaster`) or with an earlier toast, not with the app: its
 * styles are built when its module runs, a tenth of a second of a phone's CPU in the task that starts
 * every page. The toast raised last before the toaster is up waits here (one shows at a time: a newer
 * one replaces it).
 */
let snackbars: Snackbars | undefined;
let waiting: { key: string; show: () => void } | undefined;
let wanted = false;
const wantedListeners = new Set<() => void>();

export function subscribeToasterWanted(listener: () => void) {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

export const isToasterWanted = () => wanted;

/** Loads the toaster now, so a toast later needs no download (and survives a deploy in between). */
export function bringUpToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}

/** Called by the toaster once notistack's provider is up (and with nothing when it goes). */
export function attachSnackbars(attached: Snackbars | undefined) {
  snackbars = attached;
  if (!attached || !waiting) return;
  const { show } = waiting;
  waiting = undefined;
  show();
}

export function showToast(message: string, severity: ToastSeverity = 'info') {
  lastKey += 1;
  const key = `toast-${lastKey}`;
  const entry = { fresh: true };
  raised.set(key, entry);
  setTimeout(() => {
    entry.fresh = false;
  }, 0);
  const show = () => {
    // Dropped (its page left) while the toaster was loading.
    if (!raised.has(key) || !snackbars) return;
    placeToasts();
    snackbars.enqueueSnackbar(message, {
      key,
      variant: severity,
      onExited: (_node, exited) => raised.delete(String(exited)),
    });
  };
  if (snackbars) return show();
  if (waiting) raised.delete(waiting.key);
  waiting = { key, show };
  bringUpToaster();
}

/**
 * Drops every toast on screen or waiting, but those raised by the action running now: a toast of the
 * previous page never shows on the next one, nor on the sign-in page after a sign-out.
 */
export function dropStaleToasts() {
  for (const [key, entry] of raised) {
    if (entry.fresh) continue;
    raised.delete(key);
    snackbars?.closeSnackbar(key);
  }
}

/** Leaving a page (another path, the sign-in page after a sign-out included) drops its toasts. */
export function dropToastsOnLeavingPage(router: Pick<AnyRouter, 'subscribe'>) {
  return router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
    if (pathChanged) dropStaleToasts();
  });
}
