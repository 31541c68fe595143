/** Where the session is kept; read alone by the start of the app to choose the sign-in page without zod. */
export const SESSION_STORAGE_KEY = 'signal-desk.session';

export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
