import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new database named `<prefix>_<random>` on the PostgreSQL server of `serverUrl`: its URL, and the
 * drop that removes it (with its connections).
 */
export async function scratchPostgresDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onServer(`create database ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}
