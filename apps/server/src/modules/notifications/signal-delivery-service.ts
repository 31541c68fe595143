import { type SQL, sql } from 'drizzle-orm';
import { precompiled, type Relation } from '../../db/cte';
import { JOB_OUTBOX_CHANNEL } from '../../jobs/outbox';
import { type ChannelPostColumn, channelPostCtes } from '../channels/channel-posts-service';
import { type PartnerCopyColumn, partnerCopyCtes } from '../partner/service';

export const SIGNAL_PUSH_QUEUE = 'signal-push';
/** The most signal changes one `signal-push` job carries (its transaction stays short). */
export const SIGNAL_PUSH_CHUNK = 50;

/** The columns of a changed signal that its push job carries. */
type PushColumn =
  | 'id'
  | 'version'
  | 'kinds'
  | 'status'
  | 'app'
  | 'signalId'
  | 'base'
  | 'quote'
  | 'side'
  | 'entry'
  | 'stopLoss'
  | 'takeProfits'
  | 'translations'
  | 'comment'
  | 'signalType'
  | 'multiplier'
  | 'pipSize'
  | 'unit'
  | 'resultPips'
  | 'mutePush';

/** What the delivery of signal changes needs of this process. */
export interface SignalDelivery {
  /**
   * Whether partner copies are recorded: not when delivery runs with no partner configured (nothing
   * could ever send one, and recording one cost each signal change an insert and a job, a fifth of a
   * creation's CPU). Processes without delivery workers (API tests) record them.
   */
  partnerCopies: boolean;
}

/**
 * The delivery of committed signal changes, as the data-modifying CTEs of the change's own statement
 * (the result's decimals go as text: a JSON number would reach the worker as a float):
 * the partner copy of each signal, the posts of its app's Telegram and Discord channels, and a job
 * that turns the change into the automatic pushes (unless the signal has mute push), a job for up to SIGNAL_PUSH_CHUNK changes. They read `changed`, a
 * relation the statement defines before them: the changed signals' rows as written, plus the change's
 * `kinds`. `wake` is the relays' wake-up, sent (at commit) when a job was queued.
 */
export function signalDeliveryCtes(
  changed: Relation<PushColumn | PartnerCopyColumn | ChannelPostColumn>,
  delivery: SignalDelivery,
): { ctes: SQL[]; wake: SQL } {
  // The same for every statement that reads this relation: built once.
  const built = deliveryCtes.get(changed) ?? new Map<boolean, { ctes: SQL[]; wake: SQL }>();
  deliveryCtes.set(changed, built);
  let ctes = built.get(delivery.partnerCopies);
  if (!ctes) {
    ctes = buildDeliveryCtes(changed, delivery);
    built.set(delivery.partnerCopies, ctes);
  }
  return ctes;
}

const deliveryCtes = new WeakMap<object, Map<boolean, { ctes: SQL[]; wake: SQL }>>();

function buildDeliveryCtes(
  changed: Relation<PushColumn | PartnerCopyColumn | ChannelPostColumn>,
  delivery: SignalDelivery,
): { ctes: SQL[]; wake: SQL } {
  const partner = delivery.partnerCopies ? partnerCopyCtes(changed) : null;
  // Posts only for the enabled channels of the signal's app: without channels, no row and no job.
  const posts = channelPostCtes(changed);
  const c = changed.as('c');
  // One job per SIGNAL_PUSH_CHUNK changes, not one per change: a tick that moves a hundred signals
  // would otherwise cost the relay and the workers a hundred jobs to move, fetch and complete.
  const pushes = sql`pushes as (
    insert into job_outbox (queue, data)
    select ${SIGNAL_PUSH_QUEUE}, jsonb_build_object('changes', jsonb_agg(jsonb_build_object(
      'signalId', ${c.id}, 'version', ${c.version}, 'kinds', to_jsonb(${c.kinds}), 'status', ${c.status},
      'app', ${c.app}, 'readableId', ${c.signalId}, 'base', ${c.base}, 'quote', ${c.quote}, 'side', ${c.side},
      'entry', ${c.entry}, 'stopLoss', ${c.stopLoss}, 'takeProfits', ${c.takeProfits},
      'translations', ${c.translations}, 'comment', ${c.comment}, 'signalType', ${c.signalType},
      'multiplier', ${c.multiplier}::text, 'pipSize', ${c.pipSize}::text, 'unit', ${c.unit},
      'resultPips', ${c.resultPips}::text)
      order by c.n))
    from (select *, row_number() over () - 1 as n from ${changed.ref} where not ${changed.col.mutePush}) c
    group by c.n / ${sql.raw(String(SIGNAL_PUSH_CHUNK))}
    returning 1)`;
  const queued = [sql`exists (select from pushes)`, ...(partner ? [partner.queued] : []), posts.queued];
  return {
    ctes: [...(partner?.ctes ?? []), ...posts.ctes, pushes].map(precompiled),
    wake: precompiled(sql`select pg_notify(${JOB_OUTBOX_CHANNEL}, '') where ${sql.join(queued, sql` or `)}`),
  };
}
