import WebSocket from 'ws';
import { z } from 'zod';
import { Backoff, type BackoffOptions, DEFAULT_BACKOFF } from './backoff';
import {
  decimalPlaces,
  type InstrumentMeta,
  midPrice,
  type QuoteListener,
  type QuoteSource,
} from './quote-source';
import { SourceStatus } from './source-status';

export interface DerivOptions {
  appId: string;
  /** e.g. wss://ws.derivws.com/websockets/v3 */
  wsUrl: string;
  /** Keep-alive period; a connection silent for three of them (two pings unanswered) is dead. */
  pingMs?: number;
  backoff?: BackoffOptions;
  requestTimeoutMs?: number;
}

const answer = z.object({
  msg_type: z.string().optional(),
  req_id: z.number().optional(),
  echo_req: z.record(z.string(), z.unknown()).optional(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});

const tickAnswer = z.object({
  tick: z.object({
    symbol: z.string(),
    quote: z.number(),
    bid: z.number().optional(),
    ask: z.number().optional(),
    epoch: z.number(),
  }),
  subscription: z.object({ id: z.string() }).optional(),
});

// The legacy API names these symbol and pip; the newer one underlying_symbol and pip_size.
const activeSymbols = z.object({
  active_symbols: z.array(
    z.object({
      symbol: z.string().optional(),
      underlying_symbol: z.string().optional(),
      pip: z.coerce.number().optional(),
      pip_size: z.coerce.number().optional(),
    }),
  ),
});

interface Pending {
  resolve(message: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * Deriv's websocket API (synthetic indices): one connection, one tick subscription per symbol,
 * `forget` to end one, `ping` to keep the connection alive, and reconnection with backoff.
 */
export class DerivSource implements QuoteSource {
  readonly name = 'deriv';
  readonly kind = 'synthetic' as const;
  readonly simulated = false;
  private readonly status = new SourceStatus();
  private readonly symbols = new Set<string>();
  /** Deriv's subscription id per symbol, for `forget`. */
  private readonly subscriptions = new Map<string, string>();
  private readonly pending = new Map<number, Pending>();
  private readonly backoff: Backoff;
  private readonly pingMs: number;
  private socket: WebSocket | null = null;
  private keepAlive: NodeJS.Timeout | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private lastMessageAt = 0;
  private nextRequestId = 1;
  private running = false;

  constructor(private readonly options: DerivOptions) {
    this.backoff = new Backoff(options.backoff ?? DEFAULT_BACKOFF);
    this.pingMs = options.pingMs ?? 30_000;
  }

  async start(): Promise<void> {
    this.running = true;
    this.connect();
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
    this.socket?.terminate();
    this.dropConnection('stopped');
  }

  subscribe(symbols: readonly string[]): void {
    for (const symbol of symbols) {
      if (this.symbols.has(symbol)) continue;
      this.symbols.add(symbol);
      this.requestTicks(symbol);
    }
  }

  unsubscribe(symbols: readonly string[]): void {
    for (const symbol of symbols) {
      this.symbols.delete(symbol);
      const id = this.subscriptions.get(symbol);
      if (id === undefined) continue;
      this.subscriptions.delete(symbol);
      this.send({ forget: id });
    }
  }

  onQuote(listener: QuoteListener): () => void {
    return this.status.onQuote(listener);
  }

  async instruments(): Promise<InstrumentMeta[]> {
    const { active_symbols } = activeSymbols.parse(await this.request({ active_symbols: 'brief' }));
    return active_symbols.flatMap((entry) => {
      const symbol = entry.symbol ?? entry.underlying_symbol;
      const pip = entry.pip ?? entry.pip_size;
      if (!symbol) return [];
      return [
        {
          symbol,
          base: symbol,
          quote: 'USD',
          ...(pip ? { pipSize: pip, precision: decimalPlaces(pip) } : {}),
        },
      ];
    });
  }

  health() {
    return this.status.health(this, this.symbols.size);
  }

  private connect(): void {
    const url = new URL(this.options.wsUrl);
    url.searchParams.set('app_id', this.options.appId);
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.on('open', () => {
      this.status.connected = true;
      this.status.error = null;
      this.lastMessageAt = Date.now();
      for (const symbol of this.symbols) this.requestTicks(symbol);
      this.keepAlive = setInterval(() => this.ping(), this.pingMs);
    });
    socket.on('message', (data) => this.handle(String(data)));
    socket.on('error', (error) => {
      this.status.error = `Deriv connection failed: ${error.message}`;
    });
    socket.on('close', () => {
      if (this.socket !== socket) return;
      if (this.status.connected) this.status.reconnects += 1;
      this.dropConnection('connection closed');
      if (this.running) this.reconnectTimer = setTimeout(() => this.connect(), this.backoff.next());
    });
  }

  private dropConnection(reason: string): void {
    this.socket = null;
    this.status.connected = false;
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = null;
    this.subscriptions.clear();
    for (const [id, waiting] of this.pending) {
      clearTimeout(waiting.timer);
      waiting.reject(new Error(`Deriv request not answered: ${reason}`));
      this.pending.delete(id);
    }
  }

  private ping(): void {
    if (Date.now() - this.lastMessageAt > 3 * this.pingMs) {
      this.status.error = `Deriv silent for more than ${(3 * this.pingMs) / 1000} s`;
      this.socket?.terminate();
      return;
    }
    this.send({ ping: 1 });
  }

  private requestTicks(symbol: string): void {
    this.send({ ticks: symbol, subscribe: 1 });
  }

  private send(message: object): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private request(message: object): Promise<unknown> {
    const id = this.nextRequestId++;
    return new Promise((resolve, reject) => {
      if (!this.send({ ...message, req_id: id })) {
        reject(new Error('not connected to Deriv'));
        return;
      }
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error('Deriv did not answer in time'));
      }, this.options.requestTimeoutMs ?? 10_000);
      this.pending.set(id, { resolve, reject, timer });
    });
  }

  private handle(text: string): void {
    this.lastMessageAt = Date.now();
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      this.status.error = 'Deriv sent a message that is not JSON';
      return;
    }
    const parsed = answer.safeParse(message);
    if (!parsed.success) return;
    const { msg_type, req_id, echo_req, error } = parsed.data;
    const waiting = req_id === undefined ? undefined : this.pending.get(req_id);
    if (waiting) {
      clearTimeout(waiting.timer);
      this.pending.delete(req_id as number);
      if (error) waiting.reject(new Error(`Deriv: ${error.message}`));
      else waiting.resolve(message);
      return;
    }
    if (error) this.handleError(error, echo_req);
    else if (msg_type === 'tick') this.handleTick(message);
  }

  private handleError(
    error: { code: string; message: string },
    echo: Record<string, unknown> | undefined,
  ): void {
    const symbol = typeof echo?.ticks === 'string' ? echo.ticks : undefined;
    if (error.code === 'AlreadySubscribed') return;
    this.status.error = `Deriv ${error.code}: ${error.message}`;
    if (error.code === 'RateLimit' && symbol) {
      const timer = setTimeout(() => {
        this.retryTimers.delete(timer);
        if (this.symbols.has(symbol) && !this.subscriptions.has(symbol)) this.requestTicks(symbol);
      }, this.backoff.next());
      this.retryTimers.add(timer);
    }
  }

  private handleTick(message: unknown): void {
    const parsed = tickAnswer.safeParse(message);
    if (!parsed.success) return;
    const { tick, subscription } = parsed.data;
    if (!this.symbols.has(tick.symbol)) {
      // Unsubscribed before Deriv told us the id: end it now.
      if (subscription) this.send({ forget: subscription.id });
      return;
    }
    if (subscription) this.subscriptions.set(tick.symbol, subscription.id);
    this.backoff.reset();
    const bid = tick.bid ?? tick.quote;
    const ask = tick.ask ?? tick.quote;
    this.status.emit({ symbol: tick.symbol, bid, ask, price: midPrice(bid, ask), time: tick.epoch * 1000 });
  }
}
