import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';

// What the benchmarks share: a server started the way `npm start` runs it and signed in, autocannon
// with the same settings for every figure, each figure measured BENCH_RUNS times and printed against
// its target, a bare Fastify hello-world for ratios, the server's memory, and a stop under load.
const root = path.resolve(import.meta.dirname, '..');
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Seconds of the same load before each measurement, not counted: figures are of a warm process. */
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
/**
 * Seconds of load on a freshly started server before its first measurement, not counted. On a slow
 * 2-core machine whose cores the load and the server keep busy, V8 took about 6 s to optimise the
 * server's request path (a cold auth/me ran at a third of its warm rate for the first 4 s); hello-world,
 * a tenth of the code, is warm within a second.
 */
export const SERVER_WARMUP = Number(process.env.BENCH_SERVER_WARMUP ?? 10);

async function waitReady(base, path = '/api/ready', seconds = 60) {
  for (let i = 0; i < seconds * 5; i++) {
    if (
      await fetch(`${base}${path}`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${base} did not become ready`);
}

function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  return exited;
}

/**
 * Runs the bundled server (`scripts/start.mjs`) with `env` (PORT among it), waits until it is ready
 * and signs in as `email`/`password`. `args` go to the start script (`['--demo']` seeds the demo data,
 * which takes minutes: `readySeconds` says how long to wait). `stop()` sends SIGTERM and waits for the exit.
 */
export async function startServer({ env, password, email = 'admin@example.com', args = [], readySeconds }) {
  const base = `http://127.0.0.1:${env.PORT}`;
  // BENCH_CPU_PROF_DIR=<dir> writes a CPU profile of the server there (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF_DIR]
    : [];
  const server = spawn('node', [...profile, 'scripts/start.mjs', ...args], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  const exited = new Promise((r) => server.once('exit', r));
  try {
    await Promise.race([
      waitReady(base, undefined, readySeconds),
      exited.then(() => {
        throw new Error('the server stopped while starting');
      }),
    ]);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }).then((r) => r.json());
    const headers = { authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json' };
    return { server, base, headers, stop: () => stopProcess(server) };
  } catch (error) {
    await stopProcess(server);
    throw error;
  }
}

/** `startServer`, then `use(started)`, then the stop, whatever `use` did. */
export async function withServer(options, use) {
  const started = await startServer(options);
  try {
    return await use(started);
  } finally {
    await started.stop();
  }
}

/** A bare Fastify hello-world in its own process: the ceiling of this machine for the ratios. */
export async function startHelloWorld(port) {
  const code = `import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: ${Number(port)}, host: '127.0.0.1' });`;
  const child = spawn('node', ['--input-type=module', '-e', code], { cwd: root, stdio: 'inherit' });
  const base = `http://127.0.0.1:${port}`;
  await waitReady(base, '/');
  return { base, stop: () => stopProcess(child) };
}

/**
 * One autocannon measurement (CONNECTIONS connections for DURATION seconds unless `options` say),
 * after WARMUP seconds of the same requests that are not counted.
 */
export async function measure(options) {
  const connections = options.connections ?? CONNECTIONS;
  const warmup = WARMUP > 0 ? { warmup: { connections, duration: WARMUP } } : {};
  const r = await measureRaw({ connections, duration: DURATION, ...warmup, ...options });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/** Loads a freshly started server with `options` for SERVER_WARMUP seconds; nothing is counted. */
export async function warmUp(options) {
  if (SERVER_WARMUP > 0) await measureRaw({ connections: CONNECTIONS, ...options, duration: SERVER_WARMUP });
}

/** Slices of an interleaved measurement (`measureInterleaved`). */
export const SLICES = Number(process.env.BENCH_SLICES ?? 5);

/**
 * Figures of several endpoints whose ratio matters, measured in turns: after WARMUP seconds of each,
 * SLICES rounds in which each gets DURATION / SLICES seconds, one after the other. A ratio of two
 * figures taken 10 s apart on a shared 2-core machine swung with whatever else ran on its host (the
 * same hello-world gave 19,000 and 36,000 req/s in two runs); in turns, both see the same moments.
 * Requests per second is the total over all slices; p50 is the median of the slices' and p99 the
 * worst slice's.
 */
export async function measureInterleaved(list) {
  const slice = DURATION / SLICES;
  const all = list.map(() => []);
  for (const options of list) {
    if (WARMUP > 0) await measureRaw({ connections: CONNECTIONS, ...options, duration: WARMUP });
  }
  for (let round = 0; round < SLICES; round++) {
    for (const [i, options] of list.entries()) {
      all[i].push(
        await measureRaw({ connections: options.connections ?? CONNECTIONS, duration: slice, ...options }),
      );
    }
  }
  return all.map((slices) => {
    const total = slices.reduce((sum, r) => sum + r.requests.total, 0);
    const seconds = slices.reduce((sum, r) => sum + r.duration, 0);
    const p50s = slices.map((r) => r.latency.p50).sort((a, b) => a - b);
    return {
      rps: Math.round(total / seconds),
      p50: p50s[Math.floor(p50s.length / 2)],
      p99: Math.max(...slices.map((r) => r.latency.p99)),
      non2xx: slices.reduce((sum, r) => sum + r.non2xx, 0),
      errors: slices.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    };
  });
}

/** One autocannon run as autocannon reports it (duration in seconds). */
function measureRaw(options) {
  return new Promise((resolve, reject) =>
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result))),
  );
}

/**
 * Whether figures meet a target: `minRps`, `maxP99` (ms), and `minRatio` of `reference` (a hello-world
 * figure of the same run). Any non-2xx answer or error misses. Returns the printed verdict.
 */
export function verdict(figures, target = {}, reference) {
  const misses = [];
  if (target.minRps !== undefined && figures.rps < target.minRps)
    misses.push(`>= ${target.minRps.toLocaleString('en')} req/s`);
  if (target.maxP99 !== undefined && !(figures.p99 < target.maxP99)) misses.push(`p99 < ${target.maxP99} ms`);
  if (target.minRatio !== undefined && reference && figures.rps / reference.rps < target.minRatio)
    misses.push(`>= ${Math.round(target.minRatio * 100)} % of hello-world`);
  if (figures.non2xx || figures.errors) misses.push('no failed request');
  return misses.length ? `MISSED (${misses.join(', ')})` : 'ok';
}

/** Prints one measured figure: name, run, req/s, latency, failures, ratio when given, verdict. */
export function report(name, run, figures, target, reference) {
  const percent = reference ? (100 * figures.rps) / reference.rps : 0;
  const ratio = reference ? `  ${percent.toFixed(percent < 10 ? 2 : 0).padStart(4)} % of hello-world` : '';
  console.log(
    `${name.padEnd(58)} run ${run}  ${String(figures.rps).padStart(6)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  non-2xx ${figures.non2xx}  errors ${figures.errors}${ratio}  ${verdict(figures, target, reference)}`,
  );
}

/**
 * Measures and prints a figure RUNS times back to back, each run with its ratio to `references[run - 1]`
 * (`helloWorldRuns`) when given; returns the runs' figures.
 */
export async function measureRuns(name, options, target, references = []) {
  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    const figures = await measure(options);
    report(name, run, figures, target, references[run - 1]);
    runs.push(figures);
  }
  return runs;
}

/**
 * Bare Fastify hello-world, RUNS times, printed: the machine's ceiling that a section's other figures
 * are given as a ratio of (figures of different sessions compare only on machines of the same class).
 */
export async function helloWorldRuns(port) {
  const hello = await startHelloWorld(port);
  try {
    return await measureRuns('bare Fastify hello-world (this machine)', { url: `${hello.base}/` });
  } finally {
    await hello.stop();
  }
}

/** The resident memory of a process in MB (Linux). */
export function rssMb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** Samples a process's RSS every `everyMs` until `stop()`, which returns the peak in MB. */
export function sampleRss(pid, everyMs = 50) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssMb(pid));
    },
  };
}

/** One request: resolves with the status code once the whole answer arrived. */
function requestOnce(agent, base, { path, method = 'GET', headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The server's answers to a request sent while it stops that mean "not handled, try elsewhere". */
const REFUSALS = new Set(['HTTP 503', 'ECONNREFUSED', 'ECONNRESET', 'socket hang up']);

/**
 * A stop under load: `concurrency` keep-alive clients send requests in a loop (`next()` gives each
 * one); after `afterMs` the server gets SIGTERM. Every request the server took must be answered with
 * a 2xx. Once the stop began, a request may also be refused without being handled: a closed listening
 * socket, a 503 of Fastify for a request arriving on an open connection while it closes, or a reset
 * idle keep-alive connection (node closes only idle ones before the grace period, so a reset before it
 * ends is a request the server never read). Anything else counts as failed.
 */
export async function stopUnderLoad({ server, base, next, concurrency = 16, afterMs = 1500 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const counts = { answered: 0, refused: 0, failed: 0 };
  const failures = {};
  let stopping = false;
  const exited = new Promise((r) => server.once('exit', (code, signal) => r(code ?? signal)));
  async function client() {
    for (;;) {
      let outcome;
      try {
        const status = await requestOnce(agent, base, next());
        if (status >= 200 && status < 300) {
          counts.answered += 1;
          continue;
        }
        outcome = `HTTP ${status}`;
      } catch (error) {
        outcome = error.code ?? error.message;
      }
      if (stopping && REFUSALS.has(outcome)) {
        counts.refused += 1;
        return;
      }
      counts.failed += 1;
      failures[outcome] = (failures[outcome] ?? 0) + 1;
      if (stopping) return;
    }
  }
  const clients = Array.from({ length: concurrency }, client);
  await new Promise((r) => setTimeout(r, afterMs));
  stopping = true;
  const started = performance.now();
  server.kill('SIGTERM');
  const exitCode = await exited;
  const stopMs = Math.round(performance.now() - started);
  await Promise.all(clients);
  agent.destroy();
  return { ...counts, failures, exitCode, stopMs };
}
