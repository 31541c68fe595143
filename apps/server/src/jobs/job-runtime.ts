import { asc, inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { jobOutbox } from '../db/schema';
import { bossDb, type TrackedBossDb, transactionDb } from './boss-db';
import { JOB_OUTBOX_CHANNEL } from './outbox';

export interface JobContext {
  id: string;
  /** Attempts before this one (0 on the first). */
  retryCount: number;
}

/** One queue and the function that handles its jobs. A handler that throws is retried with backoff. */
export interface JobHandler<Data = Record<string, unknown>> {
  queue: string;
  /** Attempts after the first; then the job is failed and copied to the dead-letter queue. */
  retryLimit: number;
  /** Seconds before the first retry; doubles each time (with jitter). */
  retryDelay: number;
  /** A job still active after this long (its process died) is failed and retried. */
  expireInSeconds: number;
  /** Jobs handled at once by this replica (each in its own call). */
  concurrency?: number;
  handle(data: Data, job: JobContext): Promise<void>;
  /**
   * Takes up to `size` waiting jobs in one call instead of `handle`: a burst then costs one fetch, one
   * completion and one transaction, not one of each per job. A failure fails them all (each is
   * retried on its own count), so the handler must be idempotent.
   */
  batch?: { size: number; handle(data: Data[]): Promise<void> };
}

/** Failed jobs end up here (pg-boss dead letter): staff see and retry them. */
export const DEAD_LETTER_QUEUE = 'dead-letter';

/** pg-boss's tables live in this schema of the app's database. */
const BOSS_SCHEMA = 'pgboss';
const RELAY_BATCH = 500;
const RELAY_POLL_MS = 1000;
/** A committed job may wait this long for the commits that follow it (see `relaySoon`). */
const RELAY_COALESCE_MS = 25;

export interface JobRuntimeOptions {
  database: Database;
  log: Pick<Logger, 'warn' | 'error' | 'info'>;
  handlers: readonly JobHandler<never>[];
  /** How often idle workers look for jobs (the relay wakes them sooner). */
  pollingIntervalSeconds?: number;
  /** How often expired active jobs are failed (and retried). */
  maintenanceIntervalSeconds?: number;
}

export interface FailedJob {
  id: string;
  queue: string;
  data: unknown;
  retryCount: number;
  error: string | null;
  createdOn: string;
  completedOn: string | null;
}

/**
 * The job backbone of one replica: pg-boss on the app's database (PostgreSQL or PGlite), the relay
 * that moves committed outbox rows into it, and a worker per queue. Several replicas on one
 * PostgreSQL server each run one; SKIP LOCKED in both the relay and pg-boss hands every job to one.
 */
export class JobRuntime {
  readonly boss: PgBoss;
  private readonly bossConnection: TrackedBossDb;
  private readonly workers = new Map<string, string[]>();
  private relayTimer: NodeJS.Timeout | undefined;
  private relaySoonTimer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private relaying: Promise<void> | undefined;
  private relayAgain = false;
  private stopped = false;

  constructor(private readonly options: JobRuntimeOptions) {
    this.bossConnection = bossDb(options.database, options.log, BOSS_SCHEMA);
    this.boss = new PgBoss({
      db: this.bossConnection,
      schema: BOSS_SCHEMA,
      supervise: true,
      schedule: false,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 10,
    });
    this.boss.on('error', (err) => options.log.warn({ err }, 'job queue error'));
  }

  /** pg-boss's schema and this version's queue settings. */
  private async install(): Promise<void> {
    await this.boss.start();
    await this.boss.createQueue(DEAD_LETTER_QUEUE, { name: DEAD_LETTER_QUEUE, retentionDays: 30 });
    for (const handler of this.options.handlers) {
      const queue = {
        name: handler.queue,
        retryLimit: handler.retryLimit,
        retryDelay: handler.retryDelay,
        retryBackoff: true,
        expireInSeconds: handler.expireInSeconds,
        retentionDays: 7,
        deadLetter: DEAD_LETTER_QUEUE,
      };
      // createQueue keeps an existing queue's settings; updateQueue applies this version's.
      await this.boss.createQueue(handler.queue, queue);
      await this.boss.updateQueue(handler.queue, queue);
    }
  }

  async start(): Promise<void> {
    // Replicas starting together would install pg-boss and create its queues at once and deadlock.
    await withStartLock(this.options.database, () => this.install());
    for (const handler of this.options.handlers) {
      const ids: string[] = [];
      for (let i = 0; i < (handler.concurrency ?? 1); i++) {
        let workerId = '';
        workerId = await this.boss.work(
          handler.queue,
          {
            pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
            batchSize: handler.batch?.size ?? 1,
          },
          async (jobs) => {
            const [job] = jobs;
            if (!job) return;
            try {
              if (handler.batch) await handler.batch.handle(jobs.map((j) => j.data as never));
              else
                await (handler as JobHandler).handle(job.data as Record<string, unknown>, {
                  id: job.id,
                  retryCount: (job as unknown as { retryCount?: number }).retryCount ?? 0,
                });
            } catch (err) {
              this.options.log.warn(
                { err, queue: handler.queue, jobs: jobs.map((j) => j.id) },
                'job failed (it will be retried)',
              );
              throw err;
            } finally {
              // pg-boss 10 waits a polling interval after every job: one that found a job looks again at once.
              this.boss.notifyWorker(workerId);
            }
          },
        );
        ids.push(workerId);
      }
      this.workers.set(handler.queue, ids);
    }
    this.unlisten = await this.options.database.listen(JOB_OUTBOX_CHANNEL, () => this.relaySoon());
    this.relayTimer = setInterval(() => this.relay(), RELAY_POLL_MS);
    this.relayTimer.unref();
    this.relay();
  }

  /**
   * A relay RELAY_COALESCE_MS after the first wake-up: the commits of a burst (a creation each, say)
   * are then moved, fetched and handled together instead of one by one.
   */
  private relaySoon(): void {
    if (this.relaySoonTimer || this.stopped) return;
    this.relaySoonTimer = setTimeout(() => {
      this.relaySoonTimer = undefined;
      void this.relay();
    }, RELAY_COALESCE_MS);
  }

  /** Moves committed outbox rows into pg-boss (one transaction per batch), then wakes the workers. */
  relay(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.relaying) {
      this.relayAgain = true;
      return this.relaying;
    }
    this.relaying = this.relayAll()
      .catch((err) => {
        if (!this.stopped) this.options.log.warn({ err }, 'job outbox relay failed');
      })
      .finally(() => {
        this.relaying = undefined;
        if (this.relayAgain && !this.stopped) {
          this.relayAgain = false;
          void this.relay();
        }
      });
    return this.relaying;
  }

  private async relayAll(): Promise<void> {
    const queues = this.options.handlers.map((h) => h.queue);
    for (;;) {
      const moved = await this.options.database.db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(jobOutbox)
          .where(inArray(jobOutbox.queue, queues))
          .orderBy(asc(jobOutbox.id))
          .limit(RELAY_BATCH)
          .for('update', { skipLocked: true });
        if (rows.length === 0) return [];
        await this.boss.insert(
          rows.map((row) => ({
            name: row.queue,
            data: row.data as object,
            singletonKey: row.singletonKey ?? undefined,
          })),
          { db: transactionDb(tx) },
        );
        await tx.delete(jobOutbox).where(
          inArray(
            jobOutbox.id,
            rows.map((r) => r.id),
          ),
        );
        return rows;
      });
      for (const queue of new Set(moved.map((row) => row.queue))) {
        for (const id of this.workers.get(queue) ?? []) this.boss.notifyWorker(id);
      }
      if (moved.length < RELAY_BATCH || this.stopped) return;
    }
  }

  /** Failed jobs (retries exhausted), newest first. */
  async failedJobs(limit = 100): Promise<FailedJob[]> {
    const result = await this.options.database.db.execute(sql`
      select id, name, data, retry_count, output, created_on, completed_on from pgboss.job
      where state = 'failed' and name <> ${DEAD_LETTER_QUEUE}
      order by completed_on desc nulls last limit ${limit}`);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return rows.map((row) => ({
      id: String(row.id),
      queue: String(row.name),
      data: row.data,
      retryCount: Number(row.retry_count),
      error: errorText(row.output),
      createdOn: new Date(row.created_on as string).toISOString(),
      completedOn: row.completed_on ? new Date(row.completed_on as string).toISOString() : null,
    }));
  }

  /** Puts a failed job back in its queue. */
  async retry(queue: string, id: string): Promise<void> {
    await this.boss.retry(queue, id);
    for (const worker of this.workers.get(queue) ?? []) this.boss.notifyWorker(worker);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.relayTimer) clearInterval(this.relayTimer);
    if (this.relaySoonTimer) clearTimeout(this.relaySoonTimer);
    await this.unlisten?.();
    await this.relaying;
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000, close: false });
    // The completion of the last handled jobs may still be running (see bossDb).
    await this.bossConnection.settled();
  }
}

function errorText(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const message = (output as { message?: unknown }).message;
  return typeof message === 'string' ? message.slice(0, 500) : JSON.stringify(output).slice(0, 500);
}

/** Arbitrary constant key of the advisory lock that serialises job-queue installs across replicas. */
const JOBS_INSTALL_LOCK = 724_311_002;

async function withStartLock(database: Database, install: () => Promise<void>): Promise<void> {
  if (database.kind !== 'postgres') return install();
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [JOBS_INSTALL_LOCK]);
    await install();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [JOBS_INSTALL_LOCK]).catch(() => {});
    client.release();
  }
}
