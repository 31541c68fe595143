import { type SignalChange, signalChangeSchema } from '@signal-desk/domain/live';

export type { SignalChange };

/**
 * The channel that tells every replica a signal changed (index refresh, live pages, caches). It sits
 * under the modules so that listeners the signals module itself depends on (the identity cache, which
 * forgets an admin's sent counts) need not import signals.
 */
export const SIGNAL_CHANGES = 'signal_changes';

export function parseSignalChange(payload: string): SignalChange | null {
  try {
    return signalChangeSchema.safeParse(JSON.parse(payload)).data ?? null;
  } catch {
    return null;
  }
}
