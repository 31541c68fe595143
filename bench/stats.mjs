import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { measureRuns, withServer } from './load.mjs';
import { scratchDatabase } from './scratch-database.mjs';

// The reports benchmarks on the PostgreSQL server: each reports call (GET /api/stats/counters, performers,
// pips-gain) over 1,000,000 trade ideas at 20 concurrent requests, repeated (answers from the cache)
// and as misses (every request asks for another report, trader, strategy or month, so none is
// cached), and the first page of the activity log with a filter over 10,000,000 entries. BENCH_STATS_DB=<name> reuses (and keeps) a database seeded
// by an earlier run (seeding takes minutes); BENCH_STATS_SIGNALS and BENCH_LOG_ENTRIES set the sizes.
const root = path.resolve(import.meta.dirname, '..');
const SIGNALS = Number(process.env.BENCH_STATS_SIGNALS ?? 1_000_000);
const ENTRIES = Number(process.env.BENCH_LOG_ENTRIES ?? 10_000_000);
const CONNECTIONS = 20;
const PASSWORD = 'Bench-Admin1!';
const PORT = 3991;

const kept = process.env.BENCH_STATS_DB;
const { url, env, drop } = await scratchDatabase({
  prefix: 'sd_bench_stats',
  kept,
  port: PORT,
  password: PASSWORD,
});

/** Log entries of realistic kinds, actors and targets, inserted by the database itself in batches. */
async function seedLog(db, count) {
  const ids = (await db.query('select id::text, app from signals order by random() limit 20000')).rows;
  const kinds = [
    'update live price',
    'take profit hit',
    'status changed automatically',
    'is-closed changed',
    'update signal',
    'create signal',
    'value added or changed in a signal',
    'stop loss hit',
    'sign in',
  ];
  const actors = ['system', ...Array.from({ length: 30 }, (_, i) => `trader${i}@example.com`)];
  const BATCH = 1_000_000;
  for (let done = 0; done < count; done += BATCH) {
    const n = Math.min(BATCH, count - done);
    await db.query(
      `insert into activity_log (actor, kind, target_type, target_id, app, prev, next, created_at)
       select ($2::text[])[1 + (i % array_length($2::text[], 1))],
              ($1::text[])[1 + (i * 7 % array_length($1::text[], 1))],
              'signal', ($3::text[])[1 + (i * 13 % array_length($3::text[], 1))],
              ($4::text[])[1 + (i * 13 % array_length($4::text[], 1))],
              '{"status":"active"}'::jsonb, '{"status":"won"}'::jsonb,
              now() - make_interval(secs => ($5 - i) * 6)
       from generate_series(1, $6) as i`,
      [kinds, actors, ids.map((r) => r.id), ids.map((r) => r.app), count, n],
    );
    console.log(`activity log: ${(done + n).toLocaleString('en')} entries`);
  }
}

/**
 * Report questions none of which is asked twice within the caches' lifetimes (5 s per answer, 60 s
 * per whole days): each report for each of the last 24 whole months, each trader or everyone, each
 * strategy or all, in an order that changes all of them from one request to the next.
 */
function missedReports(traders, strategies) {
  const now = new Date();
  const months = Array.from({ length: 24 }, (_, i) => {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 - i, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    return `from=${first.toISOString().slice(0, 10)}&to=${last.toISOString().slice(0, 10)}`;
  });
  const questions = [];
  for (const report of ['counters', 'performers', 'pips-gain'])
    for (const month of months)
      for (const trader of [null, ...traders])
        for (const strategy of [null, ...strategies])
          questions.push(
            `/api/stats/${report}?${month}${trader ? `&trader=${trader}` : ''}${strategy ? `&strategy=${encodeURIComponent(strategy)}` : ''}`,
          );
  // A fixed shuffle (a stride prime to the count): neighbours differ in every part.
  const gcd = (a, b) => (b ? gcd(b, a % b) : a);
  let stride = 7919;
  while (gcd(stride, questions.length) !== 1) stride += 1;
  return questions.map((_, i) => questions[(i * stride) % questions.length]);
}

try {
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const count = async (table) =>
    Number(
      (await db.query(`select count(*) as n from ${table}`).catch(() => ({ rows: [{ n: 0 }] }))).rows[0].n,
    );
  if ((await count('signals')) < SIGNALS) {
    console.log(`\n# stats: seeding ${SIGNALS.toLocaleString('en')} trade ideas`);
    const seeded = spawnSync('npx', ['tsx', 'bench/seed-signals.ts', String(SIGNALS)], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    if (seeded.status !== 0) throw new Error('seeding failed');
  }
  const logged = await count('activity_log');
  if (logged < ENTRIES) await seedLog(db, ENTRIES - logged);
  await db.query('vacuum analyze signals');
  await db.query('vacuum analyze activity_log');
  const closed = await count('signals where result_pips is not null');
  const sample = (await db.query(`select signal_id from signals order by created_at desc limit 1`)).rows[0]
    ?.signal_id;
  const trader = (await db.query(`select trader_id from signals limit 1`)).rows[0]?.trader_id;
  const traders = (await db.query('select distinct trader_id::text as id from signals')).rows.map(
    (r) => r.id,
  );
  const strategies = (
    await db.query('select distinct strategy from signals where strategy is not null')
  ).rows.map((r) => r.strategy);
  await db.end();
  console.log(
    `\n# stats: ${closed.toLocaleString('en')} closed trade ideas with a result; ${Math.max(logged, ENTRIES).toLocaleString('en')} log entries; ${CONNECTIONS} connections`,
  );

  await withServer({ env, password: PASSWORD }, async ({ base, headers }) => {
    const STATS = [
      '/api/stats/counters',
      '/api/stats/performers',
      '/api/stats/pips-gain',
      '/api/stats/counters?period=year',
      '/api/stats/performers?period=year',
      '/api/stats/pips-gain?period=year',
      `/api/stats/performers?period=year&trader=${trader}`,
      '/api/stats/pips-gain?period=year&app=relic&strategy=Breakout',
    ];
    for (const path of STATS)
      await measureRuns(
        `GET ${path}`,
        { url: `${base}${path}`, headers, connections: CONNECTIONS },
        { maxP99: 150 },
      );
    const misses = missedReports(traders, strategies);
    let n = 0;
    await measureRuns(
      `GET /api/stats/* misses (${misses.length.toLocaleString('en')} questions: report x month x trader x strategy)`,
      {
        url: `${base}/api/stats/counters`,
        headers,
        connections: CONNECTIONS,
        requests: [
          {
            setupRequest: (request) => {
              n += 1;
              return { ...request, path: misses[n % misses.length] };
            },
          },
        ],
      },
      { maxP99: 150 },
    );
    const LOG = [
      `/api/log-statistic?perPage=50&eventType=${encodeURIComponent('take profit hit')}`,
      '/api/log-statistic?perPage=50&app=relic',
      '/api/log-statistic?perPage=50&userName=trader7%40example.com',
      `/api/log-statistic?perPage=50&signalId=${sample}`,
      '/api/log-statistic?perPage=50&period=week',
    ];
    for (const path of LOG)
      await measureRuns(
        `GET ${path}`,
        { url: `${base}${path}`, headers, connections: CONNECTIONS },
        { maxP99: 100 },
      );
  });
} finally {
  await drop();
}
console.log(
  'Targets: each stats call p99 < 150 ms at 20 concurrent requests, cached or missed; a filtered log page p99 < 100 ms.',
);
