import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { scratchDatabase } from './scratch-database.mjs';

// The F7 benchmarks on the PostgreSQL server: `GET /api/users` searching a 3-letter substring of a
// name or email among BENCH_CUSTOMERS customers (target p99 < 100 ms and >= 300 req/s), and the
// customer feed `GET /app-api/v1/signals` with BENCH_CUSTOMER_SESSIONS customers' sessions (target
// >= 2,000 req/s). BENCH_CUSTOMERS_DB=<name> keeps the seeded database for the next run.
const root = path.resolve(import.meta.dirname, '..');
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1_000_000);
const SESSIONS = Number(process.env.BENCH_CUSTOMER_SESSIONS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PASSWORD = 'Bench-Admin1!';
const PORT = 3995;
const base = `http://127.0.0.1:${PORT}`;
/** Three-letter substrings of the generated names and emails, common and rare. */
const TERMS = [
  'ann',
  'son',
  'mar',
  'ell',
  'ric',
  'gma',
  'kow',
  'lin',
  'ssi',
  'ova',
  'ber',
  'uca',
  'tan',
  'ose',
  'xyz',
];

const kept = process.env.BENCH_CUSTOMERS_DB;
const { scratch, existed, url, env, drop } = await scratchDatabase({
  prefix: 'sd_bench_customers',
  kept,
  port: PORT,
  password: PASSWORD,
});

function measure(options) {
  return new Promise((resolve, reject) =>
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (err, r) =>
      err
        ? reject(err)
        : resolve({
            rps: Math.round(r.requests.average),
            p50: r.latency.p50,
            p99: r.latency.p99,
            non2xx: r.non2xx,
          }),
    ),
  );
}
const report = (name, r, target) =>
  console.log(
    `${name.padEnd(58)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  non-2xx ${r.non2xx}   (target ${target})`,
  );

try {
  const seededBefore = existed
    ? Number(
        (
          await new pg.Pool({ connectionString: url.toString(), max: 1 })
            .query('select count(*) as n from customers')
            .catch(() => ({ rows: [{ n: 0 }] }))
        ).rows[0].n,
      )
    : 0;
  if (seededBefore < CUSTOMERS) {
    console.log(
      `\n# customers: seeding ${CUSTOMERS.toLocaleString('en')} customers and ${SESSIONS.toLocaleString('en')} sessions`,
    );
    const seeded = spawnSync('npx', ['tsx', 'bench/seed-customers.ts', String(CUSTOMERS), String(SESSIONS)], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    if (seeded.status !== 0) throw new Error('seeding failed');
  } else {
    console.log(`\n# customers: reusing ${scratch} (${seededBefore.toLocaleString('en')} customers)`);
  }

  const server = spawn('node', ['scripts/start.mjs'], { cwd: root, env, stdio: 'inherit' });
  try {
    for (let i = 0; i < 300; i++) {
      if (
        await fetch(`${base}/api/ready`)
          .then((r) => r.ok)
          .catch(() => false)
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: PASSWORD }),
    }).then((r) => r.json());
    const staff = { authorization: `Bearer ${login.data.token}` };

    let n = 0;
    const search = await measure({
      url: `${base}/api/users`,
      headers: staff,
      requests: [
        {
          setupRequest: (request) => {
            n += 1;
            return {
              ...request,
              path: `/api/users?sort=-createdAt&limit=20&search=${TERMS[n % TERMS.length]}`,
            };
          },
        },
      ],
    });
    report(
      `GET /api/users?search=<3 letters> (${CUSTOMERS.toLocaleString('en')} customers)`,
      search,
      'p99 < 100 ms, >= 300 req/s',
    );

    let k = 0;
    const feed = await measure({
      url: `${base}/app-api/v1/signals`,
      requests: [
        {
          setupRequest: (request) => {
            k += 1;
            // Spread over every session: most requests miss the session cache at first.
            const token = `bench-customer-${String(1 + ((k * 7919) % SESSIONS)).padStart(8, '0')}`;
            return { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } };
          },
        },
      ],
    });
    report(`GET /app-api/v1/signals (${SESSIONS.toLocaleString('en')} sessions)`, feed, '>= 2,000 req/s');
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
  }
} finally {
  await drop();
}
