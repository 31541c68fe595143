import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../config';
import { LOCK_FILE, lockDataDir, prepareDataDir, restrictDataDir } from './data-dir';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Db | Tx;

/** The rows of a raw `execute` result (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent, one transaction, one replica at a time). */
  migrate(): Promise<void>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on the channel, from any process using the
   * same database (cross-replica events). Returns the function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * The same database through a pool of its own, of `size` connections, closed with this one. The
   * delivery workers use one: a backlog of jobs then queues on its own connections instead of in
   * front of requests and the engine. PGlite has one connection whatever the pool: itself.
   */
  ownPool(size: number): Database;
  /**
   * The embedded database's data folder as a gzipped tarball, taken between transactions (none is
   * half-written in it); PGlite only: a PostgreSQL server is backed up with pg_dump (docs/operations).
   */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

const MIGRATIONS = path.join(SERVER_ROOT, 'src/db/migrations');
/** Arbitrary constant key of the advisory lock that serialises migrations across replicas. */
const MIGRATION_LOCK = 724_311_001;

export interface DatabaseOptions {
  /** A PostgreSQL server URL; without it, PGlite is used. */
  url?: string;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** A snapshot (`Database.snapshot`) the new PGlite folder starts from (a restore). */
  restoreFrom?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? 'memory://', options.restoreFrom);
}

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const listener = postgresListener(url);
  const others: Database[] = [];
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    listen: (channel, onMessage) => listener.listen(channel, onMessage),
    ownPool(size) {
      const other = openPostgres(url, size);
      others.push(other);
      return other;
    },
    close: async () => {
      for (const other of others.splice(0)) await other.close();
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * One connection listens for the whole process: every handler of a channel is called, in the order
 * it subscribed, from the same notification event (so an invalidation registered first always runs
 * before a later handler reacts). The connection is re-established after a drop; notifications in
 * between are lost.
 */
function postgresListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: Promise<pg.Client> | undefined;
  let closed = false;

  const connect = (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', () => {
      next.end().catch(() => {});
      client = undefined;
      if (closed) return;
      setTimeout(() => {
        if (!closed && !client && handlers.size) void connected().catch(() => {});
      }, 1000).unref();
    });
    return next.connect().then(async () => {
      for (const channel of handlers.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      return next;
    });
  };
  const connected = () => {
    client ??= connect().catch((error) => {
      client = undefined;
      throw error;
    });
    return client;
  };

  return {
    async listen(channel: string, onMessage: (payload: string) => void) {
      let set = handlers.get(channel);
      const first = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(onMessage);
      const connection = await connected();
      if (first) await connection.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        set.delete(onMessage);
      };
    },
    async close() {
      closed = true;
      const connection = client;
      client = undefined;
      await connection?.then((c) => c.end()).catch(() => {});
    },
  };
}

async function openPglite(dataDir: string, restoreFrom?: Blob): Promise<Database> {
  const onDisk = !dataDir.startsWith('memory://');
  let unlock = () => {};
  if (onDisk) {
    prepareDataDir(dataDir);
    // A second process on the same files would lose writes the first confirmed: refuse to start.
    unlock = lockDataDir(dataDir);
    restrictDataDir(dataDir);
  }
  // The customer search: pg_trgm for its trigram index, unaccent to fold its accents (decision 12); a
  // PostgreSQL server ships both in contrib.
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm, unaccent },
    ...(restoreFrom ? { loadDataDir: restoreFrom } : {}),
  }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  // The snapshot holds the lock file of the process it was taken from: the folder is ours.
  if (onDisk && restoreFrom)
    writeFileSync(path.join(dataDir, LOCK_FILE), `${process.pid}\n`, { mode: 0o600 });
  if (onDisk) restrictDataDir(dataDir);
  const pglite = drizzlePglite(client, { schema });
  const db = pglite as unknown as Db;
  const database: Database = {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(pglite, { migrationsFolder: MIGRATIONS }),
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return async () => unlisten();
    },
    ownPool: () => database,
    // Holding the transaction lock, so the copy falls between transactions; dumpDataDir itself holds
    // the query lock, so nothing writes while it copies.
    snapshot: () => client._runExclusiveTransaction(() => client.dumpDataDir('gzip')),
    close: async () => {
      await client.close();
      if (onDisk) {
        restrictDataDir(dataDir);
        unlock();
      }
    },
  };
  return database;
}

/** The pg pool of a PostgreSQL database (its counts are metrics); PGlite has none. */
export function poolOf(database: Database): pg.Pool | undefined {
  return database.kind === 'postgres' ? (database.db as unknown as { $client: pg.Pool }).$client : undefined;
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
