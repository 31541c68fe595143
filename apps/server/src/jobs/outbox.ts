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
 * moves them into pg-boss (see `JobRuntime`, job-runtime.ts). Each insert wakes the relays in the same
 * statement (one round trip; the notifications of a transaction are delivered once, at commit).
 */
export async function enqueueJobs(tx: Executor, jobs: readonly OutboxJob[]): Promise<void> {
  for (let i = 0; i < jobs.length; i += JOBS_PER_INSERT) {
    const rows = jobs
      .slice(i, i + JOBS_PER_INSERT)
      .map((job) => sql`(${job.queue}, ${JSON.stringify(job.data)}::jsonb, ${job.singletonKey ?? null})`);
    await tx.execute(sql`
      with queued as (
        insert into ${jobOutbox} (queue, data, singleton_key) values ${sql.join(rows, sql`, `)}
      )
      select pg_notify(${JOB_OUTBOX_CHANNEL}, '')`);
  }
}

/** Rows of one insert: three parameters each, well within PostgreSQL's 65,535 a statement. */
const JOBS_PER_INSERT = 5_000;

export async function enqueueJob(tx: Executor, job: OutboxJob): Promise<void> {
  await enqueueJobs(tx, [job]);
}
