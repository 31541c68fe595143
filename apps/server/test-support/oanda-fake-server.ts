import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeInstrument {
  name: string;
  type: string;
  displayName: string;
  pipLocation: number;
  displayPrecision: number;
}

interface OpenStream {
  instruments: string[];
  response: ServerResponse;
  heartbeat: NodeJS.Timeout;
}

const INSTRUMENTS: FakeInstrument[] = [
  { name: 'EUR_USD', type: 'CURRENCY', displayName: 'EUR/USD', pipLocation: -4, displayPrecision: 5 },
  { name: 'USD_JPY', type: 'CURRENCY', displayName: 'USD/JPY', pipLocation: -2, displayPrecision: 3 },
  { name: 'XAU_USD', type: 'METAL', displayName: 'Gold', pipLocation: -2, displayPrecision: 3 },
  { name: 'SPX500_USD', type: 'CFD', displayName: 'US SPX 500', pipLocation: 0, displayPrecision: 1 },
];

/**
 * A local OANDA v20 for tests: the account instruments endpoint and the pricing stream, with its
 * heartbeats, its error bodies and its 429 answers.
 */
export class FakeOanda {
  readonly token = 'fake-oanda-token-0123456789';
  readonly accountId = '101-004-1234567-001';
  readonly streams: OpenStream[] = [];
  /** Every stream request, in order, with the instruments it asked for. */
  readonly streamRequests: string[][] = [];
  /** Statuses to answer the next stream requests with instead of streaming (429, 500...). */
  readonly refuseNext: number[] = [];
  heartbeatMs = 5_000;
  /** Heartbeats written on every stream so far. */
  heartbeats = 0;
  private readonly prices = new Map<string, { bid: string; ask: string; time: string }>();
  private readonly server = createServer((request, response) => this.handle(request, response));

  static async start(): Promise<FakeOanda> {
    const fake = new FakeOanda();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Sets an instrument's price and sends it to every stream that carries it. */
  price(instrument: string, bid: string, ask: string, time = new Date().toISOString()): void {
    const price = { bid, ask, time };
    this.prices.set(instrument, price);
    for (const stream of this.streams) {
      if (stream.instruments.includes(instrument)) this.send(stream, priceLine(instrument, price));
    }
  }

  /** Cuts every open stream, as a network failure would. */
  dropStreams(): void {
    for (const stream of this.streams.splice(0)) {
      clearInterval(stream.heartbeat);
      stream.response.socket?.destroy();
    }
  }

  /** Keeps the streams open but stops their heartbeats. */
  silence(): void {
    for (const stream of this.streams) clearInterval(stream.heartbeat);
  }

  async close(): Promise<void> {
    this.dropStreams();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.url);
    const account = `/v3/accounts/${this.accountId}`;
    const instruments = (url.searchParams.get('instruments') ?? '').split(',').filter(Boolean);
    if (url.pathname === `${account}/pricing/stream`) this.streamRequests.push(instruments);
    if (request.headers.authorization !== `Bearer ${this.token}`) {
      return answer(response, 401, { errorMessage: 'Insufficient authorization to perform request.' });
    }
    if (url.pathname === `${account}/instruments`) {
      return answer(response, 200, { instruments: INSTRUMENTS, lastTransactionID: '6356' });
    }
    if (url.pathname !== `${account}/pricing/stream`) {
      return answer(response, 404, { errorMessage: 'The requested resource does not exist.' });
    }
    const refusal = this.refuseNext.shift();
    if (refusal === 429) {
      response.setHeader('retry-after', '0');
      return answer(response, 429, { errorMessage: 'Rate limit violation of allowed requests' });
    }
    if (refusal) return answer(response, refusal, { errorMessage: 'Service unavailable' });
    if (instruments.length === 0 || instruments.some((i) => !INSTRUMENTS.some((known) => known.name === i))) {
      return answer(response, 400, { errorMessage: "Invalid value specified for 'instruments'" });
    }
    response.writeHead(200, { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' });
    const stream: OpenStream = {
      instruments,
      response,
      heartbeat: setInterval(() => {
        this.heartbeats += 1;
        this.send(stream, { type: 'HEARTBEAT', time: new Date().toISOString() });
      }, this.heartbeatMs),
    };
    this.streams.push(stream);
    response.on('close', () => {
      clearInterval(stream.heartbeat);
      const index = this.streams.indexOf(stream);
      if (index !== -1) this.streams.splice(index, 1);
    });
    // Like OANDA, a new stream starts with the current price of each instrument.
    for (const instrument of instruments) {
      const price = this.prices.get(instrument);
      if (price) this.send(stream, priceLine(instrument, price));
    }
  }

  private send(stream: OpenStream, message: object): void {
    stream.response.write(`${JSON.stringify(message)}\n`);
  }
}

function priceLine(instrument: string, price: { bid: string; ask: string; time: string }) {
  return {
    type: 'PRICE',
    time: price.time,
    bids: [{ price: price.bid, liquidity: 10_000_000 }],
    asks: [{ price: price.ask, liquidity: 10_000_000 }],
    closeoutBid: price.bid,
    closeoutAsk: price.ask,
    status: 'tradeable',
    tradeable: true,
    instrument,
  };
}

function answer(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
