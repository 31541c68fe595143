import { type SignalChange, signalChangeSchema } from '@signal-desk/domain/live';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recordSignalDeliveries } from '../notifications/signal-delivery-service';

export type { SignalChange };

/** The channel that tells every replica a signal changed (index refresh, live pages). */
export const SIGNAL_CHANGES = 'signal_changes';

/** Sent with the change's transaction: delivered to every listener when (and only if) it commits. */
export async function notifySignalChange(tx: Executor, change: SignalChange): Promise<void> {
  await notifySignalChanges(tx, [change]);
}

/** Several changes in one statement, with their delivery jobs. */
export async function notifySignalChanges(tx: Executor, changes: readonly SignalChange[]): Promise<void> {
  if (changes.length === 0) return;
  const payloads = JSON.stringify(changes.map((change) => JSON.stringify(change)));
  // Delivery (push notifications, partner copy): its jobs commit with the change (outbox).
  await recordSignalDeliveries(
    tx,
    changes,
    sql`select pg_notify(${SIGNAL_CHANGES}, payload) from jsonb_array_elements_text(${payloads}::jsonb) as payload`,
  );
}

export function parseSignalChange(payload: string): SignalChange | null {
  try {
    return signalChangeSchema.safeParse(JSON.parse(payload)).data ?? null;
  } catch {
    return null;
  }
}
