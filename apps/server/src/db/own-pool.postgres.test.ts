import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/harness';
import { until } from '../../test-support/until';
import { type Database, ping, rowsOf } from './client';

// PostgreSQL server only: PGlite has a single connection, and its `ownPool` is itself.
let t: TestApp;
let jobs: Database;

beforeAll(async () => {
  t = await startTestApp();
  jobs = t.database.ownPool(2);
});
afterAll(() => t.close());

const clientOf = (database: Database) => (database.db as unknown as { $client: pg.Pool }).$client;

describe('a pool of its own', () => {
  it('keeps requests answering while every one of its connections is busy', async () => {
    const held = await Promise.all([clientOf(jobs).connect(), clientOf(jobs).connect()]);
    const release = () => {
      for (const client of held.splice(0)) client.release();
    };
    try {
      // Drizzle runs a query when it is awaited: `then` starts it now.
      const waiting = jobs.db.execute(sql`select 1 as n`).then(rowsOf);
      // The jobs pool is full: its next query waits, the shared pool answers at once.
      await ping(t.database.db);
      expect(clientOf(jobs).waitingCount).toBe(1);
      release();
      expect(await waiting).toEqual([{ n: 1 }]);
    } finally {
      release();
    }
  });

  it('reaches the same database and hears its notifications', async () => {
    const heard: string[] = [];
    await jobs.listen('own_pool_test', (payload) => heard.push(payload));
    await t.database.db.execute(sql`select pg_notify('own_pool_test', current_database())`);
    const [row] = rowsOf<{ name: string }>(await jobs.db.execute(sql`select current_database() as name`));
    await until(() => heard.length > 0, 1_000);
    expect(heard).toEqual([row?.name]);
  });
});
