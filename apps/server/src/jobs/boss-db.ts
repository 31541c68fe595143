import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import plans from 'pg-boss/src/plans.js';
import type { Logger } from 'pino';
import type { Database, Executor } from '../db/client';

type BossDb = PgBoss.Db;

/** pg-boss's connection, and a wait for the statements it sent that have not finished yet. */
export interface TrackedBossDb extends BossDb {
  settled(): Promise<void>;
}

/**
 * pg-boss's connection on the app's own database: the pg pool on a PostgreSQL server; on PGlite,
 * statements without parameters (pg-boss sends multi-statement scripts that way) go through
 * `exec()` and the rest through `query()`.
 *
 * pg-boss 10 completes (or fails) a handled job without waiting for it, so:
 * - its `stop()` can resolve while that statement still runs; `settled()` lets the stop wait for it
 *   before the pool closes;
 * - a database error there would be an unhandled rejection, which ends the process. It is logged
 *   instead, and the job stays active until it expires, then is retried (handlers are idempotent).
 */
export function bossDb(database: Database, log: Pick<Logger, 'error'>, schema: string): TrackedBossDb {
  const run = untracked(database);
  const completions = new Set([plans.completeJobs(schema), plans.failJobsById(schema)]);
  const running = new Set<Promise<unknown>>();
  return {
    executeSql(text, values) {
      const sent = run(text, values);
      const statement = completions.has(text)
        ? sent.catch((err: unknown) => {
            log.error({ err }, 'a job outcome could not be recorded: the job is retried once it expires');
            // What pg-boss reads of a completion: the count of jobs it changed.
            return { rows: [{ count: '0' }] };
          })
        : sent;
      running.add(statement);
      const forget = () => running.delete(statement);
      statement.then(forget, forget);
      return statement;
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

function untracked(database: Database): BossDb['executeSql'] {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const pool = client as pg.Pool;
    return (text, values) => pool.query(text, values);
  }
  const lite = client as PGlite;
  return async (text, values) => {
    if (!values || values.length === 0) {
      const results = await lite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    }
    return lite.query(text, values);
  };
}

/** pg-boss statements run on a caller's Drizzle transaction (the relay moves jobs with its own). */
export function transactionDb(tx: Executor): BossDb {
  return {
    async executeSql(text, values) {
      const result = await tx.execute(withParams(text, values ?? []));
      return { rows: (result as unknown as { rows: unknown[] }).rows ?? (result as unknown as unknown[]) };
    },
  };
}

/** `$1`-numbered text and its values as a Drizzle query (which numbers parameters itself). */
export function withParams(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${sql.param(values[Number(part) - 1])}`);
  });
  return sql.join(chunks, sql.raw(''));
}
