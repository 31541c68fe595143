import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { SimulatedInstrument } from '../apps/server/src/integrations/quotes/simulated-catalogue';
import { simulatedCatalogue } from '../apps/server/src/integrations/quotes/simulated-catalogue';
import { buildServer } from '../scripts/server-build.mjs';

// SSE fan-out: SUBSCRIBERS streams on SYMBOLS simulated instruments ticking TICKS times a second each,
// the product on a scratch database of the PostgreSQL server of BENCH_DATABASE_URL. Latency is the
// subscriber's receive time minus the price's time (set by the simulated market when it emits the tick,
// on the same clock). A benchmark, not a test: it reports and never fails the build.
const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SUBSCRIBERS = Number(process.env.BENCH_SSE_SUBSCRIBERS ?? 500);
const SYMBOLS = Number(process.env.BENCH_SSE_SYMBOLS ?? 200);
const ITEMS_PER_SUBSCRIBER = Number(process.env.BENCH_SSE_ITEMS ?? 20);
const TICKS_PER_SECOND = Number(process.env.BENCH_SSE_TICKS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_MS = 3_000;
const PASSWORD = 'Bench-Admin1!';
const PORT = 3950;
const CLOCK_TICKS_PER_SECOND = 100;

function item(feed: string, instrument: SimulatedInstrument, index: number) {
  const common = { _id: `item-${index}`, userUnicId: 'bench', market: null };
  if (feed === 'oanda') return { ...common, from: instrument.base, to: instrument.quote, quoteProvider: 1 };
  if (feed === 'deriv') return { ...common, from: instrument.symbol, to: 'USD', quoteProvider: 2 };
  return {
    ...common,
    from: instrument.base,
    to: instrument.quote,
    quoteProvider: -1,
    exchange: feed,
    exchangeType: instrument.market,
  };
}

/** SYMBOLS distinct instruments, taken in turn from every feed so that each kind is in the mix. */
function subscriptionItems() {
  const feeds = Object.entries(simulatedCatalogue());
  const picked: ReturnType<typeof item>[] = [];
  for (let i = 0; picked.length < SYMBOLS; i++) {
    const before = picked.length;
    for (const [feed, instruments] of feeds) {
      const instrument = instruments[i];
      if (instrument && picked.length < SYMBOLS) picked.push(item(feed, instrument, picked.length));
    }
    if (picked.length === before)
      throw new Error(`the simulated catalogue has fewer than ${SYMBOLS} instruments`);
  }
  return picked;
}

/** Seconds a process has spent ready to run but waiting for a CPU, from /proc (other load on the machine). */
function waitSeconds(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e9;
}

/** CPU seconds (user + system) a process has used so far, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

async function waitReady(base: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become ready');
}

const latencies = new Uint32Array(60_001);
let measuring = false;
let received = 0;

function record(event: string) {
  const at = event.indexOf('"time":');
  if (!measuring || at === -1) return;
  const time = Number(event.slice(at + 7, event.indexOf(',', at)));
  const bucket = Math.min(latencies.length - 1, Math.max(0, Date.now() - time));
  received += 1;
  latencies[bucket] = (latencies[bucket] ?? 0) + 1;
}

function percentile(fraction: number): number {
  const total = latencies.reduce((sum, count) => sum + count, 0);
  let seen = 0;
  for (let ms = 0; ms < latencies.length; ms++) {
    seen += latencies[ms] ?? 0;
    if (seen >= total * fraction) return ms;
  }
  return latencies.length - 1;
}

function subscribe(agent: Agent, token: string, items: unknown[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port: PORT,
      method: 'POST',
      path: '/api/sse/subscribe-to-quotes',
      agent,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      if (res.statusCode !== 200) return reject(new Error(`subscribe answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          record(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      });
      res.on('error', () => {});
      resolve();
    });
    req.end(JSON.stringify(items));
  });
}

const scratch = `sd_bench_sse_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${scratch}`);
const database = new URL(serverUrl);
database.pathname = `/${scratch}`;
// The server bundle as `npm start` runs it, without the web app (not part of this measurement).
const main = await buildServer();
const server = spawn('node', [main], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    DATABASE_URL: database.toString(),
    ADMIN_PASSWORD: PASSWORD,
    ADMIN_TWO_FACTOR: 'optional',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(root, 'bench/no-web-app'),
    QUOTES_FOREX: 'simulated',
    QUOTES_SYNTHETIC: 'simulated',
    QUOTES_CRYPTO: 'simulated',
    QUOTES_SIM_SEED: '1',
    QUOTES_SIM_TICKS_PER_SECOND: String(TICKS_PER_SECOND),
  },
  stdio: 'inherit',
});
const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
try {
  const base = `http://127.0.0.1:${PORT}`;
  await waitReady(base);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const items = subscriptionItems();
  console.log(
    `\n# SSE fan-out: ${SUBSCRIBERS} subscribers x ${ITEMS_PER_SUBSCRIBER} items over ${SYMBOLS} symbols at ${TICKS_PER_SECOND} ticks/s each`,
  );
  await Promise.all(
    Array.from({ length: SUBSCRIBERS }, (_, s) =>
      subscribe(
        agent,
        data.token,
        Array.from(
          { length: ITEMS_PER_SUBSCRIBER },
          (_, i) => items[(s * ITEMS_PER_SUBSCRIBER + i) % SYMBOLS],
        ),
      ),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, WARMUP_MS));

  const pid = server.pid as number;
  const serverCpuBefore = cpuSeconds(pid);
  const serverWaitBefore = waitSeconds(pid);
  const benchCpuBefore = process.cpuUsage();
  const started = Date.now();
  measuring = true;
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  measuring = false;
  const elapsed = (Date.now() - started) / 1000;
  const serverCpu = (cpuSeconds(pid) - serverCpuBefore) / elapsed;
  const serverWait = (waitSeconds(pid) - serverWaitBefore) / elapsed;
  const benchCpuUsage = process.cpuUsage(benchCpuBefore);
  const benchCpu = (benchCpuUsage.user + benchCpuUsage.system) / 1e6 / elapsed;

  const offered = SUBSCRIBERS * ITEMS_PER_SUBSCRIBER * TICKS_PER_SECOND;
  const figures = {
    when: new Date().toISOString(),
    subscribers: SUBSCRIBERS,
    symbols: SYMBOLS,
    itemsPerSubscriber: ITEMS_PER_SUBSCRIBER,
    ticksPerSecondPerSymbol: TICKS_PER_SECOND,
    eventsOfferedPerSecond: offered,
    eventsDeliveredPerSecond: Math.round(received / elapsed),
    latencyMs: { p50: percentile(0.5), p90: percentile(0.9), p99: percentile(0.99), max: percentile(1) },
    serverCpuShare: Number(serverCpu.toFixed(3)),
    serverWaitingForCpuShare: Number(serverWait.toFixed(3)),
    loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    subscribersCpuShare: Number(benchCpu.toFixed(3)),
  };
  console.log(
    [
      `events delivered ${figures.eventsDeliveredPerSecond}/s of about ${offered}/s ticked (the rest coalesced)`,
      `delivery latency p50 ${figures.latencyMs.p50} ms, p90 ${figures.latencyMs.p90} ms, p99 ${figures.latencyMs.p99} ms, max ${figures.latencyMs.max} ms (target p99 < 50 ms)`,
      `server CPU ${(serverCpu * 100).toFixed(0)} % of one core, and ${(serverWait * 100).toFixed(0)} % of the time ready but waiting for a CPU; the subscribers' process ${(benchCpu * 100).toFixed(0)} %`,
      `load average ${figures.loadAverage} on ${availableParallelism()} CPUs`,
    ].join('\n'),
  );
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/sse-fanout.json'), `${JSON.stringify(figures, null, 2)}\n`);
} finally {
  agent.destroy();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  await admin.query(`drop database if exists ${scratch} with (force)`);
  await admin.end();
}
