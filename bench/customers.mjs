import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import {
  measureInterleaved,
  measureRuns,
  RUNS,
  report,
  SLICES,
  startHelloWorld,
  warmUp,
  withServer,
} from './load.mjs';
import { scratchDatabase } from './scratch-database.mjs';

// The customer benchmarks on the PostgreSQL server: `GET /api/users` searching a 3-letter substring of a
// name or email among BENCH_CUSTOMERS customers (target p99 < 100 ms and >= 300 req/s), and the
// customer feed `GET /app-api/v1/signals` with BENCH_CUSTOMER_SESSIONS customers' sessions of every
// customer app, in turns with a bare Fastify hello-world (target >= 2,000 req/s, >= 25 % of the
// hello-world, p99 < 20 ms). BENCH_CUSTOMERS_DB=<name> keeps the seeded database for the next run.
const root = path.resolve(import.meta.dirname, '..');
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1_000_000);
const SESSIONS = Number(process.env.BENCH_CUSTOMER_SESSIONS ?? 100_000);
const PASSWORD = 'Bench-Admin1!';
const PORT = 3995;
const HELLO_PORT = 3996;
const FEED_TARGET = { minRps: 2_000, minRatio: 0.25, maxP99: 20 };
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

  await withServer({ env, password: PASSWORD }, async ({ base, headers: staff }) => {
    let n = 0;
    await measureRuns(
      `GET /api/users?search=<3 letters> (${CUSTOMERS.toLocaleString('en')} customers)`,
      {
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
      },
      { maxP99: 100, minRps: 300 },
    );

    let k = 0;
    const feed = {
      url: `${base}/app-api/v1/signals`,
      requests: [
        {
          setupRequest: (request) => {
            k += 1;
            // Spread over every session (customers of every app): most requests miss the session
            // cache at first, and each app's customers read their app's page.
            const token = `bench-customer-${String(1 + ((k * 7919) % SESSIONS)).padStart(8, '0')}`;
            return { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } };
          },
        },
      ],
    };
    const hello = await startHelloWorld(HELLO_PORT);
    try {
      await warmUp(feed);
      for (let run = 1; run <= RUNS; run++) {
        const [reference, figures] = await measureInterleaved([{ url: `${hello.base}/` }, feed]);
        report(`bare Fastify hello-world (in ${SLICES} turns with the feed)`, run, reference);
        report(
          `GET /app-api/v1/signals (${SESSIONS.toLocaleString('en')} sessions)`,
          run,
          figures,
          FEED_TARGET,
          reference,
        );
      }
    } finally {
      await hello.stop();
    }
  });
} finally {
  await drop();
}
console.log(
  'Targets: customer search p99 < 100 ms and >= 300 req/s; the feed >= 2,000 req/s, >= 25 % of hello-world in the same run, p99 < 20 ms.',
);
