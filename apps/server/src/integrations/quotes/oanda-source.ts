import { z } from 'zod';
import { Backoff, type BackoffOptions, DEFAULT_BACKOFF } from './backoff';
import {
  type InstrumentMeta,
  midPrice,
  powerOfTen,
  type QuoteListener,
  type QuoteSource,
} from './quote-source';
import { SourceStatus } from './source-status';

export interface OandaOptions {
  token: string;
  accountId: string;
  /** REST host, e.g. https://api-fxpractice.oanda.com */
  apiUrl: string;
  /** Streaming host, e.g. https://stream-fxpractice.oanda.com */
  streamUrl: string;
  /** OANDA sends a heartbeat every 5 s: a stream silent this long is dead. */
  silenceMs?: number;
  /** Subscription changes within this window reopen the stream once. */
  debounceMs?: number;
  backoff?: BackoffOptions;
  requestTimeoutMs?: number;
}

const priceLine = z.object({
  type: z.literal('PRICE'),
  instrument: z.string(),
  time: z.string(),
  bids: z.array(z.object({ price: z.string() })).min(1),
  asks: z.array(z.object({ price: z.string() })).min(1),
});

const instrumentsAnswer = z.object({
  instruments: z.array(
    z.object({ name: z.string(), pipLocation: z.number().int(), displayPrecision: z.number().int() }),
  ),
});

/** An answer other than 200, with what OANDA said about it. */
class OandaRefusal extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | undefined,
  ) {
    super(message);
  }
}

async function refusal(response: Response): Promise<OandaRefusal> {
  const said = await response
    .json()
    .then((body) => z.object({ errorMessage: z.string() }).parse(body).errorMessage)
    .catch(() => '');
  const retryAfter = Number(response.headers.get('retry-after'));
  const what =
    response.status === 401 || response.status === 403
      ? 'OANDA refused the token'
      : response.status === 429
        ? 'OANDA rate limit reached'
        : `OANDA answered ${response.status}`;
  return new OandaRefusal(
    said ? `${what}: ${said}` : what,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
  );
}

function networkProblem(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return `cannot reach OANDA: ${cause instanceof Error ? cause.message : String(cause)}`;
}

/**
 * OANDA v20: prices from the account's pricing stream (newline-delimited JSON over HTTPS), instruments
 * from the REST API. One stream carries every subscribed instrument, so a change of the set reopens it.
 */
export class OandaSource implements QuoteSource {
  readonly name = 'oanda';
  readonly kind = 'oanda' as const;
  readonly simulated = false;
  private readonly status = new SourceStatus();
  private readonly symbols = new Set<string>();
  private readonly backoff: Backoff;
  private readonly silenceMs: number;
  private readonly debounceMs: number;
  private current: AbortController | null = null;
  private reopenTimer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(private readonly options: OandaOptions) {
    this.backoff = new Backoff(options.backoff ?? DEFAULT_BACKOFF);
    this.silenceMs = options.silenceMs ?? 10_000;
    this.debounceMs = options.debounceMs ?? 250;
  }

  async start(): Promise<void> {
    this.running = true;
    if (this.symbols.size > 0) this.reopen(0);
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.reopenTimer) clearTimeout(this.reopenTimer);
    this.current?.abort();
    this.current = null;
    this.status.connected = false;
  }

  subscribe(symbols: readonly string[]): void {
    const before = this.symbols.size;
    for (const symbol of symbols) this.symbols.add(symbol);
    if (this.symbols.size !== before) this.reopen(this.debounceMs);
  }

  unsubscribe(symbols: readonly string[]): void {
    const before = this.symbols.size;
    for (const symbol of symbols) this.symbols.delete(symbol);
    if (this.symbols.size !== before) this.reopen(this.debounceMs);
  }

  onQuote(listener: QuoteListener): () => void {
    return this.status.onQuote(listener);
  }

  async instruments(): Promise<InstrumentMeta[]> {
    const response = await fetch(this.accountUrl(this.options.apiUrl, '/instruments'), {
      headers: this.headers(),
      signal: AbortSignal.timeout(this.options.requestTimeoutMs ?? 10_000),
    }).catch((error) => {
      throw new Error(networkProblem(error));
    });
    if (!response.ok) throw await refusal(response);
    const { instruments } = instrumentsAnswer.parse(await response.json());
    return instruments.map((i) => {
      const [base = i.name, quote = ''] = i.name.split('_');
      return {
        symbol: i.name,
        base,
        quote,
        pipSize: powerOfTen(i.pipLocation),
        precision: i.displayPrecision,
      };
    });
  }

  health() {
    return this.status.health(this, this.symbols.size);
  }

  private accountUrl(host: string, path: string): string {
    return `${host.replace(/\/$/, '')}/v3/accounts/${encodeURIComponent(this.options.accountId)}${path}`;
  }

  private headers() {
    return { authorization: `Bearer ${this.options.token}`, 'accept-datetime-format': 'RFC3339' };
  }

  private reopen(delayMs: number): void {
    if (this.reopenTimer) clearTimeout(this.reopenTimer);
    this.reopenTimer = setTimeout(() => void this.open(), delayMs);
  }

  /** Replaces the running stream by one for the current set; when it ends on its own, reconnects. */
  private async open(): Promise<void> {
    this.current?.abort();
    this.current = null;
    if (!this.running || this.symbols.size === 0) {
      this.status.connected = false;
      return;
    }
    const connection = new AbortController();
    this.current = connection;
    let retryAfterMs: number | undefined;
    try {
      await this.consume(connection, [...this.symbols].sort());
      this.status.error = 'OANDA closed the stream';
    } catch (error) {
      if (this.current !== connection) return;
      if (error instanceof OandaRefusal) {
        this.status.error = error.message;
        retryAfterMs = error.retryAfterMs;
      } else if (!connection.signal.aborted) {
        this.status.error = networkProblem(error);
      }
    }
    if (this.current !== connection) return;
    this.current = null;
    if (this.status.connected) this.status.reconnects += 1;
    this.status.connected = false;
    this.reopen(Math.max(this.backoff.next(), retryAfterMs ?? 0));
  }

  private async consume(connection: AbortController, symbols: string[]): Promise<void> {
    const url = `${this.accountUrl(this.options.streamUrl, '/pricing/stream')}?instruments=${encodeURIComponent(symbols.join(','))}`;
    let lastActivity = Date.now();
    const watchdog = setInterval(
      () => {
        if (Date.now() - lastActivity > this.silenceMs) {
          this.status.error = `OANDA stream silent for more than ${this.silenceMs / 1000} s`;
          connection.abort();
        }
      },
      Math.max(10, this.silenceMs / 4),
    );
    try {
      const response = await fetch(url, { headers: this.headers(), signal: connection.signal });
      if (!response.ok || !response.body) throw await refusal(response);
      this.status.connected = true;
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body) {
        lastActivity = Date.now();
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n');
        while (end !== -1) {
          this.handleLine(buffer.slice(0, end));
          buffer = buffer.slice(end + 1);
          end = buffer.indexOf('\n');
        }
      }
    } finally {
      clearInterval(watchdog);
    }
  }

  private handleLine(line: string): void {
    if (line.trim() === '') return;
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      this.status.error = 'OANDA sent a line that is not JSON';
      return;
    }
    if (this.status.error) this.status.error = null;
    this.backoff.reset();
    const price = priceLine.safeParse(message);
    if (!price.success) return;
    const bid = Number(price.data.bids[0]?.price);
    const ask = Number(price.data.asks[0]?.price);
    const time = Date.parse(price.data.time);
    if (!Number.isFinite(bid) || !Number.isFinite(ask) || !Number.isFinite(time)) return;
    this.status.emit({ symbol: price.data.instrument, bid, ask, price: midPrice(bid, ask), time });
  }
}
