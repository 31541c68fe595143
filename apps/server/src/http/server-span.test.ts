import type { IncomingMessage } from 'node:http';
import { propagation, trace } from '@opentelemetry/api';
import { core } from '@opentelemetry/sdk-node';
import { AlwaysOnSampler, TracerProvider } from '@opentelemetry/sdk-trace';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerTracing } from '../observability/tracing-bridge';
import { startServerSpan } from './server-span';

const TRACE = '0af7651916cd43dd8448eb211c80319c';
const request = (headers: IncomingMessage['headers'] = {}) =>
  ({ method: 'GET', url: '/api/auth/me', headers }) as IncomingMessage;
const traceLike = /^[0-9a-f]{32}$/;

function samplerSays(record: boolean) {
  registerTracing({ shutdown: async () => {}, rootTraceWouldRecord: () => record });
}

// What the tracing preload sets up, without an exporter: W3C trace context, and every span recorded
// unless the bridge says otherwise.
beforeAll(() => {
  trace.setGlobalTracerProvider(new TracerProvider({ sampler: new AlwaysOnSampler() }));
  propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
});

afterAll(() => {
  trace.disable();
  propagation.disable();
});

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('signal-desk.tracing')];
});

describe('the request id when tracing is on', () => {
  it('is a trace id for a request the sampler would record, and the plain id for one it would not', () => {
    samplerSays(true);
    expect(startServerSpan(request())).toMatch(traceLike);
    samplerSays(false);
    const plain = startServerSpan(request());
    expect(plain).not.toMatch(traceLike);
    expect(plain).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
  });

  it("is the caller's trace id when it sends one, whatever the sampler would do with a trace of its own", () => {
    samplerSays(false);
    expect(startServerSpan(request({ traceparent: `00-${TRACE}-b7ad6b7169203331-00` }))).toBe(TRACE);
  });
});
