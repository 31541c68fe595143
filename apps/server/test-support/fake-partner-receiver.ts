import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  IDEMPOTENCY_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifySignature,
} from '../src/integrations/partner/partner-signature';

export interface ReceivedCopy {
  key: string;
  payload: { signalId: string; version: number; [key: string]: unknown };
}

/**
 * A local partner for tests and benchmarks: verifies each signature (401 when wrong), keeps each
 * idempotency key once (a repeat is answered 200 and not stored again), and fails on purpose:
 * `failNext` answers 503 to that many requests, `stallNext` never answers that many.
 */
export class FakePartnerReceiver {
  /** Accepted copies, each key once, in the order they arrived. */
  readonly accepted: ReceivedCopy[] = [];
  /** Every request that reached the receiver, duplicates included. */
  requests = 0;
  rejectedSignatures = 0;
  failNext = 0;
  stallNext = 0;
  /** Called with each accepted copy (latency measurements). */
  onAccepted: ((copy: ReceivedCopy) => void) | undefined;
  private readonly keys = new Set<string>();
  private server: Server | undefined;

  constructor(private readonly secret: string) {}

  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.requests++;
        const body = Buffer.concat(chunks).toString('utf8');
        const ok = verifySignature(
          this.secret,
          {
            timestamp: req.headers[TIMESTAMP_HEADER] as string | undefined,
            signature: req.headers[SIGNATURE_HEADER] as string | undefined,
          },
          body,
        );
        if (!ok) {
          this.rejectedSignatures++;
          res.writeHead(401).end();
          return;
        }
        if (this.stallNext > 0) {
          this.stallNext--;
          return;
        }
        if (this.failNext > 0) {
          this.failNext--;
          res.writeHead(503).end();
          return;
        }
        const key = String(req.headers[IDEMPOTENCY_HEADER] ?? '');
        if (!this.keys.has(key)) {
          this.keys.add(key);
          const copy = { key, payload: JSON.parse(body) };
          this.accepted.push(copy);
          this.onAccepted?.(copy);
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/signals`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
