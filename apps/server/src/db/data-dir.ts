import {
  chmodSync,
  closeSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/** The lock of a data folder: one process at a time opens the embedded database in it. */
export const LOCK_FILE = 'signal-desk.pid';

/** Thrown when another live process holds the data folder. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dataDir} is in use by process ${pid} (another npm start?). ` +
        'Stop that process first, or set DATA_DIR to another folder.',
    );
  }
}

/** Folders this process holds; a lock with our own pid not in here was left by an earlier process (a container's pid 1). */
const held = new Set<string>();

function isAlive(pid: number, dataDir: string): boolean {
  if (pid === process.pid) return held.has(dataDir);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the data folder for this process: a lock file holding our pid, created exclusively. A lock
 * whose process no longer runs (a crash, a kill -9) is stale and taken over; a live one refuses.
 * Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(file);
      if (holder !== null && isAlive(holder, dataDir)) throw new DataDirInUseError(dataDir, holder);
      try {
        unlinkSync(file);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
      continue;
    }
    // Two processes that found the same stale lock: only the one whose pid stayed in it goes on.
    const holder = readPid(file);
    if (holder !== process.pid) {
      if (holder !== null && isAlive(holder, dataDir)) throw new DataDirInUseError(dataDir, holder);
      continue;
    }
    held.add(dataDir);
    return () => {
      held.delete(dataDir);
      if (readPid(file) === process.pid) unlinkSync(file);
    };
  }
  throw new Error(`Could not take the lock ${file}`);
}

/**
 * The database files are readable by this user only: folders 0700, files 0600. PGlite's file system
 * creates some files world-writable (0666) whatever the umask, so existing files are fixed at every
 * open and close; the umask covers what PostgreSQL creates in between.
 */
export function restrictDataDir(dataDir: string): void {
  const walk = (dir: string) => {
    chmodSync(dir, 0o700);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && (lstatSync(full).mode & 0o077) !== 0) chmodSync(full, 0o600);
    }
  };
  walk(dataDir);
}

/** Creates the data folder (0700) and makes files created from now on private to this user. */
export function prepareDataDir(dataDir: string): void {
  // Worker threads cannot change the umask (tests); the walk of restrictDataDir still applies.
  try {
    process.umask(0o077);
  } catch {}
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
}
