import { type AdminUser, adminUserSchema } from '@signal-desk/domain/admin';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { SESSION_STORAGE_KEY as STORAGE_KEY } from './session-storage-key';

/** The signed-in admin: kept in localStorage so a reload restores it (SPEC section 4). */
const sessionSchema = z.object({ token: z.string().min(1), user: adminUserSchema });
export type Session = z.infer<typeof sessionSchema>;

type Listener = () => void;
const listeners = new Set<Listener>();
const expiryListeners = new Set<Listener>();
let current: Session | null | undefined;

function restore(): Session | null {
  try {
    const parsed = sessionSchema.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function save(next: Session | null) {
  current = next;
  if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  else localStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  if (current === undefined) current = restore();
  return current;
}

export function subscribeToSession(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function startSession(session: Session) {
  save(session);
}

/**
 * The admin as the server knows them now. Unchanged (the usual answer), nothing is told: every reader
 * of the session would re-render, the whole shell and page among them.
 */
export function updateSessionUser(user: AdminUser) {
  const session = getSession();
  if (session && JSON.stringify(session.user) !== JSON.stringify(user)) save({ ...session, user });
}

export function endSession() {
  save(null);
}

/** The server refused the token (401): end the session and tell whoever shows it to the admin. */
export function expireSession() {
  if (!getSession()) return;
  save(null);
  for (const listener of expiryListeners) listener();
}

export function onSessionExpired(listener: Listener) {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, getSession);
}

/** For screens inside the signed-in shell, which renders only while a session exists. */
export function useSignedInUser(): AdminUser {
  const session = useSession();
  if (!session) throw new Error('No signed-in admin');
  return session.user;
}
