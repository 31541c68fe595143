import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CONNECTIONS,
  DURATION,
  measure,
  measureInterleaved,
  RUNS,
  report,
  SLICES,
  startHelloWorld,
  startServer,
  stopUnderLoad,
  warmUp,
  withServer,
} from './load.mjs';
import { scratchDatabase } from './scratch-database.mjs';

// The identity benchmarks on a PostgreSQL server with 10,000 admins: `GET /api/auth/me` as a share of a
// bare Fastify hello-world measured in the same run with the same settings, the admin list, and a stop
// under load; then the web bundle the sign-in page loads. Each figure is measured BENCH_RUNS times.
// BENCH_PGLITE=1 measures the same on PGlite first.
const root = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'Bench-Admin1!';
const ADMINS = 10_000;
const HELLO_PORT = 3899;
/** The server's STOP_GRACE_MS: after it, connections still busy are cut. */
const STOP_GRACE_MS = 10_000;
const TARGETS = {
  me: { minRatio: 0.6, maxP99: 20 },
  list: { minRps: 1500 },
};

function seed(env) {
  const seeded = spawnSync('npx', ['tsx', 'bench/seed-admins.ts', String(ADMINS)], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('seeding the admins failed');
}

/** Hello-world, auth/me and the admin list, one after the other in each run. */
async function figures(label, env) {
  console.log(
    `\n# ${label}: ${ADMINS.toLocaleString('en')} admins, ${CONNECTIONS} connections, ${DURATION} s each; hello-world and auth/me in ${SLICES} turns of ${DURATION / SLICES} s each`,
  );
  const hello = await startHelloWorld(HELLO_PORT);
  try {
    await withServer({ env, password: PASSWORD }, async ({ base, headers }) => {
      await warmUp({ url: `${base}/api/auth/me`, headers });
      for (let run = 1; run <= RUNS; run++) {
        const [reference, me] = await measureInterleaved([
          { url: `${hello.base}/` },
          { url: `${base}/api/auth/me`, headers },
        ]);
        report('bare Fastify hello-world (in turns with auth/me)', run, reference);
        report(`${label} GET /api/auth/me`, run, me, TARGETS.me, reference);
        const list = await measure({ url: `${base}/api/admin-users?perPage=50`, headers });
        report(`${label} GET /api/admin-users?perPage=50`, run, list, TARGETS.list, reference);
      }
    });
  } finally {
    await hello.stop();
  }
}

/** SIGTERM while searches (each a query) are in flight: every accepted request must be answered. */
async function stopFigure(env) {
  const { server, base, headers } = await startServer({ env, password: PASSWORD });
  let n = 0;
  const result = await stopUnderLoad({
    server,
    base,
    next: () => {
      n += 1;
      return { path: `/api/admin-users?perPage=50&search=bench.${n % 9973}`, headers };
    },
  });
  const ok = result.failed === 0 && result.exitCode === 0 && result.stopMs < STOP_GRACE_MS;
  console.log(
    `stop under load (16 keep-alive clients, SIGTERM after 1.5 s): ${result.answered} answered, ${result.failed} failed ${JSON.stringify(result.failures)}, ${result.refused} refused unhandled once the stop began; exit ${result.exitCode} in ${result.stopMs} ms  ${ok ? 'ok' : 'MISSED (0 failed, exit 0 within the grace period)'}`,
  );
}

if (process.env.BENCH_PGLITE === '1') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sd-bench-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: '3900',
    ADMIN_PASSWORD: PASSWORD,
    ADMIN_TWO_FACTOR: 'optional',
    LOG_LEVEL: 'warn',
  };
  try {
    seed(env);
    await figures('pglite', env);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const database = await scratchDatabase({
  prefix: 'sd_bench_identity',
  kept: process.env.BENCH_IDENTITY_DB,
  port: 3901,
  password: PASSWORD,
});
try {
  if (!database.existed) seed(database.env);
  await figures('postgres', database.env);
  await stopFigure(database.env);
} finally {
  await database.drop();
}

console.log('\n# web bundle');
const size = spawnSync('npm', ['run', '--silent', 'size', '-w', '@signal-desk/web'], {
  cwd: root,
  stdio: 'inherit',
});
console.log(
  '\nTargets (PostgreSQL server, 2 cores): auth/me >= 60 % of hello-world in the same run with p99 < 20 ms; admin list >= 1,500 req/s; every accepted request answered during a stop; sign-in JS <= 170 KB gzip.',
);
process.exit(size.status === 0 ? 0 : 1);
