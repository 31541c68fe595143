import { createVerify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeFcmMessage {
  token?: string;
  topic?: string;
  notification: { title: string; body: string };
  data?: Record<string, string>;
  android?: { collapse_key?: string };
}

/**
 * A local server speaking FCM HTTP v1 `messages:send` for tests and benchmarks: checks the bearer
 * token and the project, answers 404 UNREGISTERED for tokens in `unregistered`, and answers 429 or
 * 503 with Retry-After to the first requests of tokens in `throttle` (a count per token).
 */
export class FakeFcmServer {
  readonly received: FakeFcmMessage[] = [];
  readonly unregistered = new Set<string>();
  readonly throttle = new Map<string, { status: 429 | 503; times: number; retryAfter: string }>();
  /** Keep only a count (benchmarks with many tokens). */
  countOnly = false;
  count = 0;
  /** The service account's public key: set it to accept its signed token requests at `/token`. */
  publicKey: string | undefined;
  tokensIssued = 0;
  private server: Server | undefined;

  constructor(
    private readonly project: string,
    private readonly accessToken: string,
  ) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(({ status, body, headers }) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      });
    });
    this.server.keepAliveTimeout = 30_000;
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(
    req: IncomingMessage,
  ): Promise<{ status: number; body: unknown; headers?: Record<string, string> }> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method === 'POST' && req.url === '/token') {
      // The OAuth2 JWT-bearer grant: a signed assertion of the service account, checked with its public key.
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const [header, claims, signature] = (form.get('assertion') ?? '').split('.');
      const valid =
        form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
        this.publicKey !== undefined &&
        header !== undefined &&
        claims !== undefined &&
        signature !== undefined &&
        createVerify('RSA-SHA256')
          .update(`${header}.${claims}`)
          .verify(this.publicKey, signature, 'base64url');
      if (!valid) return { status: 400, body: { error: 'invalid_grant' } };
      this.tokensIssued++;
      return {
        status: 200,
        body: { access_token: this.accessToken, expires_in: 3600, token_type: 'Bearer' },
      };
    }
    if (req.method !== 'POST' || req.url !== `/v1/projects/${this.project}/messages:send`) {
      return { status: 404, body: { error: { code: 404, status: 'NOT_FOUND', message: 'not found' } } };
    }
    if (req.headers.authorization !== `Bearer ${this.accessToken}`) {
      return { status: 401, body: { error: { code: 401, status: 'UNAUTHENTICATED', message: 'bad token' } } };
    }
    let message: FakeFcmMessage;
    try {
      message = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { message: FakeFcmMessage }).message;
      if (!message || (!message.token && !message.topic) || !message.notification) throw new Error('shape');
    } catch {
      return {
        status: 400,
        body: { error: { code: 400, status: 'INVALID_ARGUMENT', message: 'bad message' } },
      };
    }
    const token = message.token ?? '';
    const throttled = this.throttle.get(token);
    if (throttled && throttled.times > 0) {
      throttled.times--;
      const status = throttled.status === 429 ? 'RESOURCE_EXHAUSTED' : 'UNAVAILABLE';
      return {
        status: throttled.status,
        headers: { 'retry-after': throttled.retryAfter },
        body: {
          error: {
            code: throttled.status,
            status,
            message: 'try later',
            details: [
              {
                '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
                errorCode: throttled.status === 429 ? 'QUOTA_EXCEEDED' : 'UNAVAILABLE',
              },
            ],
          },
        },
      };
    }
    if (this.unregistered.has(token)) {
      return {
        status: 404,
        body: {
          error: {
            code: 404,
            status: 'NOT_FOUND',
            message: 'Requested entity was not found.',
            details: [
              { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' },
            ],
          },
        },
      };
    }
    this.count++;
    if (!this.countOnly) this.received.push(message);
    return { status: 200, body: { name: `projects/${this.project}/messages/${this.count}` } };
  }
}
