import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { DURATION, helloWorldRuns, measureRuns, RUNS, rssMb, sampleRss, withServer } from './load.mjs';
import { scratchDatabase } from './scratch-database.mjs';

// The trade idea benchmarks on the PostgreSQL server: lists over 1,000,000 signals (with the list cache, and
// without it: SIGNAL_LIST_CACHE_MS=0), creation latency (one creator, then four at once) and the CSV
// export of 100,000 rows with the server's memory sampled while it streams. Each figure is measured
// BENCH_RUNS times. BENCH_SIGNALS_DB=<name> reuses (and keeps) a database seeded by an earlier run
// instead of seeding a scratch one (seeding a million takes minutes).
const root = path.resolve(import.meta.dirname, '..');
const COUNT = Number(process.env.BENCH_SIGNALS ?? 1_000_000);
const PASSWORD = 'Bench-Admin1!';
const LIST_CONNECTIONS = 16;
const TARGETS = {
  list: { minRps: 1000, maxP99: 50 },
  create: { maxP99: 50 },
  exportSeconds: 10,
  exportGrowthMb: 30,
};

const { scratch, existed, url, env, drop } = await scratchDatabase({
  prefix: 'sd_bench_signals',
  kept: process.env.BENCH_SIGNALS_DB,
  port: 3990,
  password: PASSWORD,
});

const LISTS = [
  ['GET /api/signals?app=shift&perPage=50', 'app=shift&perPage=50'],
  ['GET /api/signals?app=shift&perPage=50&status=won', 'app=shift&perPage=50&status=won'],
];

/** Reads the whole export; returns its rows, bytes and seconds. */
async function exportOnce(base, headers) {
  const started = performance.now();
  const response = await fetch(`${base}/api/signals/export?app=mira`, { headers });
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines += 1;
  }
  return { rows: lines - 1, bytes, seconds: (performance.now() - started) / 1000 };
}

/** Waits (at most a minute) until no outbox row or pg-boss job is waiting or running. */
async function deliveryDrained(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl.toString() });
  await client.connect();
  try {
    for (let i = 0; i < 600; i++) {
      const { rows } = await client.query(
        `select (select count(*) from job_outbox) + (select count(*) from pgboss.job where state in ('created', 'retry', 'active')) as n`,
      );
      if (Number(rows[0].n) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log('delivery jobs still pending after 60 s; measuring the export anyway');
  } finally {
    await client.end();
  }
}

try {
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const seededBefore = existed
    ? Number(
        (await db.query('select count(*) as n from signals').catch(() => ({ rows: [{ n: 0 }] }))).rows[0].n,
      )
    : 0;
  if (seededBefore < COUNT) {
    console.log(`\n# signals: seeding ${COUNT.toLocaleString('en')} trade ideas`);
    const seeded = spawnSync('npx', ['tsx', 'bench/seed-signals.ts', String(COUNT)], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    if (seeded.status !== 0) throw new Error('seeding failed');
    await db.query('vacuum analyze signals');
  } else {
    console.log(`\n# signals: reusing ${scratch} (${seededBefore.toLocaleString('en')} trade ideas)`);
  }
  await db.query(`update admins set signals_limit = '{"shift": 1000000}'::jsonb`);
  await db.end();
  console.log(`${RUNS} runs of ${DURATION} s; lists with ${LIST_CONNECTIONS} connections`);
  const hello = await helloWorldRuns(3989);

  await withServer(
    { env: { ...env, SIGNAL_LIST_CACHE_MS: '0' }, password: PASSWORD },
    async ({ base, headers }) => {
      for (const [name, query] of LISTS) {
        const options = { url: `${base}/api/signals?${query}`, headers, connections: LIST_CONNECTIONS };
        await measureRuns(`${name} (no cache)`, options, {}, hello);
      }
    },
  );

  await withServer({ env, password: PASSWORD }, async ({ server, base, headers }) => {
    for (const [name, query] of LISTS) {
      const options = { url: `${base}/api/signals?${query}`, headers, connections: LIST_CONNECTIONS };
      await measureRuns(name, options, TARGETS.list, hello);
    }

    const pairs = await fetch(
      `${base}/api/currency-pairs?perPage=200&where=${encodeURIComponent('{"base":"EUR","quote":"USD"}')}`,
      { headers },
    ).then((r) => r.json());
    const body = JSON.stringify({
      app: 'shift',
      signalType: 'forex',
      pair: pairs.data[0]._id,
      orderType: 'limit',
      side: 'buy',
      entry: '1.0850',
      stopLoss: '1.0800',
      takeProfits: ['1.0900', '1.0950'],
      analysis: 'Benchmark idea',
    });
    // One trader creating alone, then four creating at once (the same admin and app: they share
    // the daily count row).
    for (const connections of [1, 4]) {
      const options = { url: `${base}/api/signals`, method: 'POST', headers, body, connections };
      await measureRuns(
        `POST /api/signals (${connections} at once)`,
        { ...options, duration: Math.min(DURATION, 5) },
        connections === 4 ? TARGETS.create : {},
        hello,
      );
    }

    // The creations above left push jobs behind: the export is measured once they are done, so its
    // memory figure is its own.
    await deliveryDrained(url);
    // Memory growth counts from after a first export (code loaded, pools and buffers warm).
    const warm = await exportOnce(base, headers);
    console.log(
      `CSV export app=mira: warm-up ${warm.rows.toLocaleString('en')} rows in ${warm.seconds.toFixed(1)} s`,
    );
    for (let run = 1; run <= RUNS; run++) {
      const before = rssMb(server.pid);
      const sampler = sampleRss(server.pid, 50);
      const result = await exportOnce(base, headers);
      const peak = sampler.stop();
      const growth = peak - before;
      const misses = [
        result.seconds < TARGETS.exportSeconds ? '' : `< ${TARGETS.exportSeconds} s`,
        growth < TARGETS.exportGrowthMb ? '' : `growth < ${TARGETS.exportGrowthMb} MB`,
      ].filter(Boolean);
      console.log(
        `CSV export app=mira run ${run}: ${result.rows.toLocaleString('en')} rows, ${(result.bytes / 1e6).toFixed(1)} MB in ${result.seconds.toFixed(1)} s; server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB, growth ${growth.toFixed(1)} MB (sampled every 50 ms)  ${misses.length ? `MISSED (${misses.join(', ')})` : 'ok'}`,
      );
    }
  });
} finally {
  await drop();
}
console.log(
  'Targets: cached lists >= 1,000 req/s with p99 < 50 ms; POST four at once p99 < 50 ms; CSV of 100,000 rows < 10 s with server memory growth < 30 MB.',
);
