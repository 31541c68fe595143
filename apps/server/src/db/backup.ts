import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './client';

/**
 * The running server holds the embedded database alone, so a backup of a folder in use is written by
 * that server: `npm run backup` leaves a request here and sends the server SIGUSR2 (only its own user,
 * or root, may do either: the folder is 0700); the server writes the snapshot where it was asked.
 */
export const BACKUP_REQUEST = 'backup-request.json';
export const BACKUP_SIGNAL = 'SIGUSR2';

interface BackupRequest {
  file: string;
}

/** The snapshot written to `file` whole or not at all (`file.partial`, renamed once complete; 0600). */
export async function writeSnapshot(database: Database, file: string): Promise<void> {
  if (!database.snapshot) throw new Error('Only the embedded database is backed up here: use pg_dump');
  const partial = `${file}.partial`;
  try {
    writeFileSync(partial, Buffer.from(await (await database.snapshot()).arrayBuffer()), { mode: 0o600 });
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** Where a failed backup's reason is left for the command that asked for it. */
export const failureOf = (file: string) => `${file}.failed`;

/**
 * The server's side: on SIGUSR2, the request left in the data folder is written. Returns the stop,
 * which waits for a backup in flight (the database closes after it).
 */
export function answerBackupRequests(
  dataDir: string,
  database: Database,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
): () => Promise<void> {
  let writing: Promise<void> = Promise.resolve();
  const handle = () => {
    const requestFile = path.join(dataDir, BACKUP_REQUEST);
    let request: BackupRequest;
    try {
      request = JSON.parse(readFileSync(requestFile, 'utf8'));
      rmSync(requestFile, { force: true });
    } catch (err) {
      log.error({ err }, 'backup signal without a readable request');
      return;
    }
    const started = Date.now();
    writing = writeSnapshot(database, request.file).then(
      () => log.info({ file: request.file, ms: Date.now() - started }, 'backup written'),
      (err: Error) => {
        log.error({ err, file: request.file }, 'backup failed');
        writeFileSync(failureOf(request.file), err.message, { mode: 0o600 });
      },
    );
  };
  process.on(BACKUP_SIGNAL, handle);
  return () => {
    process.off(BACKUP_SIGNAL, handle);
    return writing;
  };
}

/** Restores into an empty (or missing) folder only: a restore never mixes with a database. */
export function assertEmptyDataDir(dataDir: string): void {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Error(`${dataDir} is not empty: restore into an empty DATA_DIR`);
}
