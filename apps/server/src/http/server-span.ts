import type { IncomingMessage } from 'node:http';
import {
  type Context,
  context,
  isSpanContextValid,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import { rootTraceWouldRecord } from '../observability/tracing-bridge';
import { requestId } from './request-id';

/**
 * The HTTP server span of each request when tracing is on (OpenTelemetry's HTTP server conventions:
 * named `GET /api/signals/:id`, with `http.route` and the status). The tracing preload registers the SDK;
 * this module only uses the API, which finds it.
 *
 * Written here rather than taken from `@opentelemetry/instrumentation-http`: that instrumentation,
 * even with sampling off, took two thirds of a signed-in read's throughput (it binds every request's
 * and response's event emitters to the context and reads every header into attributes). Fastify's
 * own instrumentation cost as much with its per-hook spans. One span started when Fastify names the
 * request, made current for the request's hooks and handler, ended with the response, says what they
 * said at a fraction of the cost.
 */
const tracer = trace.getTracer('signal-desk-http');
const SERVER_SPAN = Symbol('signal-desk.server-span');

interface ServerSpan {
  span: Span;
  /** The caller's context (its `traceparent`, if any) with this span current. */
  context: Context;
}

type Traced = IncomingMessage & { [SERVER_SPAN]?: ServerSpan };

/**
 * Fastify's `genReqId` when tracing is on: starts the request's server span, continuing the caller's
 * trace when it sends a `traceparent`, and names the request by its trace id, so a log line leads to
 * its trace and back. A request without a caller's trace that the sampler would not record starts no
 * span and keeps its plain id: under a flood, most requests then cost nothing of tracing (starting and
 * dropping their spans took a tenth of a signed-in read's throughput). Only a span the sampler records
 * is kept for the hooks: the others need no context made current.
 */
export function startServerSpan(request: IncomingMessage): string {
  if (request.headers.traceparent === undefined && !rootTraceWouldRecord()) return requestId(request);
  const parent = propagation.extract(ROOT_CONTEXT, request.headers);
  const method = request.method ?? 'GET';
  const span = tracer.startSpan(
    method,
    {
      kind: SpanKind.SERVER,
      attributes: { 'http.request.method': method, 'url.path': request.url?.split('?')[0] },
    },
    parent,
  );
  if (span.isRecording()) (request as Traced)[SERVER_SPAN] = { span, context: trace.setSpan(parent, span) };
  const ids = span.spanContext();
  return isSpanContextValid(ids) ? ids.traceId : requestId(request);
}

/**
 * The hooks that carry a recorded span: named by the route once Fastify found it, current while the
 * hooks and the handler run (entered again before the handler: a body is read in the socket's
 * callbacks, outside the request's context), ended with the response. A request its caller aborts
 * before the answer leaves no span.
 */
export function traceRequests(app: FastifyInstance) {
  const of = (request: { raw: IncomingMessage }) => (request.raw as Traced)[SERVER_SPAN];
  app.addHook('onRequest', (request, _reply, done) => {
    const traced = of(request);
    if (!traced) return done();
    const route = request.routeOptions.url;
    if (route) {
      traced.span.setAttribute('http.route', route);
      traced.span.updateName(`${request.method} ${route}`);
    }
    context.with(traced.context, done);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const traced = of(request);
    if (traced) context.with(traced.context, done);
    else done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const span = of(request)?.span;
    if (span) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
    done();
  });
}
