import pg from 'pg';

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
  const env = {
    ...process.env,
    DATABASE_URL: url.toString(),
    ADMIN_PASSWORD: password,
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
