import { LOCALES } from '@signal-desk/domain/locales';
import {
  type SignalPushSource,
  signalPushSubject,
  signalPushText,
  signalPushTypes,
} from '@signal-desk/domain/notifications';
import { pushDataOf } from '@signal-desk/domain/outside/push-data';
import { and, between, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notifications, pushBatches, pushDevices } from '../../db/schema';
import type { PushMessage, PushSender } from '../../integrations/push/push-sender';
import type { JobHandler } from '../../jobs/job-runtime';
import { enqueueJobs } from '../../jobs/outbox';
import { sideBySide } from '../../jobs/side-by-side';
import type { TraderFollowerIds } from './audience';
import {
  audienceWhere,
  type NotificationRow,
  PUSH_BATCH_QUEUE,
  PUSH_FANOUT_QUEUE,
  recordPushes,
} from './service';
import { SIGNAL_PUSH_CHUNK, SIGNAL_PUSH_QUEUE } from './signal-delivery-service';

/** Devices per batch job (FCM v1 sends one request per token; a batch is one job's work). */
export const PUSH_BATCH_SIZE = 500;
/**
 * A batch's time to send: what is not sent by then fails, so a batch never outlives its job's expiry
 * (60 s) and is never sent twice by a retry of a job still running. The same expiry lets another
 * replica take over within about a minute when the process holding the batch dies.
 */
export const PUSH_BATCH_BUDGET_MS = 40_000;

export interface PushDeliveryDeps {
  db: Db;
  sender: PushSender;
  /** The 'trader-followers' audience's customers. */
  traderFollowerIds: TraderFollowerIds;
  batchSize?: number;
}

interface SignalPushChange extends SignalPushSource {
  signalId: string;
  version: number;
  kinds: string[];
  status: string;
  app: string;
  readableId: string;
}

/** A `signal-push` job: the changes of one write. A job queued before jobs carried lists is one change. */
type SignalPushJob = { changes: SignalPushChange[] } | SignalPushChange;

interface BatchJob {
  notificationId: string;
  batch: number;
  fromId: number;
  toId: number;
}

const changesOf = (job: SignalPushJob) => ('changes' in job ? job.changes : [job]);

/** Waiting `signal-push` jobs handled in one transaction at most. */
const SIGNAL_PUSH_JOBS_AT_ONCE = 20;

/**
 * Committed signal changes become their automatic pushes (once: keyed by signal, version and type),
 * each fanned out into its batch jobs, all in one transaction: no fan-out job of their own. A retry
 * skips the pushes already recorded. The pushes are recorded in one statement, and those of one
 * audience (an app's devices) share one read of its devices.
 */
export async function pushesOfSignalChanges(deps: PushDeliveryDeps, job: SignalPushJob): Promise<number> {
  const pushes = changesOf(job).flatMap((change) =>
    signalPushTypes(change.kinds, change.status).map((type) => {
      const subject = signalPushSubject(type, change);
      return {
        app: change.app as never,
        audience: { kind: 'app' as const },
        ...signalPushText(type, subject, 'en'),
        texts: Object.fromEntries(LOCALES.map((locale) => [locale, signalPushText(type, subject, locale)])),
        type,
        signalId: change.signalId,
        label: change.readableId,
        dedupeKey: `${change.signalId}:${change.version}:${type}`,
      };
    }),
  );
  if (pushes.length === 0) return 0;
  return deps.db.transaction(async (tx) => {
    const rows = await recordPushes(tx, pushes);
    // Their audience is the app's devices.
    for (const app of new Set(rows.map((row) => row.app))) {
      await fanOutIn(
        tx,
        deps,
        rows.filter((row) => row.app === app),
      );
    }
    return rows.length;
  });
}

/** The `push-fanout` job of a push staff sent: its batches, once whatever the retries. */
export async function fanOut(deps: PushDeliveryDeps, notificationId: string): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const [n] = await tx
      .select()
      .from(notifications)
      .where(eq(notifications.id, notificationId))
      .for('update');
    if (!n || n.batches !== null) return 0;
    return fanOutIn(tx, deps, [n]);
  });
}

/**
 * Splits the audience of notifications into batches of device ids (one statement, ids only: memory
 * stays flat whatever the audience) and queues one job per notification and batch, with their state,
 * in the caller's transaction. The notifications share one audience.
 */
async function fanOutIn(tx: Tx, deps: PushDeliveryDeps, ns: readonly NotificationRow[]): Promise<number> {
  const [first] = ns;
  if (!first) return 0;
  const size = deps.batchSize ?? PUSH_BATCH_SIZE;
  // An integer written into the text: the grouping expression must be the same in select and group by.
  const per = sql.raw(String(Math.trunc(size)));
  const result = await tx.execute(sql`
    select (rn / ${per})::int as batch, min(id)::bigint as from_id, max(id)::bigint as to_id
    from (
      select ${pushDevices.id} as id, row_number() over (order by ${pushDevices.id}) - 1 as rn
      from ${pushDevices} where ${audienceWhere(first, deps.traderFollowerIds)}
    ) d
    group by rn / ${per} order by 1`);
  const ranges = ((result as unknown as { rows?: unknown[] }).rows ?? result) as {
    batch: number;
    from_id: string | number;
    to_id: string | number;
  }[];
  await enqueueJobs(
    tx,
    ns.flatMap((n) =>
      ranges.map((r) => ({
        queue: PUSH_BATCH_QUEUE,
        data: { notificationId: n.id, batch: r.batch, fromId: Number(r.from_id), toId: Number(r.to_id) },
      })),
    ),
  );
  await tx
    .update(notifications)
    .set({
      batches: ranges.length,
      sender: deps.sender.name,
      status: ranges.length ? 'sending' : 'done',
      sentAt: ranges.length ? null : new Date(),
    })
    .where(
      inArray(
        notifications.id,
        ns.map((n) => n.id),
      ),
    );
  return ranges.length;
}

/** Sends one batch and adds its outcome to the notification's counts, once whatever the retries. */
export async function sendBatch(deps: PushDeliveryDeps, job: BatchJob): Promise<void> {
  const { db } = deps;
  const reported = db
    .select({ batch: pushBatches.batch })
    .from(pushBatches)
    .where(and(eq(pushBatches.notificationId, job.notificationId), eq(pushBatches.batch, job.batch)));
  const [n] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, job.notificationId), notExists(reported)));
  if (!n) return;
  const devices = await db
    .select({ id: pushDevices.id, token: pushDevices.token, language: pushDevices.language })
    .from(pushDevices)
    .where(and(audienceWhere(n, deps.traderFollowerIds), between(pushDevices.id, job.fromId, job.toId)));
  const messages: PushMessage[] = devices.map((d) => {
    const text = n.texts[d.language] ?? { title: n.title, body: n.body };
    return {
      token: d.token,
      ...text,
      collapseKey: n.id,
      data: pushDataOf({ _id: n.id, signalId: n.signalId, url: n.url }),
    };
  });
  const outcomes = await deps.sender.send(n.id, messages, AbortSignal.timeout(PUSH_BATCH_BUDGET_MS));

  const byLanguage: Record<string, { sent: number; success: number; failure: number }> = {};
  const invalid: string[] = [];
  let success = 0;
  outcomes.forEach((outcome, i) => {
    const language = devices[i]?.language ?? 'en';
    const sum = byLanguage[language] ?? { sent: 0, success: 0, failure: 0 };
    byLanguage[language] = sum;
    sum.sent++;
    if (outcome.outcome === 'success') {
      sum.success++;
      success++;
    } else sum.failure++;
    if (outcome.outcome === 'invalid') invalid.push(outcome.token);
  });
  // One statement: the batch's report (once: a retry's conflicts and does nothing), its invalid tokens,
  // and the notification's counts. The counts and `batches_done` are read from the row the update
  // writes: of two batches reporting at once, the second waits for the first's row and adds to it, so
  // the last one sets `done` (a count of the reports would not see the other's row).
  await db.execute(sql`
    with report as (
      insert into ${pushBatches} (notification_id, batch, sent, by_language)
      values (${n.id}, ${job.batch}, ${outcomes.length}, ${JSON.stringify(byLanguage)}::jsonb)
      on conflict do nothing
      returning batch
    ), invalidated as (
      update ${pushDevices} set invalidated_at = now()
      where token in (select jsonb_array_elements_text(${JSON.stringify(invalid)}::jsonb))
        and exists (select from report)
    )
    update ${notifications} set
      sent = sent + ${outcomes.length},
      success = success + ${success},
      failure = failure + ${outcomes.length - success},
      batches_done = batches_done + 1,
      status = case when batches_done + 1 >= batches then 'done' else status end,
      sent_at = coalesce(sent_at, now())
    where id = ${n.id} and exists (select from report)`);
}

export function pushJobHandlers(deps: PushDeliveryDeps): JobHandler<never>[] {
  const handlers: JobHandler<never>[] = [
    {
      queue: SIGNAL_PUSH_QUEUE,
      retryLimit: 10,
      retryDelay: 1,
      expireInSeconds: 60,
      handle: async (data: SignalPushJob) => {
        await pushesOfSignalChanges(deps, data);
      },
      // A burst of changes (creations, say) becomes its pushes in one transaction per SIGNAL_PUSH_CHUNK.
      batch: {
        size: SIGNAL_PUSH_JOBS_AT_ONCE,
        handle: async (jobs: SignalPushJob[]) => {
          const changes = jobs.flatMap(changesOf);
          for (let i = 0; i < changes.length; i += SIGNAL_PUSH_CHUNK) {
            await pushesOfSignalChanges(deps, { changes: changes.slice(i, i + SIGNAL_PUSH_CHUNK) });
          }
        },
      },
    } as JobHandler<SignalPushJob> as JobHandler<never>,
    {
      queue: PUSH_FANOUT_QUEUE,
      retryLimit: 10,
      retryDelay: 1,
      expireInSeconds: 120,
      handle: async (data: { notificationId: string }) => {
        await fanOut(deps, data.notificationId);
      },
    } as JobHandler<{ notificationId: string }> as JobHandler<never>,
    {
      queue: PUSH_BATCH_QUEUE,
      retryLimit: 10,
      retryDelay: 2,
      expireInSeconds: 60,
      // At most four batches at once, as two takes of two: a burst of small pushes (one batch each, as
      // the pushes of new ideas) costs half the fetches and completions.
      concurrency: 2,
      handle: (data: BatchJob) => sendBatch(deps, data),
      batch: { size: 2, handle: (jobs: BatchJob[]) => sideBySide(jobs, (job) => sendBatch(deps, job)) },
    } as JobHandler<BatchJob> as JobHandler<never>,
  ];
  return handlers;
}
