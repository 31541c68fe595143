import { describe, expect, it } from 'vitest';
import type { LivePrice } from '../../../shared/live/live-prices';
import { liveResultOf } from './signal-live-result';
import { testSignal } from './test-signal';

const NOW = Date.parse('2026-01-02T10:00:00.000Z');
const live = (bid: number, ask: number, ageMs = 1_000): LivePrice => ({
  status: 'live',
  quote: { key: 'k', bid, ask, price: (bid + ask) / 2, time: NOW - ageMs, outdated: false, simulated: true },
});

describe('liveResultOf', () => {
  it('floats the result of an active idea with the fresh closing price (bid for a buy, ask for a sell)', () => {
    expect(liveResultOf(testSignal(), live(1.10235, 1.10245), NOW)).toEqual({
      state: 'live',
      price: '1.10235',
      pips: '23.5',
      floating: true,
    });
    const sell = testSignal({
      side: 'sell',
      stopLoss: '1.11',
      takeProfits: [{ price: '1.09', hitAt: null }],
    });
    expect(liveResultOf(sell, live(1.10235, 1.10245), NOW)).toMatchObject({
      price: '1.10245',
      pips: '-24.5',
    });
  });

  it('keeps the final result and close price of a closed idea whatever the market does', () => {
    const won = testSignal({
      status: 'won',
      pips: '100',
      closePrice: '1.11',
      closedAt: '2026-01-02T09:00:00.000Z',
    });
    expect(liveResultOf(won, live(1.2, 1.2), NOW)).toEqual({
      state: 'closed',
      price: '1.11',
      pips: '100',
      floating: false,
    });
  });

  it('never turns an outdated quote into a result, and shows a pending idea the price it waits on', () => {
    expect(liveResultOf(testSignal({ pips: '-0.8' }), live(1.2, 1.2, 20_000), NOW)).toEqual({
      state: 'outdated',
      price: '1.2',
      pips: '-0.8',
      floating: false,
    });
    expect(liveResultOf(testSignal({ status: 'pending' }), live(1.0995, 1.1), NOW)).toEqual({
      state: 'live',
      price: '1.0995',
      pips: null,
      floating: false,
    });
    expect(liveResultOf(testSignal(), undefined, NOW).state).toBe('waiting');
    expect(liveResultOf(testSignal(), { status: 'failed' }, NOW).state).toBe('unavailable');
  });
});
