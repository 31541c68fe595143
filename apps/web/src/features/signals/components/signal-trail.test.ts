import { describe, expect, it } from 'vitest';
import { trailLineOf } from './signal-trail';

describe('trailLineOf', () => {
  it('tells a creation with its status and entry', () => {
    expect(
      trailLineOf({ kind: 'create signal', prev: null, next: { status: 'pending', entry: '1.05' } }),
    ).toEqual({
      kind: 'created',
      rawKind: 'create signal',
      detail: { type: 'created', status: 'pending', entry: '1.05' },
      quote: null,
    });
  });

  it('tells a status change, with the quote that caused an automatic one', () => {
    expect(
      trailLineOf({
        kind: 'status changed automatically',
        prev: { status: 'pending' },
        next: { status: 'active', quote: { provider: 'oanda', bid: 1.1, ask: 1.1002, time: 1 } },
      }),
    ).toMatchObject({
      kind: 'statusAuto',
      detail: { type: 'status', from: 'pending', to: 'active' },
      quote: { bid: '1.1', ask: '1.1002' },
    });
  });

  it('tells take profits, the stop loss and live prices with their numbers', () => {
    expect(
      trailLineOf({ kind: 'take profit hit', prev: null, next: { index: 2, price: '1.07', pips: '200' } })
        .detail,
    ).toEqual({ type: 'takeProfit', index: 2, price: '1.07', pips: '200' });
    expect(trailLineOf({ kind: 'all take profits hit', prev: null, next: { price: '1.07' } }).detail).toEqual(
      {
        type: 'level',
        price: '1.07',
        pips: null,
      },
    );
    expect(
      trailLineOf({ kind: 'update live price', prev: { price: null }, next: { price: '1.049' } }).detail,
    ).toEqual({ type: 'price', price: '1.049', from: null });
  });

  it('lists the values an edit changed', () => {
    expect(
      trailLineOf({
        kind: 'update signal',
        prev: { stopLoss: '1.04', takeProfits: ['1.06'] },
        next: { stopLoss: '1.045', takeProfits: ['1.06', '1.08'], comment: 'Moved' },
      }).detail,
    ).toEqual({
      type: 'changes',
      changes: [
        { field: 'stopLoss', from: '1.04', to: '1.045' },
        { field: 'takeProfits', from: '1.06', to: '1.06, 1.08' },
        { field: 'comment', from: '—', to: 'Moved' },
      ],
    });
  });

  it('keeps an unknown kind as the server wrote it', () => {
    expect(trailLineOf({ kind: 'something new', prev: null, next: null })).toEqual({
      kind: null,
      rawKind: 'something new',
      detail: null,
      quote: null,
    });
  });
});
