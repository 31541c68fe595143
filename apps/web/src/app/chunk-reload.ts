import i18n from 'i18next';

const STORAGE_KEY = 'signal-desk.chunk-reload-at';
const MIN_RELOAD_INTERVAL_MS = 60_000;

export function shouldReloadAfterChunkFailure(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= MIN_RELOAD_INTERVAL_MS;
}

/**
 * A page chunk that fails to load (usually a new deploy replaced it) reloads the page, at most once a
 * minute; after that the error page shows. The error gets a message of our own so that the router's
 * built-in reload-once-per-message does not reload a second time.
 */
export function reloadOnChunkFailure<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      const now = Date.now();
      const lastReloadAt = Number(sessionStorage.getItem(STORAGE_KEY)) || null;
      if (shouldReloadAfterChunkFailure(lastReloadAt, now)) {
        sessionStorage.setItem(STORAGE_KEY, String(now));
        window.location.reload();
        return new Promise<T>(() => {});
      }
      throw new Error(i18n.t('errors.pageLoadFailed'), { cause: error });
    });
}
