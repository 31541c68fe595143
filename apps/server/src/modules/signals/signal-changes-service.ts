import type { SignalChange } from '@signal-desk/domain/live';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { SIGNAL_CHANGES } from '../../shared/signal-changes';
import { recordSignalDeliveries } from '../notifications/signal-delivery-service';

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
