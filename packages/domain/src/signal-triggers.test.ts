import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closingPrice, type LifecycleSignal, transition } from './signal-lifecycle';
import { triggerBand, triggers } from './signal-triggers';

const AT = '2026-11-21T10:00:00.000Z';
const priceArb = fc.integer({ min: 10_700, max: 11_300 }).map((v) => (v / 10_000).toFixed(4));

const signalArb: fc.Arbitrary<LifecycleSignal> = fc
  .record({
    side: fc.constantFrom('buy' as const, 'sell' as const),
    orderType: fc.constantFrom('market' as const, 'limit' as const, 'stop' as const),
    sl: fc.integer({ min: 0, max: 150 }),
    tps: fc.array(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 3 }),
    hits: fc.integer({ min: 0, max: 3 }),
    margin: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
  })
  .map(({ side, orderType, sl, tps, hits, margin }) => {
    const sign = side === 'buy' ? 1 : -1;
    let level = 11_000;
    const active = orderType === 'market';
    const takeProfits = tps.map((step, i) => {
      level += sign * step;
      return {
        price: (level / 10_000).toFixed(4),
        hitAt: active && i < Math.min(hits, tps.length - 1) ? AT : null,
      };
    });
    return {
      status: active ? 'active' : 'pending',
      side,
      orderType,
      entry: '1.1000',
      stopLoss: ((11_000 - sign * sl) / 10_000).toFixed(4),
      takeProfits,
      activationMargin: margin === null ? null : (margin / 10_000).toFixed(4),
      multiplier: '10000',
      expiresAt: null,
      activatedAt: active ? AT : null,
      closedAt: null,
      closePrice: null,
      resultPips: null,
      lastPrice: null,
      lastPriceAt: null,
    } satisfies LifecycleSignal;
  });

describe('triggerBand', () => {
  it('says a tick changes a signal exactly when the lifecycle changes more than its last price', () => {
    fc.assert(
      fc.property(signalArb, priceArb, priceArb, (signal, bid, ask) => {
        const result = transition(signal, { type: 'price', bid, ask, at: AT, manual: false });
        if (!result.ok) throw new Error(result.refusal);
        const changed = result.changes.length > 0;
        const band = triggerBand(signal);
        if (!band) throw new Error('an open signal has a band');
        expect(triggers(band, Number(closingPrice(signal.side, bid, ask)))).toBe(changed);
      }),
      { numRuns: 2000 },
    );
  });

  it('has no band for closed signals', () => {
    fc.assert(
      fc.property(signalArb, (signal) => {
        expect(triggerBand({ ...signal, status: 'won' })).toBeNull();
      }),
    );
  });
});
