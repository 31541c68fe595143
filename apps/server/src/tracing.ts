/**
 * OpenTelemetry traces, exported over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT; without that
 * variable this module does nothing and nothing of the SDK is loaded. It must run before fastify and pg
 * are imported: `scripts/start.mjs` imports it before the server's bundle, `npm run dev` and the tests
 * preload it (`node --import`). The SDK reads the standard OTEL_* variables itself (OTEL_SERVICE_NAME,
 * OTEL_TRACES_SAMPLER...); without OTEL_TRACES_SAMPLER, at most TRACES_PER_SECOND traces (100) start
 * here each second (`observability/trace-sampler.ts`).
 */
import { register } from 'node:module';
import { registerTracing } from './observability/tracing-bridge';

/** TRACES_PER_SECOND: a positive whole number, else the default. */
function tracesPerSecond(): number | undefined {
  const given = Number(process.env.TRACES_PER_SECOND);
  return Number.isInteger(given) && given > 0 ? given : undefined;
}

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  // ES modules are instrumented through this loader hook (import-in-the-middle); CommonJS through require.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { OTLPTraceExporter }, { PgInstrumentation }, sampling] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('./observability/trace-sampler'),
  ]);
  // OTEL_TRACES_SAMPLER, when set, chooses the sampler (the SDK reads it); otherwise a caller's
  // decision is followed and the traces that start here are limited to TRACES_PER_SECOND.
  const limiter = process.env.OTEL_TRACES_SAMPLER
    ? undefined
    : new sampling.RateLimitingSampler(tracesPerSecond() ?? sampling.DEFAULT_TRACES_PER_SECOND);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'signal-desk',
    traceExporter: new OTLPTraceExporter(),
    ...(limiter ? { sampler: sampling.defaultSampler(limiter) } : {}),
    // Metrics are Prometheus's (GET /metrics), logs are pino's: the SDK exports traces only.
    metricReaders: [],
    logRecordProcessors: [],
    // The HTTP server span is the app's own (`http/server-span.ts`); the database's queries are its
    // children.
    // A query outside a recorded request (the engine's, the workers') is not a trace of its own, and
    // taking a pool connection is no span of its own (the pool's waits are in the metrics).
    instrumentations: [new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true })],
  });
  sdk.start();
  registerTracing({
    shutdown: () => sdk.shutdown(),
    // The server starts no span for a request the limiter would not record (http/server-span.ts).
    rootTraceWouldRecord: () => limiter?.wouldRecord() ?? true,
  });
}
