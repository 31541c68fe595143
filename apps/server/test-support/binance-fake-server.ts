import { Agent, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';

const MARKETS = [
  { symbol: 'BTCUSDT', baseAsset: 'BTC', quoteAsset: 'USDT', tickSize: '0.01', stepSize: '0.00001' },
  { symbol: 'ETHUSDT', baseAsset: 'ETH', quoteAsset: 'USDT', tickSize: '0.01', stepSize: '0.0001' },
  { symbol: 'XRPUSDT', baseAsset: 'XRP', quoteAsset: 'USDT', tickSize: '0.0001', stepSize: '0.1' },
];

function exchangeInfo() {
  return {
    timezone: 'UTC',
    serverTime: Date.now(),
    rateLimits: [],
    exchangeFilters: [],
    symbols: MARKETS.map((m) => ({
      symbol: m.symbol,
      status: 'TRADING',
      baseAsset: m.baseAsset,
      baseAssetPrecision: 8,
      quoteAsset: m.quoteAsset,
      quotePrecision: 8,
      quoteAssetPrecision: 8,
      orderTypes: ['LIMIT', 'MARKET'],
      isSpotTradingAllowed: true,
      isMarginTradingAllowed: true,
      permissionSets: [['SPOT', 'MARGIN']],
      filters: [
        { filterType: 'PRICE_FILTER', minPrice: m.tickSize, maxPrice: '1000000.00', tickSize: m.tickSize },
        { filterType: 'LOT_SIZE', minQty: m.stepSize, maxQty: '9000.00', stepSize: m.stepSize },
      ],
    })),
  };
}

interface Book {
  bid: string;
  ask: string;
}

/**
 * A local Binance spot API for tests, the parts ccxt uses for quotes: REST `/api/v3/exchangeInfo` and
 * `/api/v3/ticker/bookTicker`, and the websocket `/ws` with SUBSCRIBE/UNSUBSCRIBE of `<symbol>@bookTicker`
 * and `<symbol>@miniTicker` streams. Answers 429 (with Binance's body) on demand.
 */
export class FakeBinance {
  /** REST paths requested, in order. */
  readonly requests: string[] = [];
  /** Websocket control messages received (SUBSCRIBE, UNSUBSCRIBE), in order. */
  readonly controls: { method: string; params: string[] }[] = [];
  /** Statuses to answer the next REST requests with (429, 418...). */
  readonly refuseNext: number[] = [];
  private readonly books = new Map<string, Book>();
  private readonly streamsOf = new Map<WebSocket, Set<string>>();
  private updateId = 1;
  private readonly server = createServer((request, response) => this.handle(request, response));
  private readonly sockets = new WebSocketServer({ server: this.server });

  private constructor() {
    this.sockets.on('connection', (socket) => {
      this.streamsOf.set(socket, new Set());
      socket.on('close', () => this.streamsOf.delete(socket));
      socket.on('message', (data) => this.control(socket, JSON.parse(String(data))));
    });
  }

  static async start(): Promise<FakeBinance> {
    const fake = new FakeBinance();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** ccxt settings that point its binance at this fake. */
  ccxtSettings(): Record<string, unknown> {
    return {
      urls: { api: { public: `${this.url}/api/v3`, ws: { spot: `${this.url.replace('http', 'ws')}/ws` } } },
      options: { fetchMarkets: { types: ['spot'] } },
      // ccxt opens plain ws:// connections only through an explicit agent.
      httpAgent: new Agent(),
    };
  }

  /** The streams currently subscribed over all connections. */
  get subscribed(): string[] {
    return [...this.streamsOf.values()].flatMap((streams) => [...streams]);
  }

  /** Sets the best bid and ask of a market and publishes it on its streams. */
  book(symbol: string, bid: string, ask: string): void {
    this.books.set(symbol, { bid, ask });
    const lower = symbol.toLowerCase();
    for (const [socket, streams] of this.streamsOf) {
      if (streams.has(`${lower}@bookTicker`)) {
        socket.send(JSON.stringify({ u: this.updateId++, s: symbol, b: bid, B: '1.5', a: ask, A: '2.25' }));
      }
      if (streams.has(`${lower}@miniTicker`)) {
        const now = Date.now();
        socket.send(
          JSON.stringify({
            e: '24hrMiniTicker',
            E: now,
            s: symbol,
            c: bid,
            o: bid,
            h: ask,
            l: bid,
            v: '10',
            q: '1',
          }),
        );
      }
    }
  }

  dropConnections(): void {
    for (const socket of this.sockets.clients) socket.terminate();
  }

  async close(): Promise<void> {
    this.dropConnections();
    this.sockets.close();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.url);
    this.requests.push(url.pathname);
    const refusal = this.refuseNext.shift();
    if (refusal) {
      response.setHeader('retry-after', '1');
      return answer(response, refusal, {
        code: -1003,
        msg: 'Too many requests; current limit of IP(127.0.0.1) is 6000 requests per minute.',
      });
    }
    if (url.pathname === '/api/v3/exchangeInfo') return answer(response, 200, exchangeInfo());
    if (url.pathname === '/api/v3/ticker/bookTicker') {
      const wanted: string[] = JSON.parse(url.searchParams.get('symbols') ?? '[]');
      return answer(
        response,
        200,
        wanted.flatMap((symbol) => {
          const book = this.books.get(symbol);
          return book
            ? [{ symbol, bidPrice: book.bid, bidQty: '1.5', askPrice: book.ask, askQty: '2.25' }]
            : [];
        }),
      );
    }
    answer(response, 404, { code: -1, msg: 'Unknown path' });
  }

  private control(socket: WebSocket, message: { method: string; params: string[]; id: number }): void {
    this.controls.push({ method: message.method, params: message.params });
    const streams = this.streamsOf.get(socket);
    for (const stream of message.params) {
      if (message.method === 'SUBSCRIBE') streams?.add(stream);
      if (message.method === 'UNSUBSCRIBE') streams?.delete(stream);
    }
    socket.send(JSON.stringify({ result: null, id: message.id }));
  }
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
