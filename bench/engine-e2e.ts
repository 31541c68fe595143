import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { FakeOanda } from '../apps/server/src/integrations/quotes/oanda-fake-server';

/**
 * End to end on the PostgreSQL server: 100,000 open signals on EUR/USD, a local OANDA stream at
 * 1,000 ticks/s, and the latency from the tick's time to the committed status change, read from the
 * activity log (each automatic change records the quote that caused it).
 */
const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const OPEN = Number(process.env.BENCH_E2E_SIGNALS ?? 100_000);
const RATE = Number(process.env.BENCH_TICK_RATE ?? 1_000);
const SECONDS = Number(process.env.BENCH_E2E_SECONDS ?? 20);
const PORT = 3995;
const scratch = `sd_bench_engine_${Date.now()}`;

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${scratch}`);
const url = new URL(serverUrl);
url.pathname = `/${scratch}`;
const fake = await FakeOanda.start();
fake.heartbeatMs = 1_000;
const { buildServer } = await import('../scripts/server-build.mjs');
const main = await buildServer();
const env = {
  ...process.env,
  DATABASE_URL: url.toString(),
  PORT: String(PORT),
  ADMIN_PASSWORD: 'Bench-Admin1!',
  LOG_LEVEL: 'warn',
  QUOTES_FOREX: 'oanda',
  OANDA_TOKEN: fake.token,
  OANDA_ACCOUNT_ID: fake.accountId,
  OANDA_API_URL: fake.url,
  OANDA_STREAM_URL: fake.url,
};

async function startServer(): Promise<ChildProcess> {
  // BENCH_CPU_PROF_DIR=<dir> writes a CPU profile of each server run there (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF_DIR]
    : [];
  const child = spawn('node', [...profile, main], { cwd: root, env, stdio: 'inherit' });
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`http://127.0.0.1:${PORT}/api/ready`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}
const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });

const db = new pg.Client({ connectionString: url.toString() });
try {
  await stopServer(await startServer()); // migrations, first admin, catalogue
  await db.connect();
  const { rows } = await db.query(`select id from currency_pairs where symbol_id = 'EUR_USD'`);
  const pair = rows[0].id;
  const start = 1.15;
  console.log(`\n# engine end to end: ${OPEN.toLocaleString('en')} open signals on EUR/USD`);
  await db.query(
    `insert into signals (signal_id, trade_id, app, signal_type, status, trader_id, owner_id, pair_id, pair_type, base, quote, symbol_id,
       quote_provider, order_type, side, entry, stop_loss, take_profits, pip_size, multiplier, unit, created_at, updated_at)
     select 'BENCH-' || g, md5(g::text), 'shift', 'forex', 'pending', a.id, a.id, $1, 'forex', 'EUR', 'USD', 'EUR_USD', 1,
       'limit', side, entry, case when side = 'buy' then entry - 0.02 else entry + 0.02 end,
       jsonb_build_array(jsonb_build_object('price', (case when side = 'buy' then entry + 0.01 else entry - 0.01 end)::text, 'hitAt', null)),
       0.0001, 10000, 'pips', now(), now()
     from generate_series(1, $2) g
     cross join lateral (select case when g % 2 = 0 then 'buy' else 'sell' end as side,
       -- Limit orders wait on their side of the price: buys below it, sells above it.
       round(($3 + case when g % 2 = 0 then -1 else 1 end * (0.0005 + random() * 0.05))::numeric, 5) as entry) l
     cross join (select id from admins limit 1) a`,
    [pair, OPEN, start],
  );
  await db.query('vacuum analyze signals');
  const server = await startServer();
  try {
    for (let i = 0; i < 600 && fake.streams.length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const benchStart = new Date();
    let price = start;
    const interval = 1000 / RATE;
    const end = Date.now() + SECONDS * 1000;
    let sent = 0;
    let next = Date.now();
    while (Date.now() < end) {
      price += (Math.random() - 0.5) * 0.00004;
      const bid = price.toFixed(5);
      fake.price('EUR_USD', bid, (price + 0.00008).toFixed(5));
      sent += 1;
      next += interval;
      const wait = next - Date.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      else if (sent % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const latency = await db.query(
      `select count(*)::int as n,
         percentile_cont(0.5) within group (order by ms) as p50,
         percentile_cont(0.99) within group (order by ms) as p99
       from (select extract(epoch from (created_at - to_timestamp(((next->'quote'->>'time')::bigint) / 1000.0))) * 1000 as ms
             from activity_log where kind = 'status changed automatically' and created_at >= $1) t`,
      [benchStart],
    );
    const { n, p50, p99 } = latency.rows[0];
    console.log(
      `ticks sent ${sent.toLocaleString('en')} in ${SECONDS} s (${Math.round(sent / SECONDS)} /s); status changes committed ${n.toLocaleString('en')}; tick to commit p50 ${Number(p50).toFixed(1)} ms, p99 ${Number(p99).toFixed(1)} ms (target p99 < 100 ms)`,
    );
  } finally {
    await stopServer(server);
  }
} finally {
  await db.end().catch(() => {});
  await fake.close();
  await admin.query(`drop database if exists ${scratch} with (force)`);
  await admin.end();
}
