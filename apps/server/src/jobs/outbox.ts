import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { jobOutbox } from '../db/schema';

/** The channel that wakes the relays when a transaction with jobs commits. */
export const JOB_OUTBOX_CHANNEL = 'job_outbox';

export interface OutboxJob {
  queue: string;
  data: Record<string, unknown>;
  /** Jobs of one key are never queued twice at once (pg-boss singletonKey). */
  singletonKey?: string;
}

/**
 * Writes jobs with the caller's transaction: they exist if and only if the change commits. The relay
 * moves them into pg-boss (see `JobRuntime`, job-runtime.ts).
 */
export async function enqueueJobs(tx: Executor, jobs: readonly OutboxJob[]): Promise<void> {
  if (jobs.length === 0) return;
  for (let i = 0; i < jobs.length; i += JOBS_PER_INSERT) {
    await tx.insert(jobOutbox).values(
      jobs.slice(i, i + JOBS_PER_INSERT).map((job) => ({
        queue: job.queue,
        data: job.data,
        singletonKey: job.singletonKey ?? null,
      })),
    );
  }
  await wakeRelays(tx);
}

/** Rows of one insert: three parameters each, well within PostgreSQL's 65,535 a statement. */
const JOBS_PER_INSERT = 5_000;

export async function enqueueJob(tx: Executor, job: OutboxJob): Promise<void> {
  await enqueueJobs(tx, [job]);
}

/** Delivered at commit only (NOTIFY is transactional). */
export async function wakeRelays(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_notify(${JOB_OUTBOX_CHANNEL}, '')`);
}
