import { type SignalChange, signalChangeSchema } from '@signal-desk/domain/live';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recordSignalDeliveries } from '../notifications/signal-delivery-service';

export type { SignalChange };

/** The channel that tells every replica a signal changed (index refresh, live pages). */
export const SIGNAL_CHANGES = 'signal_changes';

/**
 * Sent with the change's transaction: delivered to every listener when (and only if) it commits. The
 * delivery jobs (push notifications, partner copy) are written with it (outbox), and `also` (the
 * writer's activity entries, say) in the same statement.
 */
export async function notifySignalChange(
  tx: Executor,
  change: SignalChange,
  also?: readonly SQL[],
): Promise<void> {
  const payload = JSON.stringify(change);
  await recordSignalDeliveries(tx, [change], sql`select pg_notify(${SIGNAL_CHANGES}, ${payload})`, also);
}

export function parseSignalChange(payload: string): SignalChange | null {
  try {
    return signalChangeSchema.safeParse(JSON.parse(payload)).data ?? null;
  } catch {
    return null;
  }
}
