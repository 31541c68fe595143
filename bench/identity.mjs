import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

// The F1 benchmarks on PGlite and on a PostgreSQL server: sign-in session reads, the admin list, and
// the web bundle the sign-in page loads.
const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'Bench-Admin1!';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const results = { when: new Date().toISOString(), runs: [] };

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function waitReady(base) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become ready');
}

function measure(url, token) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, headers: { authorization: `Bearer ${token}` } },
      (err, r) =>
        err
          ? reject(err)
          : resolve({
              rps: Math.round(r.requests.average),
              p99: r.latency.p99,
              non2xx: r.non2xx,
              errors: r.errors,
            }),
    );
  });
}

async function bench(label, env) {
  const port = 3900 + results.runs.length;
  const base = `http://127.0.0.1:${port}`;
  console.log(`\n# ${label}: seeding 10,000 admins`);
  run('npx', ['tsx', 'bench/seed-admins.ts', '10000'], { ...env, ADMIN_PASSWORD: PASSWORD });
  const server = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  try {
    await waitReady(base);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: PASSWORD }),
    });
    const { data } = await login.json();
    for (const [name, url] of [
      ['GET /api/auth/me', `${base}/api/auth/me`],
      ['GET /api/admin-users?perPage=50', `${base}/api/admin-users?perPage=50`],
    ]) {
      const figures = await measure(url, data.token);
      results.runs.push({ database: label, route: name, ...figures });
      console.log(
        `${label.padEnd(10)} ${name.padEnd(32)} ${String(figures.rps).padStart(6)} req/s  p99 ${figures.p99} ms  non-2xx ${figures.non2xx}`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'sd-bench-'));
try {
  await bench('pglite', { DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const scratch = `sd_bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${scratch}`);
const target = new URL(serverUrl);
target.pathname = `/${scratch}`;
try {
  await bench('postgres', { DATABASE_URL: target.toString() });
} finally {
  await admin.query(`drop database if exists ${scratch} with (force)`);
  await admin.end();
}

console.log('\n# web bundle');
run('npm', ['run', '--silent', 'size', '-w', '@signal-desk/web'], {});

mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(
  '\nTargets (PostgreSQL server, 2 cores): auth/me >= 5,000 req/s with p99 < 20 ms; admin list >= 1,500 req/s; sign-in JS <= 250 KB gzip.',
);
