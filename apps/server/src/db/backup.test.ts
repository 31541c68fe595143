import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../test-support/until';
import { SERVER_ROOT } from '../config';
import { openDatabase, rowsOf } from './client';

// The embedded database backed up by `npm run backup` while the server runs and writes, restored by
// `npm run restore` into a fresh folder: every write confirmed before the backup started is there.
const PASSWORD = 'Backup-Pass1';
const ROOT = path.resolve(SERVER_ROOT, '../..');
const CLI = path.join(SERVER_ROOT, 'src/backup-cli.ts');
let work: string;
let server: ChildProcess;
let base: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `npm run backup|restore` as the README gives them (tsx on the CLI), on DATA_DIR. */
function cli(dataDir: string, ...args: string[]): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [CLI, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (status) => resolve({ status: status ?? 1, output }));
  });
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'sd-backup-'));
  const { buildServer } = await import(path.join(ROOT, 'scripts/server-build.mjs'));
  const main: string = await buildServer();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn('node', [main], {
    env: {
      ...process.env,
      DATA_DIR: path.join(work, 'live'),
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await until(
    () =>
      fetch(`${base}/api/ready`).then(
        (r) => r.ok,
        () => false,
      ),
    90_000,
    200,
  );
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  if (work) await rm(work, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  it('restores, into a fresh folder, every write confirmed before a backup taken while writes went on', async () => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: PASSWORD }),
    }).then((r) => r.json() as Promise<any>);
    const headers = { authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json' };
    const confirmed: { id: string; at: number }[] = [];
    let writing = true;
    let n = 0;
    const writer = (async () => {
      while (writing) {
        n += 1;
        const answer = await fetch(`${base}/api/roles`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ name: `Backup role ${n}`, permissions: ['SHIFT'] }),
        });
        expect(answer.status).toBe(201);
        const body = (await answer.json()) as any;
        confirmed.push({ id: body.data._id, at: Date.now() });
      }
    })();
    await until(() => confirmed.length >= 30);

    const file = path.join(work, 'snapshot.tar.gz');
    // Every write in `before` was answered before the backup began: this thread pushed it before this line.
    const before = confirmed.slice();
    const started = Date.now();
    const backup = await cli(path.join(work, 'live'), 'backup', file);
    expect(backup.output).toContain('backup written');
    expect(backup.status).toBe(0);
    const finished = Date.now();
    writing = false;
    await writer;
    expect(confirmed.filter((write) => write.at > started && write.at < finished).length).toBeGreaterThan(0);

    // A restore never mixes with a database: a folder with anything in it is refused.
    const used = path.join(work, 'used');
    mkdirSync(used);
    writeFileSync(path.join(used, 'something'), 'x');
    const refused = await cli(used, 'restore', file);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('not empty');

    const fresh = path.join(work, 'fresh');
    const restored = await cli(fresh, 'restore', file);
    expect(restored.output).toContain('restored');
    expect(restored.status).toBe(0);
    expect(existsSync(path.join(fresh, 'PG_VERSION'))).toBe(true);

    // Started on the restored folder as the server starts: migrations apply (none pending), rows read.
    const database = await openDatabase({ dataDir: fresh });
    try {
      await database.migrate();
      const rows = rowsOf<{ id: string }>(await database.db.execute(sql`select id::text as id from roles`));
      const found = new Set(rows.map((row) => row.id));
      const missing = before.filter((write) => !found.has(write.id));
      expect(before.length).toBeGreaterThanOrEqual(30);
      expect(missing).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses without a backup file to restore, and for a PostgreSQL server points to pg_dump', async () => {
    const none = await cli(path.join(work, 'nothing'), 'restore');
    expect(none.status).toBe(1);
    const withServer = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), [CLI, 'backup'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: 'postgres://127.0.0.1:1/none' },
      encoding: 'utf8',
    });
    expect(withServer.status).toBe(1);
    expect(withServer.stderr).toContain('pg_dump');
  }, 30_000);
});
