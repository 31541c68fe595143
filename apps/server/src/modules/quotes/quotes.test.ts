import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { quoteUnavailableEventSchema } from '@signal-desk/domain/markets';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const item = (_id: string, fields: Record<string, unknown>) => ({
  _id,
  userUnicId: 'pairs-screen',
  app: 'shift',
  market: null,
  exchange: null,
  exchangeType: null,
  ...fields,
});
const EUR_USD = item('eurusd', { from: 'EUR', to: 'USD', quoteProvider: 1 });
const R_100 = item('r100', { from: 'R_100', to: 'USD', quoteProvider: 2 });
const BTC_SPOT = item('btc', {
  from: 'BTC',
  to: 'USDT',
  quoteProvider: -1,
  exchange: 'binance',
  exchangeType: 'Spot',
});
const BTC_PERP = item('btc-perp', {
  from: 'BTC',
  to: 'USDT',
  quoteProvider: -1,
  exchange: 'bybit_futures',
  exchangeType: 'FUTURES',
});

interface SseEvent {
  event: string;
  data: any;
}

/**
 * A subscriber reading the event stream as the web app does (a POST with the bearer token, the body
 * read as it comes). One socket per stream, so closing it is a real disconnect.
 */
async function subscribe(items: unknown[], token = t.rootToken) {
  const request = httpRequest(`${base}/api/sse/subscribe-to-quotes`, {
    method: 'POST',
    agent: false,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  request.end(JSON.stringify(items));
  const response = await new Promise<IncomingMessage>((resolve) => request.once('response', resolve));
  const events: SseEvent[] = [];
  let ended = false;
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      const data = lines.find((l) => l.startsWith('data: '));
      if (!data) continue;
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      events.push({ event, data: JSON.parse(data.slice(6)) });
    }
  });
  response.once('end', () => {
    ended = true;
  });
  return {
    response,
    events,
    ended: () => ended,
    close: async () => {
      request.destroy();
      await new Promise((resolve) => response.once('close', resolve));
    },
  };
}

const waitFor = (check: () => void, timeout = 8_000) => vi.waitFor(check, { timeout, interval: 20 });
const subscribedOn = async (source: string) =>
  (await t.call('GET', '/api/quotes/health', { token: t.rootToken })).body.data.find(
    (h: { source: string }) => h.source === source,
  ).subscribed;

describe('POST /api/sse/subscribe-to-quotes', () => {
  it('needs a signed-in admin', async () => {
    const answer = await t.call('POST', '/api/sse/subscribe-to-quotes', { body: [EUR_USD] });
    expect(answer.status).toBe(401);
  });

  it('refuses bad bodies with 400 and subscribes nothing', async () => {
    const tooMany = Array.from({ length: 201 }, (_, i) => ({ ...EUR_USD, _id: `p${i}` }));
    for (const body of [
      { items: [EUR_USD] },
      [],
      tooMany,
      [{ ...EUR_USD, _id: '' }],
      [{ ...EUR_USD, from: 3 }],
    ]) {
      const answer = await t.call('POST', '/api/sse/subscribe-to-quotes', { token: t.rootToken, body });
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.error.code).toBe('bad_request');
    }
    expect(await subscribedOn('simulated:oanda')).toBe(0);
  });

  it('streams live prices of the simulated market, labelled simulated', async () => {
    const stream = await subscribe([EUR_USD, R_100, BTC_SPOT, BTC_PERP]);
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await waitFor(() =>
      expect(new Set(stream.events.map((e) => e.data._id))).toEqual(
        new Set(['eurusd', 'r100', 'btc', 'btc-perp']),
      ),
    );
    const first = (id: string) => stream.events.find((e) => e.data._id === id)?.data;
    expect(first('eurusd')).toEqual({
      _id: 'eurusd',
      key: 'oanda:EUR_USD',
      bid: expect.any(Number),
      ask: expect.any(Number),
      price: expect.any(Number),
      time: expect.any(Number),
      outdated: false,
      simulated: true,
    });
    expect(first('eurusd').bid).toBeGreaterThan(1);
    expect(first('eurusd').bid).toBeLessThan(first('eurusd').ask);
    expect(first('r100').key).toBe('deriv:R_100');
    expect(first('btc').key).toBe('binance:BTC/USDT');
    expect(first('btc-perp').key).toBe('bybit_futures:BTC/USDT:USDT');
    await waitFor(() =>
      expect(stream.events.filter((e) => e.data._id === 'eurusd').length).toBeGreaterThan(2),
    );
    await stream.close();
  });

  it('sends the latest cached price first to a new subscriber', async () => {
    const warm = await subscribe([R_100]);
    await waitFor(() => expect(warm.events).toHaveLength(1));
    const cached = warm.events[0]?.data;
    const late = await subscribe([{ ...R_100, _id: 'late' }]);
    await waitFor(() => expect(late.events).toHaveLength(1), 500);
    expect(late.events[0]?.data).toEqual({ ...cached, _id: 'late' });
    await Promise.all([warm.close(), late.close()]);
  });

  it('answers items without prices with the SPEC messages', async () => {
    const stream = await subscribe([
      item('unknown-exchange', { from: 'BTC', to: 'USDT', quoteProvider: -1, exchange: 'nasdaq' }),
      item('not-listed', { from: 'BNB', to: 'USDT', quoteProvider: -1, exchange: 'kraken' }),
      item('not-at-broker', { from: 'ABC', to: 'XYZ', quoteProvider: 1 }),
    ]);
    await waitFor(() => expect(stream.ended()).toBe(true));
    expect(stream.events.map((e) => [e.event, e.data._id, e.data.reason])).toEqual([
      ['unavailable', 'unknown-exchange', 'exchange_lacks_pair'],
      ['unavailable', 'not-listed', 'no_price_on_exchange'],
      ['unavailable', 'not-at-broker', 'invalid_for_broker'],
    ]);
    for (const event of stream.events)
      expect(quoteUnavailableEventSchema.parse(event.data)).toEqual(event.data);
    expect(stream.events[1]?.data.message).toBe(
      'No price for the pair on the chosen exchange: choose another',
    );
  });

  it('frees the upstream subscriptions when the connection closes, counting shared ones once', async () => {
    const first = await subscribe([EUR_USD, { ...EUR_USD, _id: 'gbp', from: 'GBP' }]);
    const second = await subscribe([EUR_USD]);
    await waitFor(() => expect(first.events.length).toBeGreaterThan(0));
    expect(await subscribedOn('simulated:oanda')).toBe(2);
    await first.close();
    await waitFor(async () => expect(await subscribedOn('simulated:oanda')).toBe(1));
    await second.close();
    await waitFor(async () => expect(await subscribedOn('simulated:oanda')).toBe(0));
  });
});

describe('POST /api/sse/unsubscribe-quotes', () => {
  it('ends the calling admin’s streams with those ids, and only theirs', async () => {
    const other = await t.adminWith(['SHIFT']);
    const mine = await subscribe([EUR_USD, BTC_SPOT]);
    const theirs = await subscribe([BTC_SPOT], other.token);
    await waitFor(() => expect(mine.events.length).toBeGreaterThan(0));
    const answer = await t.call('POST', '/api/sse/unsubscribe-quotes', {
      token: t.rootToken,
      body: [{ userUnicId: 'pairs-screen' }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { unsubscribed: 2 } });
    await waitFor(() => expect(mine.ended()).toBe(true));
    expect(theirs.ended()).toBe(false);
    expect(await subscribedOn('simulated:oanda')).toBe(0);
    expect(await subscribedOn('simulated:binance')).toBe(1);
    await theirs.close();
  });

  it('needs a signed-in admin and a list of ids', async () => {
    expect(
      (await t.call('POST', '/api/sse/unsubscribe-quotes', { body: [{ userUnicId: 'x' }] })).status,
    ).toBe(401);
    for (const body of [[], [{}], { userUnicId: 'x' }]) {
      const answer = await t.call('POST', '/api/sse/unsubscribe-quotes', { token: t.rootToken, body });
      expect(answer.status).toBe(400);
    }
  });
});

describe('GET /api/quotes/health', () => {
  it('lists every source, simulated ones labelled, and needs a signed-in admin', async () => {
    expect((await t.call('GET', '/api/quotes/health')).status).toBe(401);
    const answer = await t.call('GET', '/api/quotes/health', { token: t.rootToken });
    expect(answer.status).toBe(200);
    const sources = answer.body.data.map((h: { source: string }) => h.source);
    expect(sources).toEqual(
      expect.arrayContaining(['simulated:oanda', 'simulated:deriv', 'simulated:binance']),
    );
    expect(sources).toHaveLength(13);
    for (const health of answer.body.data) {
      expect(health).toMatchObject({ simulated: true, connected: true, error: null });
      // The age of the last tick comes by the server's clock, so a browser's wrong clock cannot skew it.
      if (health.lastTickAt === null) expect(health.tickAgeMs).toBeNull();
      else expect(health.tickAgeMs).toBeGreaterThanOrEqual(0);
    }
  });
});
