import pg from 'pg';

/**
 * Clears the dead rows earlier runs left in a kept database. These machines' PostgreSQL runs without
 * autovacuum (conf.d/90-ci.conf), unlike a production server: after a few runs the job queue's
 * partition held 180,000 dead rows, and each job fetch scanned them (11 to 16 ms of PostgreSQL CPU
 * where 0.1 ms does), which the creation figures then measured.
 */
async function vacuum(url) {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

/**
 * A benchmark's own database on the PostgreSQL server of BENCH_DATABASE_URL: `kept` (a name from the
 * environment) reuses and keeps an earlier seed, otherwise a scratch database is created and `drop()`
 * removes it. `env` starts the server on it.
 */
export async function scratchDatabase({ prefix, kept, port, password }) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const scratch = kept ?? `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [scratch])).rowCount > 0;
  if (!exists) await admin.query(`create database ${scratch}`);
  const url = new URL(serverUrl);
  url.pathname = `/${scratch}`;
  if (exists) await vacuum(url);
  const env = {
    ...process.env,
    DATABASE_URL: url.toString(),
    ADMIN_PASSWORD: password,
    ADMIN_TWO_FACTOR: 'optional',
    PORT: String(port),
    LOG_LEVEL: 'warn',
  };
  return {
    scratch,
    /** The database was there before (a kept seed). */
    existed: exists,
    url,
    env,
    admin,
    /** Drops the scratch database (never a kept one) and closes the admin connection. */
    async drop() {
      if (!kept) await admin.query(`drop database if exists ${scratch} with (force)`);
      await admin.end();
    },
  };
}
