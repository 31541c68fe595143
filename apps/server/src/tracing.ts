/**
 * OpenTelemetry traces, exported over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT; without that
 * variable this module does nothing and nothing of the SDK is loaded. It must run before fastify and pg
 * are imported: `scripts/start.mjs` imports it before the server's bundle, `npm run dev` and the tests
 * preload it (`node --import`). The SDK reads the standard OTEL_* variables itself (OTEL_SERVICE_NAME,
 * OTEL_TRACES_SAMPLER...).
 */
import { register } from 'node:module';
import { registerTraceFlush } from './observability/trace-flush';

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  // ES modules are instrumented through this loader hook (import-in-the-middle); CommonJS through require.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { OTLPTraceExporter }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'signal-desk',
    traceExporter: new OTLPTraceExporter(),
    // Metrics are Prometheus's (GET /metrics), logs are pino's: the SDK exports traces only.
    metricReaders: [],
    logRecordProcessors: [],
    // The HTTP server span is the app's own (`http/server-span.ts`); the database's queries are its
    // children.
    instrumentations: [new PgInstrumentation()],
  });
  sdk.start();
  registerTraceFlush(() => sdk.shutdown());
}
