import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Database, Executor } from '../db/client';

type BossDb = PgBoss.Db;

/**
 * pg-boss's connection on the app's own database: the pg pool on a PostgreSQL server; on PGlite,
 * statements without parameters (pg-boss sends multi-statement scripts that way) go through
 * `exec()` and the rest through `query()`.
 */
export function bossDb(database: Database): BossDb {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const pool = client as pg.Pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const lite = client as PGlite;
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const results = await lite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return lite.query(text, values);
    },
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
