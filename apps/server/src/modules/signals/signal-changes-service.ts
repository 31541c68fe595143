import type { SignalChange } from '@signal-desk/domain/live';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { precompiled, tableRelation } from '../../db/cte';
import { signals } from '../../db/schema';
import { SIGNAL_CHANGES } from '../../shared/signal-changes';
import { type SignalDelivery, signalDeliveryCtes } from '../notifications/signal-delivery-service';
import { changed, changes, defineChanged } from './signal-ctes';

/** `changed`: the signals as the transaction left them, with the kinds of `changes`. */
const changedAsStored = precompiled(defineChanged(tableRelation(signals, 'signals'), changes));

/**
 * Sent with the change's transaction: delivered to every listener when (and only if) it commits. The
 * delivery jobs (push notifications, partner copy) are written with it (outbox), over the row as the
 * transaction left it, and `also` (the writer's activity entries, say) in the same statement: a round
 * trip each was most of a write's cost.
 */
export async function notifySignalChange(
  tx: Executor,
  delivery: SignalDelivery,
  change: SignalChange,
  also: readonly SQL[] = [],
): Promise<void> {
  const { ctes, wake } = signalDeliveryCtes(changed, delivery);
  const c = changes.as('c');
  // `notified` runs its notifications because the statement counts its rows.
  await tx.execute(sql`
    with ${changes.rows([{ id: change.id, kinds: change.kinds, payload: JSON.stringify(change) }])},
    ${changedAsStored},
    ${sql.join([...ctes, ...also], sql`, `)},
    notified as (${wake} union all select pg_notify(${SIGNAL_CHANGES}, ${c.payload}) from ${changes.ref} c)
    select count(*) from notified`);
}
