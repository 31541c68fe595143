import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeBinance } from '../../../test-support/binance-fake-server';
import { CcxtSource } from './ccxt-source';
import type { Quote } from './quote-source';

let fake: FakeBinance;
let source: CcxtSource;
let quotes: Quote[];

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 5_000, interval: 10 });

async function binance(has: Record<string, boolean> = {}) {
  const created = await CcxtSource.create({
    exchange: 'binance',
    settings: { ...fake.ccxtSettings(), has },
    pollMs: 30,
    backoff: { initialMs: 40, maxMs: 200 },
  });
  created.onQuote((quote) => quotes.push(quote));
  await created.start();
  return created;
}

beforeEach(async () => {
  fake = await FakeBinance.start();
  quotes = [];
  source = await binance();
});

afterEach(async () => {
  await source.stop();
  await fake.close();
});

describe('CcxtSource on a local Binance', () => {
  it('lists markets with their tick size, precision and market type', async () => {
    const instruments = await source.instruments();
    expect(instruments).toContainEqual({
      symbol: 'BTC/USDT',
      base: 'BTC',
      quote: 'USDT',
      market: 'spot',
      pipSize: 0.01,
      precision: 2,
      minAmount: 0.00001,
    });
    expect(instruments.find((i) => i.symbol === 'XRP/USDT')).toMatchObject({ pipSize: 0.0001, precision: 4 });
    expect(fake.requests).toEqual(['/api/v3/exchangeInfo']);
  });

  it('streams best bid and ask from the bookTicker stream', async () => {
    source.subscribe(['BTC/USDT']);
    await waitFor(() => expect(fake.subscribed).toEqual(['btcusdt@bookTicker']));
    fake.book('BTCUSDT', '86500.01', '86500.02');
    await waitFor(() => expect(quotes).toHaveLength(1));
    expect(quotes[0]).toMatchObject({ symbol: 'BTC/USDT', bid: 86500.01, ask: 86500.02, price: 86500.015 });
    expect(Math.abs((quotes[0]?.time ?? 0) - Date.now())).toBeLessThan(2_000);
    expect(source.health()).toMatchObject({
      source: 'ccxt:binance',
      kind: 'crypto',
      connected: true,
      subscribed: 1,
      error: null,
    });
  });

  it('unsubscribes the stream when the last subscriber leaves', async () => {
    source.subscribe(['BTC/USDT', 'ETH/USDT']);
    await waitFor(() => expect(fake.subscribed).toHaveLength(2));
    source.unsubscribe(['BTC/USDT']);
    await waitFor(() => expect(fake.subscribed).toEqual(['ethusdt@bookTicker']));
    expect(fake.controls.at(-1)).toEqual({ method: 'UNSUBSCRIBE', params: ['btcusdt@bookTicker'] });
    fake.book('BTCUSDT', '86501', '86502');
    fake.book('ETHUSDT', '2850.1', '2850.2');
    await waitFor(() => expect(quotes).toHaveLength(1));
    expect(quotes[0]?.symbol).toBe('ETH/USDT');
    expect(source.health().subscribed).toBe(1);
  });

  it('reconnects after a dropped websocket, after a backoff', async () => {
    source.subscribe(['BTC/USDT']);
    await waitFor(() => expect(fake.subscribed).toHaveLength(1));
    fake.book('BTCUSDT', '86500.01', '86500.02');
    await waitFor(() => expect(quotes).toHaveLength(1));
    fake.dropConnections();
    await waitFor(() => expect(source.health().reconnects).toBe(1));
    expect(source.health().connected).toBe(false);
    await waitFor(() => expect(fake.subscribed).toEqual(['btcusdt@bookTicker']));
    fake.book('BTCUSDT', '86510.5', '86510.6');
    await waitFor(() => expect(quotes).toHaveLength(2));
    expect(source.health()).toMatchObject({ connected: true, error: null });
  });

  it('backs off when rate limited (HTTP 429), then recovers', async () => {
    fake.refuseNext.push(429, 429);
    source.subscribe(['BTC/USDT']);
    await waitFor(() => expect(source.health().error).toMatch(/429 Too Many Requests/));
    await waitFor(() => expect(fake.subscribed).toHaveLength(1));
    expect(fake.requests).toEqual(['/api/v3/exchangeInfo', '/api/v3/exchangeInfo', '/api/v3/exchangeInfo']);
    fake.book('BTCUSDT', '86500.01', '86500.02');
    await waitFor(() => expect(quotes).toHaveLength(1));
    expect(source.health().error).toBeNull();
  });

  it('uses the ticker stream and its last price where there is no book stream', async () => {
    await source.stop();
    source = await binance({ watchBidsAsks: false });
    source.subscribe(['ETH/USDT']);
    await waitFor(() => expect(fake.subscribed).toEqual(['ethusdt@miniTicker']));
    fake.book('ETHUSDT', '2850.1', '2850.2');
    await waitFor(() => expect(quotes).toHaveLength(1));
    expect(quotes[0]).toMatchObject({ symbol: 'ETH/USDT', bid: 2850.1, ask: 2850.1, price: 2850.1 });
  });

  it('polls where the exchange has no websocket tickers', async () => {
    await source.stop();
    source = await binance({ watchBidsAsks: false, watchTicker: false });
    fake.book('BTCUSDT', '86500.01', '86500.02');
    fake.book('XRPUSDT', '2.0201', '2.0202');
    source.subscribe(['BTC/USDT', 'XRP/USDT']);
    await waitFor(() => expect(quotes.length).toBeGreaterThanOrEqual(4));
    expect(fake.subscribed).toEqual([]);
    expect(
      fake.requests.filter((path) => path === '/api/v3/ticker/bookTicker').length,
    ).toBeGreaterThanOrEqual(2);
    expect(quotes).toContainEqual(expect.objectContaining({ symbol: 'XRP/USDT', bid: 2.0201, ask: 2.0202 }));
  });
});
