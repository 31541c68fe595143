import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { JOB_OUTBOX_CHANNEL } from '../../jobs/outbox';
import { recordPartnerCopies } from '../partner/service';

export const SIGNAL_PUSH_QUEUE = 'signal-push';

/**
 * The delivery hook of every committed signal change (called from the signals module with the
 * change's transaction): the partner copy of each signal, and a job that turns the change into the
 * automatic pushes (unless the signal has mute push). The push jobs, the wake-up of the relays and the
 * caller's `alongside` (its change notifications) are one statement whatever the number of changes:
 * every round trip of a write is paid by the engine's tick-to-commit latency.
 */
export async function recordSignalDeliveries(
  tx: Executor,
  changes: readonly { id: string; kinds: string[] }[],
  alongside: SQL,
): Promise<void> {
  if (changes.length === 0) return;
  await recordPartnerCopies(tx, changes);
  const list = JSON.stringify(changes.map((c) => ({ id: c.id, kinds: c.kinds })));
  await tx.execute(sql`
    with pushes as (
      insert into job_outbox (queue, data)
      select ${SIGNAL_PUSH_QUEUE}, jsonb_build_object(
        'signalId', s.id, 'version', s.version, 'kinds', to_jsonb(c.kinds), 'status', s.status,
        'app', s.app, 'readableId', s.signal_id, 'base', s.base, 'quote', s.quote, 'side', s.side,
        'entry', s.entry, 'stopLoss', s.stop_loss, 'takeProfits', s.take_profits,
        'translations', s.translations, 'comment', s.comment)
      from jsonb_to_recordset(${list}::jsonb) as c(id uuid, kinds text[])
      join signals s on s.id = c.id
      where not s.mute_push
      returning 1)
    select pg_notify(${JOB_OUTBOX_CHANNEL}, '') where exists (select from pushes)
    union all ${alongside}`);
}
