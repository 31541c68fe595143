import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeDeriv } from '../../../test-support/deriv-fake-server';
import { DerivSource } from './deriv-source';
import type { Quote } from './quote-source';

let fake: FakeDeriv;
let source: DerivSource;
let quotes: Quote[];

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 3_000, interval: 10 });
const sent = (key: string) => fake.requests.filter((r) => key in r);

beforeEach(async () => {
  fake = await FakeDeriv.start();
  quotes = [];
  source = new DerivSource({
    appId: fake.appId,
    wsUrl: fake.url,
    pingMs: 60,
    backoff: { initialMs: 40, maxMs: 200 },
  });
  source.onQuote((quote) => quotes.push(quote));
  await source.start();
  await waitFor(() => expect(source.health().connected).toBe(true));
});

afterEach(async () => {
  await source.stop();
  await fake.close();
});

describe('DerivSource', () => {
  it('lists active symbols with their pip sizes', async () => {
    const instruments = await source.instruments();
    expect(instruments).toContainEqual({
      symbol: 'R_100',
      base: 'R_100',
      quote: 'USD',
      pipSize: 0.01,
      precision: 2,
    });
    expect(instruments.find((i) => i.symbol === 'R_50')).toMatchObject({ pipSize: 0.0001, precision: 4 });
    expect(sent('active_symbols')[0]).toMatchObject({ active_symbols: 'brief' });
  });

  it('subscribes to ticks and turns them into quotes', async () => {
    source.subscribe(['R_100']);
    await waitFor(() => expect(quotes).toHaveLength(1));
    expect(sent('ticks')).toEqual([{ ticks: 'R_100', subscribe: 1 }]);
    fake.tick('R_100', 1240.5, 1_763_719_200);
    await waitFor(() => expect(quotes).toHaveLength(2));
    expect(quotes[1]).toEqual({
      symbol: 'R_100',
      bid: 1240.4,
      ask: 1240.6,
      price: 1240.5,
      time: 1_763_719_200_000,
    });
    expect(source.health()).toMatchObject({
      source: 'deriv',
      kind: 'synthetic',
      connected: true,
      subscribed: 1,
    });
  });

  it('forgets the subscription on unsubscribe', async () => {
    source.subscribe(['R_100']);
    await waitFor(() => expect(quotes).toHaveLength(1));
    const id = fake.subscriptions[0]?.id;
    source.unsubscribe(['R_100']);
    await waitFor(() => expect(fake.subscriptions).toHaveLength(0));
    expect(sent('forget')).toEqual([{ forget: id }]);
    fake.tick('R_100', 1250);
    // One connection delivers in order: a tick sent before this answer would have arrived first.
    await source.instruments();
    expect(quotes).toHaveLength(1);
    expect(source.health().subscribed).toBe(0);
  });

  it('keeps the connection alive with pings', async () => {
    await waitFor(() => expect(sent('ping').length).toBeGreaterThanOrEqual(4));
    expect(source.health()).toMatchObject({ connected: true, reconnects: 0 });
  });

  it('drops and reopens a connection that went silent', async () => {
    source.subscribe(['R_100']);
    await waitFor(() => expect(quotes).toHaveLength(1));
    fake.muted = true;
    await waitFor(() => expect(source.health().reconnects).toBe(1));
    fake.muted = false;
    await waitFor(() => expect(fake.subscriptions).toHaveLength(1));
    expect(fake.connections).toBe(1);
    expect(sent('ticks')).toHaveLength(2);
  });

  it('reconnects after a dropped connection and subscribes again', async () => {
    source.subscribe(['R_100', '1HZ10V']);
    await waitFor(() => expect(quotes).toHaveLength(2));
    fake.dropConnections();
    await waitFor(() => expect(source.health().reconnects).toBe(1));
    await waitFor(() => expect(fake.subscriptions).toHaveLength(2));
    expect(sent('ticks')).toHaveLength(4);
    fake.tick('1HZ10V', 9151.25);
    await waitFor(() => expect(quotes.at(-1)).toMatchObject({ symbol: '1HZ10V', price: 9151.25 }));
    expect(source.health().connected).toBe(true);
  });

  it('retries a subscription refused by the rate limit, after a backoff', async () => {
    fake.rateLimitNext = 2;
    source.subscribe(['R_100']);
    await waitFor(() => expect(source.health().error).toMatch(/RateLimit/));
    await waitFor(() => expect(quotes).toHaveLength(1));
    expect(sent('ticks')).toHaveLength(3);
  });

  it('reports a symbol Deriv does not know, without retrying it', async () => {
    source.subscribe(['R_999']);
    await waitFor(() => expect(source.health().error).toBe('Deriv InvalidSymbol: Symbol R_999 invalid.'));
    // Four pings later (60 ms apart, past the longest backoff of 200 ms), still the one request.
    const pings = sent('ping').length;
    await waitFor(() => expect(sent('ping').length).toBeGreaterThanOrEqual(pings + 4));
    expect(sent('ticks')).toHaveLength(1);
  });

  it('refuses to connect without a valid app id', async () => {
    // A long backoff: a reconnect would be open for a moment before its refusal, and read as connected.
    const backoff = { initialMs: 60_000, maxMs: 60_000 };
    const stranger = new DerivSource({ appId: '1', wsUrl: fake.url, backoff });
    await stranger.start();
    await waitFor(() => expect(stranger.health().error).toMatch(/InvalidAppID/));
    expect(fake.refusedConnections).toBe(1);
    await expect(stranger.instruments()).rejects.toThrow();
    expect(stranger.health().connected).toBe(false);
    await stranger.stop();
  });
});
