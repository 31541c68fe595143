import { type LifecycleSignal, transition } from '@signal-desk/domain/signal-lifecycle';
import { triggerBand } from '@signal-desk/domain/signal-triggers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SignalIndex } from './signal-index';

const AT = '2026-11-21T10:00:00.000Z';
const KEYS = ['oanda:EUR_USD', 'oanda:GBP_USD'];
const priceArb = fc.integer({ min: 10_700, max: 11_300 }).map((v) => (v / 10_000).toFixed(4));

const signalArb: fc.Arbitrary<LifecycleSignal & { key: string }> = fc
  .record({
    key: fc.constantFrom(...KEYS),
    side: fc.constantFrom('buy' as const, 'sell' as const),
    orderType: fc.constantFrom('market' as const, 'limit' as const, 'stop' as const),
    entry: fc.integer({ min: 10_900, max: 11_100 }),
    sl: fc.integer({ min: 0, max: 150 }),
    tps: fc.array(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 3 }),
    margin: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
  })
  .map(({ key, side, orderType, entry, sl, tps, margin }) => {
    const sign = side === 'buy' ? 1 : -1;
    let level = entry;
    return {
      key,
      status: orderType === 'market' ? 'active' : 'pending',
      side,
      orderType,
      entry: (entry / 10_000).toFixed(4),
      stopLoss: ((entry - sign * sl) / 10_000).toFixed(4),
      takeProfits: tps.map((step) => {
        level += sign * step;
        return { price: (level / 10_000).toFixed(4), hitAt: null };
      }),
      activationMargin: margin === null ? null : (margin / 10_000).toFixed(4),
      multiplier: '10000',
      expiresAt: null,
      activatedAt: orderType === 'market' ? AT : null,
      closedAt: null,
      closePrice: null,
      resultPips: null,
      lastPrice: null,
      lastPriceAt: null,
    };
  });

const tickArb = fc.record({
  key: fc.constantFrom(...KEYS),
  bid: priceArb,
  spread: fc.integer({ min: 0, max: 3 }),
});

describe('SignalIndex', () => {
  it('gives exactly the transitions of a naive scan with the same lifecycle function', () => {
    fc.assert(
      fc.property(
        fc.array(signalArb, { maxLength: 80 }),
        fc.array(tickArb, { maxLength: 60 }),
        (signals, ticks) => {
          const viaIndex = new Map(signals.map((s, i) => [String(i), s]));
          const viaScan = new Map(signals.map((s, i) => [String(i), s]));
          const index = new SignalIndex();
          for (const [id, s] of viaIndex) index.set(id, s.key, s.side, triggerBand(s));
          for (const tick of ticks) {
            const ask = (Number(tick.bid) + tick.spread / 10_000).toFixed(4);
            const event = { type: 'price' as const, bid: tick.bid, ask, at: AT, manual: false };
            const changedByIndex: string[] = [];
            for (const id of index.reached(tick.key, Number(tick.bid), Number(ask))) {
              const s = viaIndex.get(id);
              if (!s) continue;
              const result = transition(s, event);
              if (!result.ok || result.changes.length === 0) continue;
              changedByIndex.push(id);
              viaIndex.set(id, { ...result.signal, key: s.key });
              index.set(id, s.key, s.side, triggerBand(result.signal));
            }
            const changedByScan: string[] = [];
            for (const [id, s] of viaScan) {
              if (s.key !== tick.key) continue;
              const result = transition(s, event);
              if (!result.ok || result.changes.length === 0) continue;
              changedByScan.push(id);
              viaScan.set(id, { ...result.signal, key: s.key });
            }
            expect(changedByIndex.sort()).toEqual(changedByScan.sort());
          }
          for (const [id, s] of viaIndex) expect(s.status).toBe(viaScan.get(id)?.status);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('loads many signals at once exactly as one by one', () => {
    fc.assert(
      fc.property(
        // Past the ladders' first capacity (16 levels), so they grow.
        fc.array(signalArb, { maxLength: 200 }),
        fc.array(tickArb, { maxLength: 30 }),
        (signals, ticks) => {
          const oneByOne = new SignalIndex();
          const atOnce = new SignalIndex();
          for (const [i, s] of signals.entries()) oneByOne.set(String(i), s.key, s.side, triggerBand(s));
          atOnce.load(
            signals.map((s, i) => ({ id: String(i), key: s.key, side: s.side, band: triggerBand(s) })),
          );
          for (const tick of ticks) {
            const bid = Number(tick.bid);
            const ask = bid + tick.spread / 10_000;
            expect([...atOnce.reached(tick.key, bid, ask)].sort()).toEqual(
              [...oneByOne.reached(tick.key, bid, ask)].sort(),
            );
          }
        },
      ),
    );
  });

  it('reloads signals it already holds (a committed tick) exactly as one by one', () => {
    fc.assert(
      fc.property(
        fc.array(signalArb, { minLength: 1, maxLength: 40 }),
        fc.array(fc.tuple(fc.nat(), signalArb, fc.boolean()), { maxLength: 40 }),
        fc.array(tickArb, { maxLength: 30 }),
        (signals, updates, ticks) => {
          const oneByOne = new SignalIndex();
          const atOnce = new SignalIndex();
          for (const [i, s] of signals.entries()) {
            oneByOne.set(String(i), s.key, s.side, triggerBand(s));
            atOnce.set(String(i), s.key, s.side, triggerBand(s));
          }
          // Some signals move (or close: no band) and come back in one batch, as after a commit.
          const batch = updates.map(([n, s, closed]) => ({
            id: String(n % signals.length),
            key: s.key,
            side: s.side,
            band: closed ? null : triggerBand(s),
          }));
          for (const item of batch) oneByOne.set(item.id, item.key, item.side, item.band);
          atOnce.load(batch);
          expect(atOnce.size).toBe(oneByOne.size);
          expect(atOnce.keys().sort()).toEqual(oneByOne.keys().sort());
          for (const tick of ticks) {
            const bid = Number(tick.bid);
            const ask = bid + tick.spread / 10_000;
            expect([...atOnce.reached(tick.key, bid, ask)].sort()).toEqual(
              [...oneByOne.reached(tick.key, bid, ask)].sort(),
            );
          }
        },
      ),
    );
  });

  it('gives a signal once when a price leaves its band on both sides at once', () => {
    const index = new SignalIndex();
    index.set('odd', 'k', 'buy', { low: 1.2, high: 1.1 });
    index.set('plain', 'k', 'buy', { low: 1.0, high: 1.3 });
    expect([...index.reached('k', 1.15, 1.16)]).toEqual(['odd']);
    expect(index.reaches('odd', 1.15, 1.16)).toBe(true);
    expect(index.reaches('plain', 1.15, 1.16)).toBe(false);
    expect([...index.reached('k', 1.0, 1.01)].sort()).toEqual(['odd', 'plain']);
  });

  it('judges one signal as the lookup does: buys on the bid, sells on the ask', () => {
    const index = new SignalIndex();
    index.set('b', 'k', 'buy', { low: 1.1, high: Number.POSITIVE_INFINITY });
    index.set('s', 'k', 'sell', { low: Number.NEGATIVE_INFINITY, high: 1.2 });
    expect(index.reached('k', 1.1, 1.19)).toEqual(['b']);
    expect(index.reaches('b', 1.1, 1.19)).toBe(true);
    expect(index.reaches('s', 1.1, 1.19)).toBe(false);
    expect(index.reached('k', 1.15, 1.2)).toEqual(['s']);
    expect(index.reaches('s', 1.15, 1.2)).toBe(true);
    expect(index.reaches('gone', 1.15, 1.2)).toBe(false);
  });

  it('forgets closed signals and empty keys', () => {
    const index = new SignalIndex();
    index.set('a', 'k', 'buy', { low: 1, high: 2 });
    expect(index.keys()).toEqual(['k']);
    index.set('a', 'k', 'buy', null);
    expect(index.size).toBe(0);
    expect(index.keys()).toEqual([]);
  });
});
