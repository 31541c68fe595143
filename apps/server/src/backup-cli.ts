import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { assertEmptyDataDir, BACKUP_REQUEST, BACKUP_SIGNAL, failureOf, writeSnapshot } from './db/backup';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir';

// `npm run backup [-- FILE]`: a consistent snapshot of the embedded database of DATA_DIR, written by
// the server that runs on it (or read directly when none does). `npm run restore FILE`: that snapshot
// into an empty DATA_DIR. A PostgreSQL server (DATABASE_URL) is backed up with its own tools.
const WAIT_MS = 10 * 60 * 1000;

async function backup(dataDir: string, asked: string | undefined) {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`No embedded database in ${dataDir}`);
  const stamp = new Date().toISOString().replaceAll(':', '-').replace(/\..*/, '');
  const file = path.resolve(asked ?? `signal-desk-${stamp}.tar.gz`);
  if (existsSync(file)) throw new Error(`${file} exists already`);
  try {
    const database = await openDatabase({ dataDir });
    try {
      await writeSnapshot(database, file);
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    await askServer(dataDir, error.pid, file);
  }
  console.log(`backup written to ${file}`);
}

async function askServer(dataDir: string, pid: number, file: string) {
  writeFileSync(path.join(dataDir, BACKUP_REQUEST), JSON.stringify({ file }), { mode: 0o600 });
  process.kill(pid, BACKUP_SIGNAL);
  const end = Date.now() + WAIT_MS;
  while (!existsSync(file)) {
    if (existsSync(failureOf(file))) {
      const reason = readFileSync(failureOf(file), 'utf8');
      rmSync(failureOf(file));
      throw new Error(`the server (pid ${pid}) could not write the backup: ${reason}`);
    }
    if (Date.now() > end) throw new Error(`the server (pid ${pid}) did not write the backup in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function restore(dataDir: string, file: string | undefined) {
  if (!file) throw new Error('npm run restore FILE: which backup?');
  assertEmptyDataDir(dataDir);
  const snapshot = new Blob([readFileSync(path.resolve(file))]);
  const database = await openDatabase({ dataDir, restoreFrom: snapshot });
  await database.close();
  console.log(`restored ${file} into ${dataDir}`);
}

async function main() {
  const [command, file] = process.argv.slice(2);
  const config = loadConfig();
  if (config.databaseUrl)
    throw new Error(
      'DATABASE_URL is set: back up a PostgreSQL server with pg_dump (docs/operations/backups.md)',
    );
  if (command === 'backup') await backup(config.dataDir, file);
  else if (command === 'restore') await restore(config.dataDir, file);
  else throw new Error('usage: backup-cli backup [FILE] | restore FILE');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
