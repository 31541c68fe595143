import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { signals } from '../../db/schema';
import { JOB_OUTBOX_CHANNEL } from '../../jobs/outbox';
import { partnerCopyCtes } from '../partner/service';

export const SIGNAL_PUSH_QUEUE = 'signal-push';
/** The most signal changes one `signal-push` job carries (its transaction stays short). */
export const SIGNAL_PUSH_CHUNK = 50;

/**
 * The delivery of committed signal changes, as the data-modifying CTEs of the change's own statement
 * (the result's decimals go as text: a JSON number would reach the worker as a float):
 * the partner copy of each signal, and a job that turns the change into the automatic pushes (unless
 * the signal has mute push), a job for up to SIGNAL_PUSH_CHUNK changes. They read a relation named `changed` that the statement defines before
 * them: the changed signals' rows as written, plus the change's `kinds`. `wake` is the relays'
 * wake-up, sent (at commit) when a job was queued.
 */
export function signalDeliveryCtes(): { ctes: SQL[]; wake: SQL } {
  const partner = partnerCopyCtes();
  // One job per SIGNAL_PUSH_CHUNK changes, not one per change: a tick that moves a hundred signals
  // would otherwise cost the relay and the workers a hundred jobs to move, fetch and complete.
  const pushes = sql`pushes as (
    insert into job_outbox (queue, data)
    select ${SIGNAL_PUSH_QUEUE}, jsonb_build_object('changes', jsonb_agg(jsonb_build_object(
      'signalId', c.id, 'version', c.version, 'kinds', to_jsonb(c.kinds), 'status', c.status,
      'app', c.app, 'readableId', c.signal_id, 'base', c.base, 'quote', c.quote, 'side', c.side,
      'entry', c.entry, 'stopLoss', c.stop_loss, 'takeProfits', c.take_profits,
      'translations', c.translations, 'comment', c.comment, 'signalType', c.signal_type,
      'multiplier', c.multiplier::text, 'pipSize', c.pip_size::text, 'unit', c.unit,
      'resultPips', c.result_pips::text)
      order by c.n))
    from (select *, row_number() over () - 1 as n from changed where not mute_push) c
    group by c.n / ${sql.raw(String(SIGNAL_PUSH_CHUNK))}
    returning 1)`;
  const queued = [sql`exists (select from pushes)`, ...(partner ? [partner.queued] : [])];
  return {
    ctes: [...(partner?.ctes ?? []), pushes],
    wake: sql`select pg_notify(${JOB_OUTBOX_CHANNEL}, '') where ${sql.join(queued, sql` or `)}`,
  };
}

/**
 * The delivery hook of signal changes written by the caller's transaction (an admin's edit, say):
 * the delivery CTEs over the rows as the transaction left them, with the caller's `alongside` (its
 * change notifications) and `also` (more data-modifying CTEs of the write: its activity entries), in
 * one statement whatever the number of changes: a round trip each was most of a write's cost.
 */
export async function recordSignalDeliveries(
  tx: Executor,
  changes: readonly { id: string; kinds: string[] }[],
  alongside: SQL,
  also: readonly SQL[] = [],
): Promise<void> {
  if (changes.length === 0) return;
  const list = JSON.stringify(changes.map((c) => ({ id: c.id, kinds: c.kinds })));
  const { ctes, wake } = signalDeliveryCtes();
  // `notified` runs its notifications because the statement counts its rows.
  await tx.execute(sql`
    with changed as (
      select s.*, c.kinds from jsonb_to_recordset(${list}::jsonb) as c(id uuid, kinds text[])
      join ${signals} s on s.id = c.id),
    ${sql.join([...ctes, ...also], sql`, `)},
    notified as (${wake} union all ${alongside})
    select count(*) from notified`);
}
