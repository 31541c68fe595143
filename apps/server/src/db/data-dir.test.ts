import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { LOCK_FILE } from './data-dir';

const root = mkdtempSync(path.join(tmpdir(), 'sd-data-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every path under a folder with its permission bits. */
function modes(dir: string): { file: string; mode: number; isDir: boolean }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).map((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return { file, mode: statSync(file).mode & 0o777, isDir: entry.isDirectory() };
  });
}

describe('the embedded database folder', () => {
  it('is held by one process: a second open refuses with a clear message while the first runs', async () => {
    const dataDir = path.join(root, 'locked');
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process \d+ \(another npm start\?\)/);
    // Pretend the holder is another live process (this one's parent).
    writeFileSync(path.join(dataDir, LOCK_FILE), `${process.ppid}\n`);
    await expect(openDatabase({ dataDir })).rejects.toThrow(`in use by process ${process.ppid}`);
    writeFileSync(path.join(dataDir, LOCK_FILE), `${process.pid}\n`);
    await first.close();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('takes over the lock of a process that died', async () => {
    const dataDir = path.join(root, 'stale');
    const crashed = await openDatabase({ dataDir });
    await crashed.close();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(path.join(dataDir, LOCK_FILE), `${dead.stdout.toString()}\n`);
    const restarted = await openDatabase({ dataDir });
    await restarted.db.execute('select 1');
    await restarted.close();
  });

  it('keeps its files private: folders 0700, files 0600, existing world-writable ones fixed', async () => {
    const dataDir = path.join(root, 'private');
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await database.close();
    chmodSync(path.join(dataDir, 'pg_hba.conf'), 0o666);
    chmodSync(path.join(dataDir, 'base'), 0o777);
    const reopened = await openDatabase({ dataDir });
    const open = modes(dataDir);
    await reopened.close();
    for (const { file, mode, isDir } of [...open, ...modes(dataDir)]) {
      expect(mode & 0o077, `${file} ${mode.toString(8)}`).toBe(0);
      if (isDir) expect(mode, file).toBe(0o700);
    }
    expect(statSync(path.join(dataDir, 'pg_hba.conf')).mode & 0o777).toBe(0o600);
  });
});
