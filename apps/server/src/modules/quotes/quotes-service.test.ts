import type { QuoteView } from '@signal-desk/domain/markets';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ManualQuoteSource } from '../../../test-support/manual-quote-source';
import type { Feed, QuoteSource } from '../../integrations/quotes/quote-source';
import { quoteKey } from './quote-target';
import { QuoteHub } from './quotes-service';

let oanda: ManualQuoteSource;
let binance: ManualQuoteSource;
let hub: QuoteHub;

const EUR_USD = { feed: 'oanda' as const, symbol: 'EUR_USD', key: quoteKey('oanda', 'EUR_USD') };
const BTC = { feed: 'binance' as const, symbol: 'BTC/USDT', key: quoteKey('binance', 'BTC/USDT') };

beforeEach(async () => {
  vi.useFakeTimers({ now: new Date('2025-11-21T12:00:00Z') });
  oanda = new ManualQuoteSource('oanda', 'oanda', ['EUR_USD', 'USD_JPY']);
  binance = new ManualQuoteSource('simulated:binance', 'crypto', ['BTC/USDT'], true);
  hub = new QuoteHub(
    new Map<Feed, QuoteSource>([
      ['oanda', oanda],
      ['binance', binance],
    ]),
  );
  await hub.start();
});

afterEach(async () => {
  await hub.stop();
  vi.useRealTimers();
});

describe('QuoteHub', () => {
  it('subscribes upstream for the first watcher only and unsubscribes after the last', () => {
    const first = hub.watch(EUR_USD, () => {});
    const second = hub.watch(EUR_USD, () => {});
    expect(oanda.calls).toEqual(['subscribe EUR_USD']);
    first();
    first();
    expect(oanda.calls).toEqual(['subscribe EUR_USD']);
    second();
    expect(oanda.calls).toEqual(['subscribe EUR_USD', 'unsubscribe EUR_USD']);
  });

  it('counts the same listener watching twice as two watchers', () => {
    const listener = () => {};
    const first = hub.watch(EUR_USD, listener);
    hub.watch(EUR_USD, listener);
    first();
    expect(oanda.subscribed.has('EUR_USD')).toBe(true);
  });

  it('caches the latest price per key and gives it to a new watcher first', () => {
    hub.watch(EUR_USD, () => {});
    oanda.tick('EUR_USD', 1.15301, 1.15309);
    oanda.tick('EUR_USD', 1.15311, 1.15319);
    const seen: QuoteView[] = [];
    hub.watch(EUR_USD, (quote) => seen.push(quote));
    expect(seen).toEqual([
      {
        key: 'oanda:EUR_USD',
        bid: 1.15311,
        ask: 1.15319,
        price: (1.15311 + 1.15319) / 2,
        time: Date.now(),
        outdated: false,
        simulated: false,
      },
    ]);
    expect(hub.latest('oanda:EUR_USD')).toEqual(seen[0]);
    expect(hub.latest('oanda:USD_JPY')).toBeUndefined();
  });

  it('marks a watched price outdated once it is older than 15 s, and tells its watchers once', async () => {
    const seen: QuoteView[] = [];
    hub.watch(BTC, (quote) => seen.push(quote));
    binance.tick('BTC/USDT', 86500.01, 86500.02);
    await vi.advanceTimersByTimeAsync(14_000);
    expect(seen.map((q) => q.outdated)).toEqual([false]);
    expect(hub.latest(BTC.key)?.outdated).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(seen.map((q) => q.outdated)).toEqual([false, true]);
    expect(seen[1]).toMatchObject({ bid: 86500.01, simulated: true });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(seen).toHaveLength(2);
    binance.tick('BTC/USDT', 86600, 86600.01);
    expect(seen.at(-1)?.outdated).toBe(false);
  });

  it('tells onQuote listeners (the engine) once when a watched feed goes silent past 15 s', async () => {
    const heard: QuoteView[] = [];
    hub.onQuote((quote) => heard.push(quote));
    hub.watch(BTC, () => {});
    binance.tick('BTC/USDT', 86500.01, 86500.02);
    await vi.advanceTimersByTimeAsync(16_000);
    expect(heard.map((q) => [q.key, q.outdated])).toEqual([
      [BTC.key, false],
      [BTC.key, true],
    ]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(heard).toHaveLength(2);
  });

  it('reports an old cached price as outdated even when nobody watches it', async () => {
    const stop = hub.watch(EUR_USD, () => {});
    oanda.tick('EUR_USD', 1.153, 1.1531);
    stop();
    await vi.advanceTimersByTimeAsync(16_000);
    expect(hub.latest(EUR_USD.key)).toMatchObject({ bid: 1.153, outdated: true });
  });

  it('tells onQuote listeners of every update of every source', () => {
    const seen: string[] = [];
    hub.onQuote((quote) => seen.push(`${quote.key} ${quote.bid}`));
    hub.watch(EUR_USD, () => {});
    hub.watch(BTC, () => {});
    oanda.tick('EUR_USD', 1.153, 1.1531);
    binance.tick('BTC/USDT', 86500, 86500.01);
    oanda.tick('EUR_USD', 1.1532, 1.1533);
    expect(seen).toEqual(['oanda:EUR_USD 1.153', 'binance:BTC/USDT 86500', 'oanda:EUR_USD 1.1532']);
  });

  it('checks items against the provider listing, and tries them when the listing is unavailable', async () => {
    const item = {
      _id: 'a',
      userUnicId: 'u',
      from: 'BTC',
      to: 'USDT',
      quoteProvider: -1 as const,
      exchange: 'binance',
    };
    expect(await hub.resolve(item)).toMatchObject({ ok: true, target: BTC });
    expect(await hub.resolve({ ...item, from: 'DOGE' })).toMatchObject({
      ok: false,
      reason: 'no_price_on_exchange',
    });
    expect(await hub.resolve({ ...item, quoteProvider: 1, from: 'ABC', to: 'XYZ' })).toMatchObject({
      ok: false,
      reason: 'invalid_for_broker',
    });
    expect(await hub.resolve({ ...item, exchange: 'nasdaq' })).toMatchObject({
      ok: false,
      reason: 'exchange_lacks_pair',
    });
    await vi.advanceTimersByTimeAsync(61 * 60 * 1000);
    binance.listingFails = true;
    expect(await hub.resolve({ ...item, from: 'DOGE' })).toMatchObject({ ok: true });
  });

  it('gives the health of every source', () => {
    hub.watch(BTC, () => {});
    expect(hub.health().map((h) => [h.source, h.simulated, h.subscribed])).toEqual([
      ['oanda', false, 0],
      ['simulated:binance', true, 1],
    ]);
  });
});
