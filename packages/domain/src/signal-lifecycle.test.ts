import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pipsBetween } from './pips';
import { SIGNAL_STATUSES } from './signal';
import {
  type LifecycleEvent,
  type LifecycleSignal,
  lastTakeProfitHit,
  manualOutcome,
  transition,
} from './signal-lifecycle';

const AT = '2026-11-21T10:00:00.000Z';
const LATER = '2026-11-21T11:00:00.000Z';

function signal(overrides: Partial<LifecycleSignal> = {}): LifecycleSignal {
  return {
    status: 'active',
    side: 'buy',
    orderType: 'market',
    entry: '1.1000',
    stopLoss: '1.0950',
    takeProfits: [
      { price: '1.1050', hitAt: null },
      { price: '1.1100', hitAt: null },
    ],
    activationMargin: null,
    multiplier: '10000',
    expiresAt: null,
    activatedAt: AT,
    closedAt: null,
    closePrice: null,
    resultPips: null,
    lastPrice: null,
    lastPriceAt: null,
    ...overrides,
  };
}

const tick = (bid: string, ask = bid, manual = false): LifecycleEvent => ({
  type: 'price',
  bid,
  ask,
  at: LATER,
  manual,
});

function run(s: LifecycleSignal, event: LifecycleEvent) {
  const result = transition(s, event);
  if (!result.ok) throw new Error(`refused: ${result.refusal}`);
  return result;
}

describe('activation of pending orders', () => {
  it.each([
    ['buy', 'limit', '1.0999', true],
    ['buy', 'limit', '1.1001', false],
    ['sell', 'limit', '1.1001', true],
    ['sell', 'limit', '1.0999', false],
    ['buy', 'stop', '1.1001', true],
    ['buy', 'stop', '1.0999', false],
    ['sell', 'stop', '1.0999', true],
    ['sell', 'stop', '1.1001', false],
  ] as const)('%s %s at %s activates: %s', (side, orderType, price, activates) => {
    const pending = signal({
      status: 'pending',
      side,
      orderType,
      activatedAt: null,
      stopLoss: side === 'buy' ? '1.0900' : '1.1100',
      takeProfits: [{ price: side === 'buy' ? '1.1200' : '1.0800', hitAt: null }],
    });
    const result = run(pending, tick(price));
    expect(result.signal.status).toBe(activates ? 'active' : 'pending');
    if (activates) {
      expect(result.changes[0]).toEqual({
        kind: 'status changed automatically',
        prev: { status: 'pending' },
        next: { status: 'active' },
      });
      expect(result.signal.activatedAt).toBe(LATER);
    }
  });

  it('activates within the activation margin', () => {
    const pending = signal({
      status: 'pending',
      orderType: 'limit',
      activatedAt: null,
      activationMargin: '0.0005',
    });
    expect(run(pending, tick('1.1004')).signal.status).toBe('active');
    expect(run(pending, tick('1.1006')).signal.status).toBe('pending');
  });

  it('uses the bid for a buy and the ask for a sell', () => {
    const buy = signal({ status: 'pending', orderType: 'limit', activatedAt: null });
    expect(run(buy, tick('1.1001', '1.0990')).signal.status).toBe('pending');
    const sell = signal({
      status: 'pending',
      side: 'sell',
      orderType: 'limit',
      activatedAt: null,
      stopLoss: '1.1100',
      takeProfits: [{ price: '1.0900', hitAt: null }],
    });
    expect(run(sell, tick('1.1010', '1.0990')).signal.status).toBe('pending');
    expect(run(sell, tick('1.0990', '1.1000')).signal.status).toBe('active');
  });
});

describe('take profits and stop loss', () => {
  it('hits take profits in order, once, and wins when all are hit', () => {
    const first = run(signal(), tick('1.1060'));
    expect(first.signal.takeProfits.map((t) => t.hitAt)).toEqual([LATER, null]);
    expect(first.changes.map((c) => c.kind)).toEqual(['take profit hit']);
    expect(first.signal.status).toBe('active');
    const again = run(first.signal, tick('1.1070'));
    expect(again.changes).toEqual([]);
    const all = run(again.signal, tick('1.1100'));
    expect(all.signal.status).toBe('won');
    expect(all.signal.resultPips).toBe('100');
    expect(all.changes.map((c) => c.kind)).toEqual([
      'take profit hit',
      'all take profits hit',
      'status changed automatically',
      'is-closed changed',
    ]);
  });

  it('hits several take profits in one gap', () => {
    const result = run(signal(), tick('1.1150'));
    expect(result.signal.status).toBe('won');
    expect(result.changes.filter((c) => c.kind === 'take profit hit')).toHaveLength(2);
  });

  it('closes as sl_hit without a take profit, with the negative pips of the stop loss', () => {
    const result = run(signal(), tick('1.0940'));
    expect(result.signal.status).toBe('sl_hit');
    expect(result.signal.resultPips).toBe('-50');
    expect(result.signal.closePrice).toBe('1.0950');
  });

  it('closes as won with the pips of the last take profit when the stop loss follows a hit', () => {
    const afterTp1 = run(signal(), tick('1.1055')).signal;
    const result = run({ ...afterTp1, stopLoss: '1.1020' }, tick('1.1010'));
    expect(result.signal.status).toBe('won');
    expect(result.signal.resultPips).toBe('50');
  });

  it('closes as draw when a break-even stop loss is hit', () => {
    const result = run(signal({ stopLoss: '1.1000' }), tick('1.0999'));
    expect(result.signal.status).toBe('draw');
    expect(result.signal.resultPips).toBe('0');
  });

  it('mirrors for a sell', () => {
    const sell = signal({
      side: 'sell',
      stopLoss: '1.1050',
      takeProfits: [{ price: '1.0950', hitAt: null }],
    });
    expect(run(sell, tick('1.0960', '1.0950')).signal.status).toBe('won');
    expect(run(sell, tick('1.1060', '1.1050')).signal.status).toBe('sl_hit');
  });

  it('logs a manual live price and treats it like a tick', () => {
    const result = run(signal(), tick('1.1050', '1.1050', true));
    expect(result.changes[0]).toEqual({
      kind: 'update live price',
      prev: { price: null },
      next: { price: '1.1050' },
    });
    expect(result.signal.takeProfits[0]?.hitAt).toBe(LATER);
  });
});

describe('manual actions', () => {
  const end = (price: string | null, force = false): LifecycleEvent => ({
    type: 'end',
    price,
    force,
    threshold: '20',
    at: LATER,
  });

  it.each([
    ['1.1010', 'won', '10'],
    ['1.1000', 'draw', '0'],
    ['1.0990', 'cancelled', '-10'],
    ['1.0980', 'early_sl_hit', '-20'],
    ['1.0960', 'early_sl_hit', '-40'],
  ])('end trade at %s gives %s', (price, status, pips) => {
    const result = run(signal(), end(price));
    expect(result.signal.status).toBe(status);
    expect(result.signal.resultPips).toBe(pips);
    expect(result.changes[0]?.kind).toBe('status changed manually');
  });

  it('needs a price or a forced close', () => {
    expect(transition(signal(), end(null))).toEqual({ ok: false, refusal: 'price_required' });
    const forced = run(signal(), end(null, true));
    expect(forced.signal.status).toBe('cancelled');
    expect(forced.signal.resultPips).toBeNull();
  });

  it('cancels a pending signal and ends an active one by the end-trade rule', () => {
    const pending = signal({ status: 'pending', orderType: 'limit', activatedAt: null });
    expect(
      run(pending, { type: 'cancel', price: null, force: false, threshold: '20', at: LATER }).signal.status,
    ).toBe('cancelled');
    expect(
      run(signal(), { type: 'cancel', price: '1.1020', force: false, threshold: '20', at: LATER }).signal
        .status,
    ).toBe('won');
  });

  it('takes profit early only with positive pips on an active signal', () => {
    expect(run(signal(), { type: 'endEarly', price: '1.1030', at: LATER }).signal).toMatchObject({
      status: 'won',
      resultPips: '30',
    });
    expect(transition(signal(), { type: 'endEarly', price: '1.0990', at: LATER })).toEqual({
      ok: false,
      refusal: 'no_profit',
    });
    expect(transition(signal({ status: 'pending' }), { type: 'endEarly', price: '1.2', at: LATER })).toEqual({
      ok: false,
      refusal: 'not_active',
    });
  });

  it('expires pending signals by hand or on the clock', () => {
    const pending = signal({
      status: 'pending',
      orderType: 'limit',
      activatedAt: null,
      expiresAt: '2026-11-21T10:30:00.000Z',
    });
    expect(run(pending, { type: 'clock', now: '2026-11-21T10:29:59.000Z' }).changes).toEqual([]);
    const expired = run(pending, { type: 'clock', now: '2026-11-21T10:30:00.000Z' });
    expect(expired.signal.status).toBe('expired');
    expect(expired.changes.map((c) => c.kind)).toContain('status changed automatically');
    expect(run(pending, { type: 'expire', at: LATER }).changes[0]?.kind).toBe('make expired');
    expect(transition(signal(), { type: 'expire', at: LATER })).toEqual({
      ok: false,
      refusal: 'not_pending',
    });
  });

  it('reopens a closed signal to where it was', () => {
    const lost = run(signal(), tick('1.0900')).signal;
    const reopened = run(lost, { type: 'reopen', at: LATER });
    expect(reopened.signal).toMatchObject({ status: 'active', closedAt: null, resultPips: null });
    expect(transition(signal(), { type: 'reopen', at: LATER })).toEqual({ ok: false, refusal: 'not_closed' });
  });

  describe('after a take profit was hit (DECISIONS.md, ending after a take profit)', () => {
    const afterTp1 = () => run(signal(), tick('1.1055')).signal;
    const cancel = (price: string | null, force = false): LifecycleEvent => ({
      type: 'cancel',
      price,
      force,
      threshold: '20',
      at: LATER,
    });

    it.each([
      ['below the entry', '1.0990', '50'],
      ['at the entry', '1.1000', '50'],
      ['between entry and TP1', '1.1020', '50'],
      ['beyond TP1', '1.1080', '80'],
    ])('ends as won %s, with the larger of TP1 and the closing pips', (_where, price, pips) => {
      for (const event of [end(price), cancel(price)]) {
        const result = run(afterTp1(), event);
        expect(result.signal).toMatchObject({ status: 'won', resultPips: pips, closePrice: price });
        expect(result.changes[0]).toEqual({
          kind: 'status changed manually',
          prev: { status: 'active' },
          next: { status: 'won' },
        });
      }
    });

    it('keeps the last take profit hit, not the first', () => {
      const three = signal({
        takeProfits: [
          { price: '1.1050', hitAt: AT },
          { price: '1.1100', hitAt: AT },
          { price: '1.1150', hitAt: null },
        ],
      });
      expect(run(three, end('1.0900')).signal).toMatchObject({ status: 'won', resultPips: '100' });
      expect(lastTakeProfitHit(three)).toEqual({ index: 2, price: '1.1100', pips: '100' });
      expect(lastTakeProfitHit(signal())).toBeNull();
    });

    it('still asks to confirm without a price, then wins with the take profit', () => {
      expect(transition(afterTp1(), end(null))).toEqual({ ok: false, refusal: 'price_required' });
      expect(run(afterTp1(), end(null, true)).signal).toMatchObject({
        status: 'won',
        resultPips: '50',
        closePrice: null,
      });
    });

    it('mirrors for a sell', () => {
      const sell = signal({
        side: 'sell',
        stopLoss: '1.1050',
        takeProfits: [
          { price: '1.0950', hitAt: AT },
          { price: '1.0900', hitAt: null },
        ],
      });
      expect(run(sell, end('1.1010')).signal).toMatchObject({ status: 'won', resultPips: '50' });
      expect(run(sell, cancel('1.0930')).signal).toMatchObject({ status: 'won', resultPips: '70' });
    });
  });

  it('computes the manual outcome for the confirmation dialog', () => {
    expect(manualOutcome(signal(), '1.1001', '20')).toBe('won');
    expect(manualOutcome(signal({ side: 'sell' }), '1.1001', '20')).toBe('cancelled');
  });
});

// Property tests: random signals and random event sequences.
const priceArb = fc.integer({ min: 10_500, max: 11_500 }).map((n) => (n / 10_000).toFixed(4));
const signalArb = fc
  .record({
    side: fc.constantFrom('buy' as const, 'sell' as const),
    orderType: fc.constantFrom('market' as const, 'limit' as const, 'stop' as const),
    slDistance: fc.integer({ min: 0, max: 200 }),
    tpSteps: fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 4 }),
  })
  .map(({ side, orderType, slDistance, tpSteps }) => {
    const sign = side === 'buy' ? 1 : -1;
    let level = 11_000;
    const takeProfits = tpSteps.map((step) => {
      level += sign * step;
      return { price: (level / 10_000).toFixed(4), hitAt: null };
    });
    return signal({
      side,
      orderType,
      status: orderType === 'market' ? 'active' : 'pending',
      activatedAt: orderType === 'market' ? AT : null,
      stopLoss: ((11_000 - sign * slDistance) / 10_000).toFixed(4),
      takeProfits,
    });
  });
const eventArb: fc.Arbitrary<LifecycleEvent> = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(priceArb, fc.boolean()).map(([p, manual]) => tick(p, p, manual)) },
  {
    weight: 1,
    arbitrary: fc
      .option(priceArb, { nil: null })
      .map((price) => ({ type: 'end' as const, price, force: true, threshold: '20', at: LATER })),
  },
  { weight: 1, arbitrary: priceArb.map((price) => ({ type: 'endEarly' as const, price, at: LATER })) },
  { weight: 1, arbitrary: fc.constant({ type: 'expire' as const, at: LATER }) },
  { weight: 1, arbitrary: fc.constant({ type: 'reopen' as const, at: LATER }) },
);

describe('lifecycle properties', () => {
  it('changes a closed signal only through reopen, keeps TP hits in order and once, knows every status', () => {
    fc.assert(
      fc.property(signalArb, fc.array(eventArb, { maxLength: 30 }), (start, events) => {
        let s = start;
        for (const event of events) {
          const result = transition(s, event);
          if (!result.ok) continue;
          const wasClosed = !['pending', 'active'].includes(s.status);
          if (wasClosed) expect(event.type === 'reopen' || result.signal === s).toBe(true);
          expect(SIGNAL_STATUSES).toContain(result.signal.status);
          const hits = result.signal.takeProfits.map((tp) => tp.hitAt !== null);
          expect(hits.indexOf(false) === -1 || !hits.slice(hits.indexOf(false)).includes(true)).toBe(true);
          for (const [i, tp] of s.takeProfits.entries()) {
            if (tp.hitAt) expect(result.signal.takeProfits[i]?.hitAt).toBe(tp.hitAt);
          }
          s = result.signal;
        }
      }),
    );
  });

  it('gives a buy and the mirrored sell opposite pips', () => {
    fc.assert(
      fc.property(priceArb, priceArb, (entry, close) => {
        const buy = pipsBetween('buy', entry, close, '10000');
        const sell = pipsBetween('sell', entry, close, '10000');
        expect(Number(buy) + Number(sell)).toBe(0);
      }),
    );
  });
});
