import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeOanda } from '../../../test-support/oanda-fake-server';
import { OandaSource } from './oanda-source';
import type { Quote } from './quote-source';

let fake: FakeOanda;
let source: OandaSource;
let quotes: Quote[];

function oanda(token = fake.token) {
  return new OandaSource({
    token,
    accountId: fake.accountId,
    apiUrl: fake.url,
    streamUrl: fake.url,
    silenceMs: 300,
    debounceMs: 20,
    backoff: { initialMs: 40, maxMs: 200 },
  });
}

beforeEach(async () => {
  fake = await FakeOanda.start();
  fake.heartbeatMs = 40;
  fake.price('EUR_USD', '1.15301', '1.15309', '2025-11-21T10:00:00.123456789Z');
  fake.price('USD_JPY', '157.201', '157.215');
  quotes = [];
  source = oanda();
  source.onQuote((quote) => quotes.push(quote));
  await source.start();
});

afterEach(async () => {
  await source.stop();
  await fake.close();
});

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 3_000, interval: 10 });

describe('OandaSource', () => {
  it('lists the account instruments with pip sizes from pipLocation', async () => {
    const instruments = await source.instruments();
    expect(instruments).toContainEqual({
      symbol: 'EUR_USD',
      base: 'EUR',
      quote: 'USD',
      pipSize: 0.0001,
      precision: 5,
    });
    expect(instruments.find((i) => i.symbol === 'USD_JPY')?.pipSize).toBe(0.01);
    expect(instruments.find((i) => i.symbol === 'SPX500_USD')?.pipSize).toBe(1);
  });

  it('streams the prices of the subscribed instruments', async () => {
    source.subscribe(['EUR_USD']);
    await waitFor(() => expect(quotes).toHaveLength(1));
    expect(quotes[0]).toEqual({
      symbol: 'EUR_USD',
      bid: 1.15301,
      ask: 1.15309,
      price: 1.15305,
      time: Date.parse('2025-11-21T10:00:00.123Z'),
    });
    fake.price('EUR_USD', '1.15311', '1.15318');
    fake.price('USD_JPY', '157.3', '157.31');
    await waitFor(() => expect(quotes).toHaveLength(2));
    expect(quotes[1]).toMatchObject({ symbol: 'EUR_USD', bid: 1.15311, ask: 1.15318, price: 1.153145 });
    expect(fake.streamRequests).toEqual([['EUR_USD']]);
    expect(source.health()).toMatchObject({
      source: 'oanda',
      simulated: false,
      connected: true,
      subscribed: 1,
      error: null,
    });
    expect(source.health().lastTickAt).not.toBeNull();
  });

  it('reopens the stream once for a burst of subscription changes, and closes it when empty', async () => {
    source.subscribe(['EUR_USD']);
    source.subscribe(['USD_JPY', 'XAU_USD']);
    source.unsubscribe(['XAU_USD']);
    await waitFor(() => expect(fake.streams).toHaveLength(1));
    expect(fake.streamRequests).toEqual([['EUR_USD', 'USD_JPY']]);
    source.unsubscribe(['EUR_USD', 'USD_JPY']);
    await waitFor(() => expect(fake.streams).toHaveLength(0));
    expect(fake.streamRequests).toHaveLength(1);
    expect(source.health()).toMatchObject({ connected: false, subscribed: 0 });
  });

  it('keeps a quiet stream open while heartbeats arrive', async () => {
    source.subscribe(['EUR_USD']);
    await waitFor(() => expect(fake.streams).toHaveLength(1));
    // Twice the silence limit's worth of heartbeats (40 ms apart, the limit is 300 ms).
    const from = fake.heartbeats;
    await waitFor(() => expect(fake.heartbeats - from).toBeGreaterThanOrEqual(15));
    expect(fake.streamRequests).toHaveLength(1);
    expect(source.health()).toMatchObject({ connected: true, reconnects: 0 });
  });

  it('treats a stream silent for too long as dropped and reopens it', async () => {
    source.subscribe(['EUR_USD']);
    await waitFor(() => expect(fake.streams).toHaveLength(1));
    fake.silence();
    await waitFor(() => expect(source.health().error).toMatch(/silent/));
    await waitFor(() => expect(fake.streamRequests).toHaveLength(2));
    expect(source.health().reconnects).toBe(1);
  });

  it('reconnects after a dropped connection, after a backoff, and prices flow again', async () => {
    source.subscribe(['EUR_USD']);
    await waitFor(() => expect(fake.streams).toHaveLength(1));
    const droppedAt = Date.now();
    fake.dropStreams();
    await waitFor(() => expect(fake.streams).toHaveLength(1));
    expect(Date.now() - droppedAt).toBeGreaterThanOrEqual(20);
    const before = quotes.length;
    fake.price('EUR_USD', '1.154', '1.15408');
    await waitFor(() => expect(quotes.length).toBeGreaterThan(before));
    expect(source.health()).toMatchObject({ connected: true, reconnects: 1 });
  });

  it('waits and retries when rate limited (429)', async () => {
    fake.refuseNext.push(429, 429);
    source.subscribe(['EUR_USD']);
    await waitFor(() => expect(source.health().error).toMatch(/rate limit/));
    await waitFor(() => expect(fake.streams).toHaveLength(1));
    expect(fake.streamRequests).toHaveLength(3);
    await waitFor(() => expect(source.health().error).toBeNull());
  });

  it('reports what OANDA refused, without the token', async () => {
    const stranger = oanda('wrong-token-0123456789');
    await expect(stranger.instruments()).rejects.toThrow(
      'OANDA refused the token: Insufficient authorization to perform request.',
    );
    await stranger.start();
    stranger.subscribe(['EUR_USD']);
    await waitFor(() => expect(fake.streamRequests.length).toBeGreaterThanOrEqual(2));
    expect(stranger.health()).toMatchObject({ connected: false, error: expect.stringMatching(/refused/) });
    expect(JSON.stringify(stranger.health())).not.toContain('wrong-token');
    await stranger.stop();
  });

  it('reports an instrument OANDA does not know', async () => {
    source.subscribe(['NOPE_USD']);
    await waitFor(() =>
      expect(source.health().error).toBe("OANDA answered 400: Invalid value specified for 'instruments'"),
    );
  });
});
