import { quickRange } from '@signal-desk/domain/date-range';
import { pageOf } from '@signal-desk/domain/http';
import { signalChangeSchema } from '@signal-desk/domain/outside/committed-signal';
import { partnerCopyOf } from '@signal-desk/domain/outside/partner-copy';
import { type OrderReportInput, orderReportFieldsOf } from '@signal-desk/domain/outside/partner-order-report';
import {
  type OrderReport,
  type OrderReportListQuery,
  orderReportStatusOf,
  type PartnerStatus,
} from '@signal-desk/domain/partner';
import { and, count, desc, eq, gte, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import type { Relation } from '../../db/cte';
import { orderReports, partnerDeliveries } from '../../db/schema';
import { type PartnerWebhookConfig, postToPartner } from '../../integrations/partner/partner-webhook';
import type { JobHandler } from '../../jobs/job-runtime';
import { sideBySide } from '../../jobs/side-by-side';
import { NO_METERS, type PartnerMeters } from '../../shared/meters';
import { type CommittedColumn, committedSignalJson } from './committed-signal-sql';

/** The committed signal as jsonb: the channel posts record the change as the partner copy does. */
export { committedSignalJson };

export const PARTNER_COPY_QUEUE = 'partner-copy';
/** Copies are retried for this long, then given up (dead) so later versions can go. */
export const PARTNER_RETRY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
/** Longer than a post can take (5 s timeout), shorter than the job's expiry: a dead worker's lease lapses first. */
const LEASE_SECONDS = 10;

/** The columns of a changed signal that its partner copy reads. */
export type PartnerCopyColumn = 'id' | 'version' | 'kinds' | CommittedColumn;

/**
 * The partner copy of each changed signal, as data-modifying CTEs of the change's statement (see
 * `signalDeliveryCtes`): one row per version holding the change as committed (its kinds and the
 * signal's fields, `committedSignalJson`; the versioned copy is built from them when it is sent, so a
 * retry sends the same bytes) and the job that delivers the signal's pending rows in order. They read
 * the statement's `changed` relation; `queued` is true when they queued a job.
 */
export function partnerCopyCtes(changed: Relation<PartnerCopyColumn>): { ctes: SQL[]; queued: SQL } {
  const c = changed.as('c');
  const d = changed.as('d');
  return {
    ctes: [
      sql`partner_copies as (
        insert into partner_deliveries (signal_id, version, idempotency_key, payload)
        select ${c.id}, ${c.version}, ${c.id} || ':' || ${c.version},
          jsonb_build_object('kinds', to_jsonb(${c.kinds}), 'signal', ${committedSignalJson(c)})
        from ${changed.ref} c
        on conflict (idempotency_key) do nothing)`,
      sql`partner_jobs as (
        insert into job_outbox (queue, data)
        select ${PARTNER_COPY_QUEUE}, jsonb_build_object('signalId', ${d.id})
        from (select distinct ${changed.bare('id')} from ${changed.ref}) d
        returning 1)`,
    ],
    queued: sql`exists (select from partner_jobs)`,
  };
}

/**
 * Delivers a signal's pending copies oldest version first. A copy is leased while it is being
 * posted, so two workers never post the same one at once; a failure stops the signal's queue (the
 * job retries with backoff), and a copy older than three days is given up so the next can go.
 *
 * A job that finds the oldest copy leased by another worker ends there: that worker looks for the
 * next pending copy after each one it posts, and this job's copy was committed before the job ran, so
 * it is delivered by that worker, or by its job's retry when the partner refuses or the worker dies.
 */
export async function deliverPartnerCopies(
  db: Db,
  partner: PartnerWebhookConfig | undefined,
  signalId: string,
  now: () => number = Date.now,
  meters: PartnerMeters = NO_METERS.partner,
): Promise<{ delivered: number }> {
  if (!partner) {
    await db
      .update(partnerDeliveries)
      .set({ status: 'skipped' })
      .where(and(eq(partnerDeliveries.signalId, signalId), eq(partnerDeliveries.status, 'pending')));
    return { delivered: 0 };
  }
  let delivered = 0;
  let leased = await leaseNextCopy(db, signalId);
  while (leased) {
    const row = leased;
    const change = signalChangeSchema.safeParse(row.payload);
    if (!change.success) {
      // A stored change that no longer parses can never be sent: given up, so later versions can go.
      leased = await leaseNextCopy(db, signalId, {
        id: row.id,
        set: sql`status = 'dead', lease_until = null, last_error = ${`unreadable change: ${change.error.message}`}`,
      });
      continue;
    }
    const outcome = await postToPartner(partner, row.idempotency_key, partnerCopyOf(change.data), now());
    if (outcome.ok) {
      const latency = now() - new Date(row.created_at).getTime();
      leased = await leaseNextCopy(db, signalId, {
        id: row.id,
        set: sql`status = 'delivered', delivered_at = now(), lease_until = null, last_error = null`,
      });
      delivered++;
      meters.delivered(latency);
      continue;
    }
    const expired = now() - new Date(row.created_at).getTime() > PARTNER_RETRY_WINDOW_MS;
    const settled = sql`status = ${expired ? 'dead' : 'pending'}, lease_until = null, last_error = ${outcome.error}`;
    if (!expired) {
      await db.execute(sql`update partner_deliveries set ${settled} where id = ${row.id}`);
      meters.retried();
      throw new Error(`partner copy ${row.idempotency_key}: ${outcome.error}`);
    }
    meters.givenUp();
    leased = await leaseNextCopy(db, signalId, { id: row.id, set: settled });
  }
  return { delivered };
}

interface LeasedCopy {
  id: number;
  idempotency_key: string;
  payload: unknown;
  created_at: string | Date;
}

/**
 * Leases the signal's oldest pending copy, unless another worker holds it. With `settle`, the copy just
 * posted is first given its outcome, in the same statement: a delivery costs one round trip after its
 * post, not two. (The statement's snapshot still sees that copy pending: it is left out by its id.)
 */
async function leaseNextCopy(
  db: Db,
  signalId: string,
  settle?: { id: number; set: SQL },
): Promise<LeasedCopy | undefined> {
  const leased = await db.execute(sql`
    ${settle ? sql`with settled as (update partner_deliveries set ${settle.set} where id = ${settle.id})` : sql``}
    update partner_deliveries set lease_until = now() + make_interval(secs => ${LEASE_SECONDS}),
      attempts = attempts + 1
    where id = (
      select id from partner_deliveries
      where signal_id = ${signalId} and status = 'pending' ${settle ? sql`and id <> ${settle.id}` : sql``}
      order by version limit 1)
    and (lease_until is null or lease_until < now())
    returning id, idempotency_key, payload, created_at`);
  return rowsOf(leased)[0] as LeasedCopy | undefined;
}

export async function partnerStatus(
  db: Db,
  partner: PartnerWebhookConfig | undefined,
): Promise<PartnerStatus> {
  const rows = await db
    .select({ status: partnerDeliveries.status, n: count() })
    .from(partnerDeliveries)
    .groupBy(partnerDeliveries.status);
  const counts = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  return {
    configured: Boolean(partner),
    host: partner ? new URL(partner.url).host : null,
    pending: counts.pending ?? 0,
    delivered: counts.delivered ?? 0,
    dead: counts.dead ?? 0,
    skipped: counts.skipped ?? 0,
  };
}

// --- order reports ---------------------------------------------------------------------------------

/** Stores a report the partner sent (once per report id); returns whether it was new. */
export async function storeOrderReport(
  db: Db,
  input: OrderReportInput,
  ip: string,
): Promise<{ created: boolean }> {
  const report = orderReportFieldsOf(input);
  const rows = await db
    .insert(orderReports)
    .values({
      reportId: report.reportId,
      tradeId: report.trade_id,
      signalId: report.signal_id,
      baseSymbol: report.base_symbol,
      quoteSymbol: report.quote_symbol,
      side: report.side,
      timeInForce: report.time_in_force,
      amount: report.amount,
      client: report.client,
      errorCode: report.error_code,
      errorMessage: report.error_message,
      errorStatus: report.error_status,
      ipAddress: ip,
      payload: input,
      createdAt: report.reportedAt ? new Date(report.reportedAt) : new Date(),
    })
    .onConflictDoNothing({ target: orderReports.reportId })
    .returning({ id: orderReports.id });
  return { created: rows.length > 0 };
}

type OrderReportRow = typeof orderReports.$inferSelect;

function toOrderReport(row: OrderReportRow): OrderReport {
  return {
    _id: row.id,
    reportId: row.reportId,
    trade_id: row.tradeId,
    signal_id: row.signalId,
    base_symbol: row.baseSymbol,
    quote_symbol: row.quoteSymbol,
    side: row.side,
    time_in_force: row.timeInForce,
    amount: row.amount,
    client: row.client,
    error_code: row.errorCode,
    error_message: row.errorMessage,
    error_status: row.errorStatus,
    ip_address: row.ipAddress,
    payload: row.payload,
    status: orderReportStatusOf(row.errorCode, row.errorStatus),
    archived: row.archived,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listOrderReports(db: Db, query: OrderReportListQuery, now = new Date()) {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? 20;
  const conditions: SQL[] = [];
  if (query.side) conditions.push(eq(orderReports.side, query.side));
  if (query.type) conditions.push(eq(orderReports.timeInForce, query.type));
  if (query.client) conditions.push(eq(orderReports.client, query.client));
  if (query.signalId) conditions.push(eq(orderReports.signalId, query.signalId));
  if (query.status === 'failed') conditions.push(isNotNull(orderReports.errorCode));
  if (query.status === 'ok') conditions.push(isNull(orderReports.errorCode));
  if (query.date) conditions.push(gte(orderReports.createdAt, quickRange(query.date, now).from));
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(${orderReports.tradeId} ilike ${like} or ${orderReports.signalId} ilike ${like} or ${orderReports.baseSymbol} ilike ${like})`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orderReports)
      .where(where)
      .orderBy(desc(orderReports.createdAt), desc(orderReports.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(orderReports).where(where),
  ]);
  return {
    data: rows.map(toOrderReport),
    ...pageOf(total?.n ?? 0, page, perPage),
  };
}

/** The distinct values of a report column (filter choices). */
async function distinctOf(db: Db, column: typeof orderReports.timeInForce | typeof orderReports.client) {
  const rows = await db
    .selectDistinct({ value: column })
    .from(orderReports)
    .where(isNotNull(column))
    .orderBy(column)
    .limit(500);
  return rows.map((r) => r.value as string);
}

export const orderTypes = (db: Db) => distinctOf(db, orderReports.timeInForce);
export const orderClients = (db: Db) => distinctOf(db, orderReports.client);

/** Waiting partner jobs one worker takes at once: a burst of changes costs one fetch and one completion. */
const PARTNER_JOBS_AT_ONCE = 10;

/** The job that delivers a signal's pending copies (retried with backoff for up to three days). */
export function partnerJobHandlers(
  db: Db,
  partner: PartnerWebhookConfig | undefined,
  meters?: PartnerMeters,
): JobHandler<never>[] {
  const deliver = (signalId: string) => deliverPartnerCopies(db, partner, signalId, Date.now, meters);
  const handler: JobHandler<{ signalId: string }> = {
    queue: PARTNER_COPY_QUEUE,
    // 2 s doubling (capped by pg-boss at 2^16 x delay / 2..x): about 3.5 days in all.
    retryLimit: 22,
    retryDelay: 2,
    // A worker that died mid-delivery (kill -9) is noticed this soon after; its lease has lapsed by then.
    expireInSeconds: 15,
    concurrency: 4,
    handle: async ({ signalId }) => {
      await deliver(signalId);
    },
    // The batch's signals are delivered side by side, each even when another's partner call fails;
    // then the batch fails and its jobs are retried (those whose copies went find nothing to send).
    batch: {
      size: PARTNER_JOBS_AT_ONCE,
      handle: (jobs) => sideBySide(new Set(jobs.map((job) => job.signalId)), deliver),
    },
  };
  return [handler as unknown as JobHandler<never>];
}

/** Copies delivered or skipped are kept a week (the status page counts them), then removed. */
export async function purgePartnerCopies(db: Db, keepDays = 7): Promise<void> {
  await db.execute(
    sql`delete from partner_deliveries where status in ('delivered', 'skipped') and created_at < now() - make_interval(days => ${keepDays})`,
  );
}
