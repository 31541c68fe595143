import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';

const SYMBOLS = [
  { symbol: 'R_100', display_name: 'Volatility 100 Index', pip: 0.01 },
  { symbol: 'R_50', display_name: 'Volatility 50 Index', pip: 0.0001 },
  { symbol: '1HZ10V', display_name: 'Volatility 10 (1s) Index', pip: 0.01 },
];

interface Subscription {
  id: string;
  symbol: string;
  socket: WebSocket;
  echo: object;
}

/**
 * A local Deriv websocket API for tests: `ticks` subscriptions, `forget`, `ping`, `active_symbols`,
 * Deriv's error answers (InvalidSymbol, RateLimit), and dropped connections.
 */
export class FakeDeriv {
  readonly appId = '1089';
  /** Every request received, in order. */
  readonly requests: Record<string, unknown>[] = [];
  /** How many of the next `ticks` requests get a RateLimit error. */
  rateLimitNext = 0;
  /** When true, pings get no answer (a connection gone quiet). */
  muted = false;
  readonly subscriptions: Subscription[] = [];
  /** Connections closed at once for an unknown app id. */
  refusedConnections = 0;
  private readonly server: WebSocketServer;

  private constructor(server: WebSocketServer) {
    this.server = server;
    server.on('connection', (socket, request) => {
      const appId = new URL(request.url ?? '/', 'ws://fake').searchParams.get('app_id');
      if (appId !== this.appId) {
        this.refusedConnections += 1;
        socket.send(
          JSON.stringify({
            error: { code: 'InvalidAppID', message: 'Your app_id is invalid.' },
            msg_type: 'error',
          }),
        );
        socket.close(1008);
        return;
      }
      socket.on('message', (data) => this.handle(socket, JSON.parse(String(data))));
      socket.on('close', () => {
        for (const subscription of this.subscriptions.filter((s) => s.socket === socket))
          this.remove(subscription);
      });
    });
  }

  static async start(): Promise<FakeDeriv> {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    return new FakeDeriv(server);
  }

  get url(): string {
    return `ws://127.0.0.1:${(this.server.address() as AddressInfo).port}/websockets/v3`;
  }

  get connections(): number {
    return this.server.clients.size;
  }

  /** Sends a tick to every subscriber of the symbol. */
  tick(symbol: string, quote: number, epoch = Math.floor(Date.now() / 1000)): void {
    for (const subscription of this.subscriptions.filter((s) => s.symbol === symbol)) {
      subscription.socket.send(
        JSON.stringify({
          echo_req: subscription.echo,
          msg_type: 'tick',
          subscription: { id: subscription.id },
          tick: {
            ask: Number((quote + 0.1).toFixed(2)),
            bid: Number((quote - 0.1).toFixed(2)),
            epoch,
            id: subscription.id,
            pip_size: 2,
            quote,
            symbol,
          },
        }),
      );
    }
  }

  dropConnections(): void {
    for (const socket of this.server.clients) socket.terminate();
  }

  async close(): Promise<void> {
    this.dropConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private handle(socket: WebSocket, request: Record<string, unknown>): void {
    this.requests.push(request);
    const reply = (body: object) => {
      const req_id = request.req_id;
      socket.send(
        JSON.stringify({ echo_req: request, ...body, ...(req_id === undefined ? {} : { req_id }) }),
      );
    };
    if (request.ping === 1) {
      if (!this.muted) reply({ msg_type: 'ping', ping: 'pong' });
      return;
    }
    if (request.active_symbols) {
      reply({
        msg_type: 'active_symbols',
        active_symbols: SYMBOLS.map((s) => ({
          ...s,
          market: 'synthetic_index',
          submarket: 'random_index',
          exchange_is_open: 1,
          is_trading_suspended: 0,
        })),
      });
      return;
    }
    if (typeof request.forget === 'string') {
      const subscription = this.subscriptions.find((s) => s.id === request.forget);
      if (subscription) this.remove(subscription);
      reply({ msg_type: 'forget', forget: subscription ? 1 : 0 });
      return;
    }
    if (typeof request.ticks === 'string') {
      const symbol = request.ticks;
      if (this.rateLimitNext > 0) {
        this.rateLimitNext -= 1;
        reply({
          msg_type: 'ticks',
          error: { code: 'RateLimit', message: 'You have reached the rate limit for ticks.' },
        });
        return;
      }
      if (!SYMBOLS.some((s) => s.symbol === symbol)) {
        reply({ msg_type: 'ticks', error: { code: 'InvalidSymbol', message: `Symbol ${symbol} invalid.` } });
        return;
      }
      if (this.subscriptions.some((s) => s.socket === socket && s.symbol === symbol)) {
        reply({
          msg_type: 'ticks',
          error: { code: 'AlreadySubscribed', message: `You are already subscribed to ${symbol}.` },
        });
        return;
      }
      this.subscriptions.push({ id: randomUUID().replaceAll('-', ''), symbol, socket, echo: request });
      this.tick(symbol, 1234.56);
      return;
    }
    reply({ msg_type: 'error', error: { code: 'UnrecognisedRequest', message: 'Unrecognised request.' } });
  }

  private remove(subscription: Subscription): void {
    const index = this.subscriptions.indexOf(subscription);
    if (index !== -1) this.subscriptions.splice(index, 1);
  }
}
