import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** The channel that tells every replica a signal changed (index refresh, live pages). */
export const SIGNAL_CHANGES = 'signal_changes';

export interface SignalChange {
  id: string;
  app: string;
  version: number;
  /** The activity kinds of the change ('create signal', 'take profit hit', ...). */
  kinds: string[];
  /** Who created it, when it was created (the toolbar's sent counts). */
  ownerId: string | null;
}

/** Sent with the change's transaction: delivered to every listener when (and only if) it commits. */
export async function notifySignalChange(tx: Executor, change: SignalChange): Promise<void> {
  await notifySignalChanges(tx, [change]);
}

/** Several changes in one statement. */
export async function notifySignalChanges(tx: Executor, changes: readonly SignalChange[]): Promise<void> {
  if (changes.length === 0) return;
  const payloads = JSON.stringify(changes.map((change) => JSON.stringify(change)));
  await tx.execute(
    sql`select pg_notify(${SIGNAL_CHANGES}, payload) from jsonb_array_elements_text(${payloads}::jsonb) as payload`,
  );
}

export function parseSignalChange(payload: string): SignalChange | null {
  try {
    const value = JSON.parse(payload) as SignalChange;
    return typeof value?.id === 'string' && typeof value.app === 'string' ? value : null;
  } catch {
    return null;
  }
}
