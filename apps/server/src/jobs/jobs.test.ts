import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/harness';
import { until } from '../../test-support/until';
import { type Database, rowsOf } from '../db/client';
import { jobOutbox } from '../db/schema';
import { type JobHandler, JobRuntime, type JobRuntimeOptions } from './job-runtime';
import { enqueueJob, enqueueJobs } from './outbox';

/** A runtime of its own on the test's database (another replica), handling one queue. */
function replica(
  database: Database,
  handler: Omit<JobHandler<never>, 'retryDelay' | 'expireInSeconds'>,
  log: JobRuntimeOptions['log'] = pino({ level: 'silent' }),
) {
  return new JobRuntime({
    database,
    log,
    handlers: [{ retryDelay: 1, expireInSeconds: 30, ...handler }],
    pollingIntervalSeconds: 0.5,
  });
}

describe('job outbox and queue', () => {
  let t: TestApp;
  let database: Database;
  let runtime: JobRuntime;
  const handled: string[] = [];
  const attempts = new Map<string, number>();
  let failing = true;

  const handlers: JobHandler<{ key: string }>[] = [
    {
      queue: 'test-ok',
      retryLimit: 2,
      retryDelay: 1,
      expireInSeconds: 30,
      handle: async ({ key }) => {
        handled.push(key);
      },
    },
    {
      queue: 'test-flaky',
      retryLimit: 1,
      retryDelay: 1,
      expireInSeconds: 30,
      handle: async ({ key }) => {
        attempts.set(key, (attempts.get(key) ?? 0) + 1);
        if (failing) throw new Error(`receiver down for ${key}`);
        handled.push(key);
      },
    },
  ];

  beforeAll(async () => {
    t = await startTestApp();
    database = t.database;
    runtime = new JobRuntime({
      database,
      log: pino({ level: 'silent' }),
      handlers: handlers as JobHandler<never>[],
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
    });
    await runtime.start();
  }, 60_000);
  afterAll(async () => {
    await runtime?.stop();
    await t?.close();
  });

  it('creates a job only when the transaction that causes it commits', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, { queue: 'test-ok', data: { key: 'rolled-back' } });
        throw new Error('change refused');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, { queue: 'test-ok', data: { key: 'committed' } });
    });
    await until(() => handled.includes('committed'));
    await runtime.relay();
    expect(handled).not.toContain('rolled-back');
    expect(handled.filter((k) => k === 'committed')).toHaveLength(1);
    expect(await database.db.$count(jobOutbox)).toBe(0);
  });

  it('retries a failing job with backoff, then fails it where staff can see and retry it', async () => {
    await database.db.transaction((tx) => enqueueJob(tx, { queue: 'test-flaky', data: { key: 'flaky' } }));
    await until(async () => (await runtime.failedJobs()).some((job) => job.queue === 'test-flaky'), 20_000);
    expect(attempts.get('flaky')).toBe(2);
    const [failed] = await runtime.failedJobs();
    expect(failed?.error).toContain('receiver down for flaky');
    expect(failed?.retryCount).toBe(1);

    failing = false;
    await runtime.retry('test-flaky', failed?.id as string);
    await until(() => handled.includes('flaky'));
    expect(attempts.get('flaky')).toBe(3);
    expect(await runtime.failedJobs()).toHaveLength(0);
  }, 30_000);

  it('hands each job to one of two replicas', async () => {
    const seen: string[] = [];
    const second = replica(database, {
      queue: 'test-ok',
      retryLimit: 2,
      handle: (async ({ key }: { key: string }) => {
        seen.push(key);
      }) as never,
    });
    await second.start();
    try {
      const keys = Array.from({ length: 40 }, (_, i) => `many-${i}`);
      await database.db.transaction(async (tx) => {
        for (const key of keys) await enqueueJob(tx, { queue: 'test-ok', data: { key } });
      });
      await until(() => keys.every((key) => handled.includes(key) || seen.includes(key)));
      const all = [...handled, ...seen].filter((k) => k.startsWith('many-'));
      expect(all.sort()).toEqual([...keys].sort());
    } finally {
      await second.stop();
    }
  }, 30_000);

  it('writes more jobs at once than one statement could carry parameters for', async () => {
    // 25,000 jobs of three parameters each: one insert would need 75,000 (PostgreSQL takes 65,535).
    const jobs = Array.from({ length: 25_000 }, (_, i) => ({ queue: 'test-unhandled', data: { i } }));
    await database.db.transaction((tx) => enqueueJobs(tx, jobs));
    expect(await t.count(`job_outbox where queue = 'test-unhandled'`)).toBe(jobs.length);
    await database.db.execute(sql`delete from job_outbox where queue = 'test-unhandled'`);
  });

  it('hands the jobs waiting together to a batch handler in one call', async () => {
    const calls: string[][] = [];
    const batched = replica(database, {
      queue: 'test-batch',
      retryLimit: 0,
      handle: async () => {
        throw new Error('a batch handler takes the jobs');
      },
      batch: {
        size: 20,
        handle: (async (jobs: { key: string }[]) => {
          calls.push(jobs.map((job) => job.key).sort());
        }) as never,
      },
    });
    await batched.start();
    try {
      const keys = ['b1', 'b2', 'b3', 'b4', 'b5'];
      await database.db.transaction(async (tx) => {
        for (const key of keys) await enqueueJob(tx, { queue: 'test-batch', data: { key } });
      });
      await until(() => calls.flat().length === keys.length);
      expect(calls).toEqual([keys]);
    } finally {
      await batched.stop();
    }
  }, 30_000);

  it('stops only once the last handled job is recorded as completed', async () => {
    let signalHandled: () => void = () => {};
    const wasHandled = new Promise<void>((resolve) => {
      signalHandled = resolve;
    });
    const stopping = replica(database, {
      queue: 'test-stop',
      retryLimit: 0,
      handle: async () => signalHandled(),
    });
    await stopping.start();
    await database.db.transaction((tx) => enqueueJob(tx, { queue: 'test-stop', data: {} }));
    await wasHandled;
    // pg-boss sends the completion without waiting for it; the stop must (the pool closes next).
    await stopping.stop();
    const states = rowsOf<{ state: string }>(
      await database.db.execute(sql`select state from pgboss.job where name = 'test-stop'`),
    );
    expect(states.map((row) => row.state)).toEqual(['completed']);
  }, 30_000);

  it('logs a completion the database refuses, instead of ending the process', async () => {
    // The database refuses to mark this queue's jobs completed, as it would on a lost connection.
    await database.db.execute(sql`create function refuse_completion() returns trigger language plpgsql as $$
      begin raise exception 'completion refused by the test'; end $$`);
    await database.db.execute(sql`create trigger refuse_completion before update on pgboss.job for each row
      when (new.name = 'test-refused-completion' and new.state = 'completed')
      execute function refuse_completion()`);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const errors: string[] = [];
    const log = {
      info: () => {},
      warn: () => {},
      error: (_: unknown, message: string) => errors.push(message),
    };
    let handled = 0;
    const refused = replica(
      database,
      {
        queue: 'test-refused-completion',
        retryLimit: 1,
        handle: async () => {
          handled += 1;
        },
      },
      log as unknown as JobRuntimeOptions['log'],
    );
    try {
      await refused.start();
      await database.db.transaction((tx) => enqueueJob(tx, { queue: 'test-refused-completion', data: {} }));
      await until(() => errors.length + unhandled.length > 0);
      await refused.stop();
      expect(unhandled).toEqual([]);
      expect(handled).toBe(1);
      expect(errors).toEqual(['a job outcome could not be recorded: the job is retried once it expires']);
      // Still active: it expires, then is retried.
      const states = rowsOf<{ state: string }>(
        await database.db.execute(sql`select state from pgboss.job where name = 'test-refused-completion'`),
      );
      expect(states.map((row) => row.state)).toEqual(['active']);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await database.db.execute(sql`drop trigger refuse_completion on pgboss.job`);
      await database.db.execute(sql`drop function refuse_completion()`);
    }
  }, 30_000);
});
