import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { scratchDatabase } from './scratch-database.mjs';

// The F3 benchmarks on the PostgreSQL server: lists over 1,000,000 signals (with the list cache, and
// without it: SIGNAL_LIST_CACHE_MS=0), creation latency and the CSV export of 100,000 rows with the
// server's memory sampled while it streams. BENCH_SIGNALS_DB=<name> reuses (and keeps) a database
// seeded by an earlier run instead of seeding a scratch one (seeding a million takes minutes).
const root = path.resolve(import.meta.dirname, '..');
const COUNT = Number(process.env.BENCH_SIGNALS ?? 1_000_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PASSWORD = 'Bench-Admin1!';
const PORT = 3990;
const base = `http://127.0.0.1:${PORT}`;

const kept = process.env.BENCH_SIGNALS_DB;
const { scratch, existed, url, env, drop } = await scratchDatabase({
  prefix: 'sd_bench_signals',
  kept,
  port: PORT,
  password: PASSWORD,
});

function measure(options) {
  return new Promise((resolve, reject) =>
    autocannon({ connections: 16, duration: DURATION, ...options }, (err, r) =>
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

const LISTS = [
  ['GET /api/signals?app=shift&perPage=50', 'app=shift&perPage=50'],
  ['GET /api/signals?app=shift&perPage=50&status=won', 'app=shift&perPage=50&status=won'],
];
const report = (name, r) =>
  console.log(
    `${name.padEnd(60)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  non-2xx ${r.non2xx}`,
  );

/** Runs the bundled server with extra environment, signs in, and hands `use` the server and headers. */
async function withServer(extraEnv, use) {
  const server = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: 'inherit',
  });
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
    await use(server, { authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json' });
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
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

  await withServer({ SIGNAL_LIST_CACHE_MS: '0' }, async (_server, headers) => {
    for (const [name, query] of LISTS) {
      report(`${name} (no cache)`, await measure({ url: `${base}/api/signals?${query}`, headers }));
    }
  });

  await withServer({}, async (server, headers) => {
    for (const [name, query] of LISTS) {
      report(name, await measure({ url: `${base}/api/signals?${query}`, headers }));
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
      const created = await measure({
        url: `${base}/api/signals`,
        method: 'POST',
        headers,
        body,
        connections,
        duration: Math.min(DURATION, 5),
      });
      report(`POST /api/signals (${connections} at once)`, created);
    }

    const rssOf = () =>
      Number(
        spawnSync('ps', ['-o', 'rss=', '-p', String(server.pid)])
          .stdout.toString()
          .trim(),
      ) / 1024;
    const rssBefore = rssOf();
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf());
    }, 100);
    const started = performance.now();
    const response = await fetch(`${base}/api/signals/export?app=mira`, { headers });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines += 1;
    }
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `CSV export app=mira: ${(lines - 1).toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s; server RSS ${rssBefore.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB`,
    );
  });
} finally {
  await drop();
}
console.log(
  'Targets: lists >= 1,000 req/s with p99 < 50 ms; POST p99 < 50 ms; CSV of 100,000 rows < 10 s with flat memory.',
);
