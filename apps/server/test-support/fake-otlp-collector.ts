import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as the OTLP/HTTP JSON export carries it, its attributes flattened to their values. */
export interface CollectedSpan {
  traceId: string;
  spanId: string;
  /** The span this one is a child of; absent on a trace's root. */
  parentSpanId?: string;
  name: string;
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}

/**
 * A local stand-in for an OpenTelemetry collector: takes OTLP/HTTP JSON trace exports on
 * `POST /v1/traces` (the exporter's default path under OTEL_EXPORTER_OTLP_ENDPOINT) and keeps their
 * spans; anything else is a 404, a body that is no JSON a 400.
 */
export class FakeOtlpCollector {
  readonly spans: CollectedSpan[] = [];
  /** Spans received, kept or not. */
  received = 0;
  private server: Server | undefined;

  /** `keep: false` only counts the spans (a benchmark's millions would fill the memory). */
  constructor(private readonly options: { keep: boolean } = { keep: true }) {}

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.method !== 'POST' || request.url !== '/v1/traces') {
          response.writeHead(404).end();
          return;
        }
        try {
          this.take(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        } catch {
          response.writeHead(400).end();
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private take(body: {
    resourceSpans?: {
      scopeSpans?: {
        spans?: {
          traceId: string;
          spanId: string;
          parentSpanId?: string;
          name: string;
          attributes?: { key: string; value: OtlpValue }[];
        }[];
      }[];
    }[];
  }) {
    for (const resource of body.resourceSpans ?? [])
      for (const scope of resource.scopeSpans ?? [])
        for (const span of scope.spans ?? []) {
          this.received += 1;
          if (!this.options.keep) continue;
          this.spans.push({
            traceId: span.traceId,
            spanId: span.spanId,
            ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
            name: span.name,
            attributes: Object.fromEntries(
              (span.attributes ?? []).map(({ key, value }) => [
                key,
                value.stringValue ?? value.intValue ?? value.doubleValue ?? value.boolValue,
              ]),
            ),
          });
        }
  }
}
