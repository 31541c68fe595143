import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quote, QuoteSource } from './quote-source';
import { simulatedCatalogue } from './simulated-catalogue';
import { SimulatedMarket } from './simulated-market';

const catalogue = simulatedCatalogue();
const started: QuoteSource[] = [];

async function market(feed: 'oanda' | 'deriv' | 'binance' | 'kraken', seed = 42, ticksPerSecond?: number) {
  const kind = feed === 'oanda' ? 'oanda' : feed === 'deriv' ? 'synthetic' : 'crypto';
  const source = new SimulatedMarket({ feed, kind, instruments: catalogue[feed], seed, ticksPerSecond });
  await source.start();
  started.push(source);
  return source;
}

function record(source: QuoteSource): Quote[] {
  const quotes: Quote[] = [];
  source.onQuote((quote) => quotes.push(quote));
  return quotes;
}

const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-11-21T12:00:00Z') });
});

afterEach(async () => {
  for (const source of started.splice(0)) await source.stop();
  vi.useRealTimers();
});

describe('SimulatedMarket', () => {
  it('replays the same quotes for the same seed, and others for another seed', async () => {
    const runs = await Promise.all([market('oanda', 7), market('oanda', 7), market('oanda', 8)]);
    const quotes = runs.map(record);
    for (const source of runs) source.subscribe(['EUR_USD', 'XAU_USD']);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(quotes[0]?.length).toBeGreaterThan(50);
    expect(quotes[1]).toEqual(quotes[0]);
    expect(quotes[2]?.map((q) => q.bid)).not.toEqual(quotes[0]?.map((q) => q.bid));
  });

  it('starts near today’s market and quotes with the instrument’s precision and spread', async () => {
    const source = await market('oanda');
    const quotes = record(source);
    source.subscribe(['EUR_USD', 'USD_JPY', 'XAU_USD', 'SPX500_USD']);
    await vi.advanceTimersByTimeAsync(60_000);
    const of = (symbol: string) => quotes.filter((q) => q.symbol === symbol);
    const spreadsInPips = (symbol: string, pip: number) => of(symbol).map((q) => (q.ask - q.bid) / pip);

    expect(Math.abs((of('EUR_USD')[0]?.price ?? 0) / 1.153 - 1)).toBeLessThan(0.001);
    expect(Math.max(...of('EUR_USD').map((q) => decimals(q.bid)))).toBe(5);
    expect(Math.min(...spreadsInPips('EUR_USD', 0.0001))).toBeGreaterThanOrEqual(0.1 - 1e-9);
    expect(Math.max(...spreadsInPips('EUR_USD', 0.0001))).toBeLessThanOrEqual(1.3);
    expect(Math.max(...of('USD_JPY').map((q) => decimals(q.ask)))).toBe(3);
    expect(Math.max(...spreadsInPips('USD_JPY', 0.01))).toBeLessThanOrEqual(1.6);
    expect(Math.max(...of('XAU_USD').map((q) => decimals(q.bid)))).toBeLessThanOrEqual(2);
    expect(Math.max(...of('SPX500_USD').map((q) => decimals(q.bid)))).toBeLessThanOrEqual(1);
    for (const [index, quote] of quotes.entries()) {
      expect(quote.ask).toBeGreaterThan(quote.bid);
      expect(quote.price).toBeCloseTo((quote.bid + quote.ask) / 2, 10);
      expect(quote.time).toBeGreaterThanOrEqual(
        quotes[index - 1]?.time ?? Date.parse('2025-11-21T12:00:00Z'),
      );
    }
  });

  it('ticks at each instrument’s rate: forex at random moments, Deriv indices on the beat', async () => {
    const forex = await market('oanda');
    const synthetic = await market('deriv');
    const quotes = [...[forex, synthetic].map(record)];
    forex.subscribe(['EUR_USD']);
    synthetic.subscribe(['R_100', '1HZ100V']);
    await vi.advanceTimersByTimeAsync(120_000);
    const count = (symbol: string) => quotes.flat().filter((q) => q.symbol === symbol).length;
    expect(count('EUR_USD')).toBeGreaterThan(240);
    expect(count('EUR_USD')).toBeLessThan(360);
    expect(count('R_100')).toBe(60);
    expect(count('1HZ100V')).toBe(120);
  });

  it('can tick every instrument at one given rate', async () => {
    const source = await market('deriv', 42, 10);
    const quotes = record(source);
    source.subscribe(['R_10']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(quotes).toHaveLength(100);
  });

  it('ticks only what is subscribed, until unsubscribed', async () => {
    const source = await market('oanda');
    const quotes = record(source);
    source.subscribe(['GBP_USD', 'NOT_LISTED']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(new Set(quotes.map((q) => q.symbol))).toEqual(new Set(['GBP_USD']));
    expect(source.health().subscribed).toBe(1);
    source.unsubscribe(['GBP_USD']);
    const seen = quotes.length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(quotes).toHaveLength(seen);
    expect(source.health().subscribed).toBe(0);
  });

  it('moves one coin together on every exchange, each at its own level', async () => {
    const binance = await market('binance');
    const kraken = await market('kraken');
    const quotes = [binance, kraken].map(record);
    binance.subscribe(['BTC/USDT']);
    kraken.subscribe(['BTC/USDT']);
    for (let hour = 1; hour <= 6; hour++) {
      await vi.advanceTimersByTimeAsync(3_600_000);
      const [atBinance = 0, atKraken = 0] = quotes.map((q) => q.at(-1)?.price ?? 0);
      expect(atBinance).not.toBe(atKraken);
      expect(Math.abs(atBinance / atKraken - 1)).toBeLessThan(0.002);
      expect(Math.abs(atBinance / 86_500 - 1)).toBeGreaterThan(0.0001);
    }
  });

  it('labels itself simulated and describes its instruments like the real providers', async () => {
    const source = await market('oanda');
    expect(source.name).toBe('simulated:oanda');
    expect(source.health()).toMatchObject({ source: 'simulated:oanda', simulated: true, connected: true });
    const instruments = await source.instruments();
    const pip = (symbol: string) => instruments.find((i) => i.symbol === symbol)?.pipSize;
    expect([pip('EUR_USD'), pip('USD_JPY'), pip('XAU_USD'), pip('SPX500_USD')]).toEqual([
      0.0001, 0.01, 0.01, 1,
    ]);
    const deriv = await (await market('deriv')).instruments();
    expect(deriv.find((i) => i.symbol === 'R_100')).toMatchObject({ pipSize: 0.01, precision: 2 });
    const binance = await (await market('binance')).instruments();
    expect(binance.find((i) => i.symbol === 'BTC/USDT:USDT')).toMatchObject({
      market: 'futures',
      contractSize: 1,
    });
    const kraken = await (await market('kraken')).instruments();
    expect(kraken.some((i) => i.base === 'BNB')).toBe(false);
  });
});
