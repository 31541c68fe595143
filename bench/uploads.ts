/**
 * Uploads: a 3 MB image through POST /api/common/upload on local storage, one at a time
 * (median against the 300 ms target), then 100 at once with the server's memory sampled (flat:
 * streamed, never buffered whole). Runs the server from source on an embedded database in a scratch
 * folder. `BENCH_UPLOADS_SEQUENTIAL` and `BENCH_UPLOADS_PARALLEL` change the counts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Bench-Uploads-1!';
const SEQUENTIAL = Number(process.env.BENCH_UPLOADS_SEQUENTIAL ?? 40);
const PARALLEL = Number(process.env.BENCH_UPLOADS_PARALLEL ?? 100);
const SIZE = 3_000_000;

const png = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  Buffer.alloc(SIZE - 29, 7),
]);

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-uploads-'));
const server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: PASSWORD,
    ADMIN_TWO_FACTOR: 'optional',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web'),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const rssMb = () =>
  Number(
    spawnSync('ps', ['-o', 'rss=', '-p', String(server.pid)])
      .stdout.toString()
      .trim(),
  ) / 1024;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

try {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${base}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const login = (await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: PASSWORD }),
  }).then((r) => r.json())) as { data: { token: string } };
  const authorization = `Bearer ${login.data.token}`;

  const upload = async () => {
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'bench.png');
    const started = performance.now();
    const response = await fetch(`${base}/api/common/upload?folder=misc`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
    return performance.now() - started;
  };

  for (let i = 0; i < 5; i++) await upload(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) times.push(await upload());
  times.sort((a, b) => a - b);
  const median = percentile(times, 50);
  console.log(
    `3 MB image, one at a time (${SEQUENTIAL}): p50 ${median.toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (target p50 < 300 ms) ${median < 300 ? 'OK' : 'MISSED'}`,
  );

  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 50);
  const started = performance.now();
  const parallel = await Promise.all(Array.from({ length: PARALLEL }, upload));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  parallel.sort((a, b) => a - b);
  const growth = peak - before;
  console.log(
    `${PARALLEL} at once: ${seconds.toFixed(1)} s, p50 ${percentile(parallel, 50).toFixed(0)} ms, p99 ${percentile(parallel, 99).toFixed(0)} ms; server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${growth.toFixed(0)} MB for ${((PARALLEL * SIZE) / 1e6).toFixed(0)} MB uploaded) ${growth < (PARALLEL * SIZE) / 1e6 / 3 ? 'flat' : 'NOT flat'}`,
  );
  const stored = await readdir(path.join(dataDir, 'uploads', 'misc'));
  console.log(
    `files stored: ${stored.filter((f) => f.endsWith('.png')).length}, partial files left: ${stored.filter((f) => f.endsWith('.part')).length}`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  await rm(dataDir, { recursive: true, force: true });
}
