import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CollectedSpan, FakeOtlpCollector } from '../test-support/fake-otlp-collector';
import { freePort } from '../test-support/free-port';
import { scratchPostgresDatabase } from '../test-support/scratch-database';
import { SERVER_ROOT } from './config';

// The product as `npm start` runs it (the tracing preload, then the server's bundle), exporting to a
// local collector stand-in. On TEST_DB=postgres it runs on a scratch database of the PostgreSQL server,
// where the pg instrumentation has queries to trace.
const PASSWORD = 'Tracing-Pass1';
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const collector = new FakeOtlpCollector();
const lines: Record<string, any>[] = [];
let child: ChildProcess;
let base: string;
let dataDir: string;
let scratch: { url: string; drop: () => Promise<void> } | undefined;

/** The first defined value `read` gives, polled with vitest's `vi.waitFor`. */
function until<T>(read: () => T | undefined, timeout = 20_000): Promise<T> {
  return vi.waitFor(
    () => {
      const value = read();
      if (value === undefined) throw new Error(`nothing within ${timeout} ms`);
      return value;
    },
    { timeout, interval: 50 },
  );
}

beforeAll(async () => {
  const endpoint = await collector.start();
  const { buildServer, tracingOf } = await import(path.join(SERVER_ROOT, '../../scripts/server-build.mjs'));
  const main: string = await buildServer();
  dataDir = await mkdtemp(path.join(tmpdir(), 'sd-tracing-'));
  if (onPostgres)
    scratch = await scratchPostgresDatabase(process.env.TEST_DATABASE_URL as string, 'sd_tracing');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // What scripts/start.mjs does: the preload first, then the server, in one process.
  const entry = `await import(${JSON.stringify(pathToFileURL(tracingOf(main)).href)}); await import(${JSON.stringify(pathToFileURL(main).href)});`;
  child = spawn('node', ['--input-type=module', '-e', entry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: scratch?.url ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'info',
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      // Nothing is exported on a timer during the test: the spans arrive through the flush on stop.
      OTEL_BSP_SCHEDULE_DELAY: '600000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    for (const line of complete) {
      try {
        lines.push(JSON.parse(line));
      } catch {
        // The first admin's password line is plain text.
      }
    }
  });
  await until(() => lines.find((line) => String(line.msg).startsWith('Signal Desk on')), 90_000);
}, 120_000);

async function stopServer() {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

afterAll(async () => {
  await stopServer();
  await collector.stop();
  await scratch?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('traces over OTLP', () => {
  it('exports each request’s span with its route, flushed on stop, and logs the request under its trace id', async () => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: PASSWORD }),
    }).then((r) => r.json() as Promise<any>);
    const me = await fetch(`${base}/api/auth/me`, {
      headers: { authorization: `Bearer ${login.data.token}` },
    });
    expect(me.status).toBe(200);
    // A caller that sends W3C trace context has its trace continued: the server span is its child.
    const callerTrace = randomBytes(16).toString('hex');
    const callerSpan = randomBytes(8).toString('hex');
    const continued = await fetch(`${base}/api/settings`, {
      headers: {
        authorization: `Bearer ${login.data.token}`,
        traceparent: `00-${callerTrace}-${callerSpan}-01`,
      },
    });
    expect(continued.status).toBe(200);
    const logged = await until(() =>
      lines.find((line) => line.msg === 'incoming request' && line.req?.url === '/api/auth/me'),
    );
    expect(logged.reqId).toMatch(/^[0-9a-f]{32}$/);
    const signIn = lines.find(
      (line) => line.msg === 'incoming request' && line.req?.url === '/api/auth/login',
    );
    expect(collector.spans).toEqual([]);
    await stopServer();
    expect(child.exitCode).toBe(0);
    const routed = await until(() =>
      collector.spans.find(
        (span: CollectedSpan) =>
          span.traceId === logged.reqId && span.attributes['http.route'] === '/api/auth/me',
      ),
    );
    expect(routed.traceId).toBe(logged.reqId);
    expect(routed.name).toBe('GET /api/auth/me');
    expect(routed.attributes['http.response.status_code']).toBe(200);
    const continuedSpan = await until(() =>
      collector.spans.find((span) => span.traceId === callerTrace && span.name === 'GET /api/settings'),
    );
    expect(continuedSpan.parentSpanId).toBe(callerSpan);
    if (onPostgres) {
      // The sign-in's queries are children of its server span, though its handler runs after the body
      // was read in the socket's callbacks.
      const signInSpan = await until(() =>
        collector.spans.find(
          (span) => span.traceId === signIn?.reqId && span.name === 'POST /api/auth/login',
        ),
      );
      await until(() =>
        collector.spans.find(
          (span) =>
            span.parentSpanId === signInSpan.spanId &&
            (span.attributes['db.system'] ?? span.attributes['db.system.name']) === 'postgresql',
        ),
      );
    }
  }, 40_000);
});
