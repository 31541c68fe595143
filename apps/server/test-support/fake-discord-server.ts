import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { multipartParts } from './fake-telegram-server';

/** A message a webhook posted in the fake channel. */
export interface DiscordMessage {
  id: string;
  webhook: string;
  content: string;
  attachments: string[];
  edits: number;
}

/**
 * A local fake of Discord's webhook API for tests: `POST /api/webhooks/<id>/<token>?wait=true` (JSON,
 * or multipart with `payload_json` and `files[n]`) answers the message, `PATCH .../messages/<id>` edits
 * it (404 "Unknown Message" once it is gone: `forget`), and `tooManyNext` requests get 429 with
 * `retry_after` seconds.
 */
export class FakeDiscordServer {
  readonly messages: DiscordMessage[] = [];
  /** Every request, with when. */
  readonly calls: { method: string; at: number }[] = [];
  tooManyNext = 0;
  retryAfter = 0.5;
  private nextId = 5000;
  private server: Server | undefined;
  private base = '';

  async start(): Promise<string> {
    const server = createServer((req, res) => {
      void this.handle(req).then(
        ({ status, body }) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
        (error: Error) => res.writeHead(500).end(error.message),
      );
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this.base;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** A webhook URL of this fake. */
  webhookUrl(id = '1', token = 'webhook-token-abcdef'): string {
    return `${this.base}/api/webhooks/${id}/${token}`;
  }

  channel(webhookUrl: string): DiscordMessage[] {
    const path = new URL(webhookUrl).pathname;
    return this.messages.filter((m) => m.webhook === path);
  }

  forget(id: string): void {
    const index = this.messages.findIndex((m) => m.id === id);
    if (index >= 0) this.messages.splice(index, 1);
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await payloadOf(req);
    this.calls.push({ method: req.method ?? '', at: Date.now() });
    if (this.tooManyNext > 0) {
      this.tooManyNext--;
      return {
        status: 429,
        body: { message: 'You are being rate limited.', retry_after: this.retryAfter, global: false },
      };
    }
    const edit = /^(\/api\/webhooks\/[^/]+\/[^/]+)\/messages\/([^/]+)$/.exec(url.pathname);
    if (edit && req.method === 'PATCH') {
      const message = this.messages.find((m) => m.webhook === edit[1] && m.id === edit[2]);
      if (!message) return { status: 404, body: { message: 'Unknown Message', code: 10008 } };
      message.content = String(body.payload.content ?? message.content);
      message.edits++;
      return { status: 200, body: message };
    }
    if (/^\/api\/webhooks\/[^/]+\/[^/]+$/.test(url.pathname) && req.method === 'POST') {
      const message: DiscordMessage = {
        id: String(this.nextId++),
        webhook: url.pathname,
        content: String(body.payload.content ?? ''),
        attachments: body.files,
        edits: 0,
      };
      this.messages.push(message);
      // Without ?wait=true Discord answers 204 and no message.
      return url.searchParams.get('wait') === 'true'
        ? { status: 200, body: message }
        : { status: 204, body: null };
    }
    return { status: 404, body: { message: '404: Not Found', code: 0 } };
  }
}

async function payloadOf(
  req: IncomingMessage,
): Promise<{ payload: Record<string, unknown>; files: string[] }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('multipart/form-data')) {
    const parts = multipartParts(raw, type);
    const json = parts.find((part) => part.name === 'payload_json')?.body.toString('utf8') ?? '{}';
    const files = parts.filter((part) => part.fileName !== null).map((part) => part.fileName as string);
    return { payload: JSON.parse(json), files };
  }
  return { payload: raw.length ? JSON.parse(raw.toString('utf8')) : {}, files: [] };
}
