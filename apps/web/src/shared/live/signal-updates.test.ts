import type { ActivityKind } from '@signal-desk/domain/activity';
import type { SignalChangeMessage } from '@signal-desk/domain/live';
import type { SignalSummary } from '@signal-desk/domain/signal';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { updateList, updateSignalCaches } from './signal-updates';

const TRADER = '6c1f1b8e-1d6a-4d53-9a4c-2f3b6a0e9c11';

function summary(id: string, overrides: Partial<SignalSummary> = {}): SignalSummary {
  return {
    _id: id,
    signalId: `S-${id}`,
    version: 1,
    app: 'relic',
    signalType: 'crypto',
    status: 'pending',
    trader: { _id: TRADER, nickname: 'trd' },
    pair: null,
    currencyPair: 'BTC/USDT',
    symbolID: 'BTC/USDT',
    base: 'BTC',
    quote: 'USDT',
    quoteProvider: -1,
    exchange: 'binance',
    exchangeType: 'spot',
    orderType: 'limit',
    side: 'buy',
    entry: '100',
    stopLoss: '90',
    takeProfits: [{ price: '110', hitAt: null }],
    activationMargin: null,
    expiresAt: null,
    unit: 'points',
    pipSize: '0.01',
    multiplier: '1',
    pips: null,
    resultPips: null,
    closePrice: null,
    lastPrice: null,
    lastPriceAt: null,
    isUpdatePriceManually: false,
    activatedAt: null,
    closedAt: null,
    leverage: null,
    timeframe: null,
    tradeType: null,
    strategy: null,
    softDelete: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  } as SignalSummary;
}

const message = (signal: SignalSummary, kinds: ActivityKind[]): SignalChangeMessage => ({
  type: 'signal',
  change: { id: signal._id, app: signal.app, version: signal.version, kinds, ownerId: null },
  signal,
});

const pages = (...rows: SignalSummary[][]) => ({
  pages: rows.map((data, index) => ({ data, page: index + 1, perPage: 50, total: 3, lastPage: rows.length })),
  pageParams: rows.map((_, index) => index + 1),
});

const list = (filters: unknown = { status: [] }) => ({ kind: 'list' as const, app: 'relic', filters });

describe('updateList', () => {
  it('replaces the row with the same id in place, on any page', () => {
    const data = pages([summary('a')], [summary('b'), summary('c')]);
    const active = summary('c', { version: 2, status: 'active' });
    const update = updateList(data, list(), message(active, ['status changed automatically']));
    expect(update && 'data' in update && 'pages' in update.data && update.data.pages[1]?.data[1]).toEqual(
      active,
    );
  });

  it('never goes back to an older version', () => {
    const data = pages([summary('a', { version: 3 })]);
    expect(updateList(data, list(), message(summary('a', { version: 2 }), ['update signal']))).toBeNull();
  });

  it('puts a new idea of the app first when it passes the filters, and counts it', () => {
    const data = pages([summary('a')]);
    const update = updateList(data, list({ status: ['pending'] }), message(summary('n'), ['create signal']));
    expect(update && 'data' in update && 'pages' in update.data && update.data.pages[0]).toMatchObject({
      total: 4,
      data: [{ _id: 'n' }, { _id: 'a' }],
    });
  });

  it('leaves lists of other apps or filters that exclude the new idea alone', () => {
    const data = pages([summary('a')]);
    expect(
      updateList(data, { ...list(), app: 'shift' }, message(summary('n'), ['create signal'])),
    ).toBeNull();
    expect(
      updateList(data, list({ status: ['active'] }), message(summary('n'), ['create signal'])),
    ).toBeNull();
    expect(
      updateList(
        data,
        list({ status: [], trader: 'someone-else' }),
        message(summary('n'), ['create signal']),
      ),
    ).toBeNull();
  });

  it('asks the server when a text search decides', () => {
    const data = pages([summary('a')]);
    expect(
      updateList(data, list({ status: [], search: 'BTC' }), message(summary('n'), ['create signal'])),
    ).toEqual({ refetch: true });
  });

  it('does not insert a change to an idea outside the loaded rows', () => {
    const data = pages([summary('a')]);
    expect(updateList(data, list(), message(summary('old'), ['take profit hit']))).toBeNull();
  });

  it('takes an idea moved to the recycle bin out of the list, and refreshes the bin', () => {
    const data = pages([summary('a'), summary('b')]);
    const deleted = summary('a', { version: 2, softDelete: true });
    const update = updateList(data, list(), message(deleted, ['signal soft-deleted']));
    expect(update && 'data' in update && 'pages' in update.data && update.data.pages[0]).toMatchObject({
      total: 2,
      data: [{ _id: 'b' }],
    });
    expect(
      updateList(pages([]), { kind: 'recycle', app: 'relic' }, message(deleted, ['signal soft-deleted'])),
    ).toEqual({ refetch: true });
  });

  it('drops a row whose new status no longer passes the list’s status filter, and counts it out', () => {
    const data = pages([summary('a', { status: 'active' }), summary('b', { status: 'pending' })]);
    const openOnly = list({ status: ['pending', 'active'] });
    const closed = summary('a', { version: 2, status: 'won' });
    const update = updateList(data, openOnly, message(closed, ['take profit hit']));
    expect(update && 'data' in update && 'pages' in update.data && update.data.pages[0]).toMatchObject({
      total: 2,
      data: [{ _id: 'b' }],
    });
    // An older change of it leaves the newer row where it is.
    const newerRow = pages([summary('a', { version: 3, status: 'active' })]);
    expect(updateList(newerRow, openOnly, message(closed, ['take profit hit']))).toBeNull();
  });

  it('handles a plain (not infinite) page too', () => {
    const data = { data: [summary('a')], page: 1, perPage: 20, total: 1, lastPage: 1 };
    const update = updateList(
      data,
      list(),
      message(summary('a', { version: 2, status: 'active' }), ['update signal']),
    );
    expect(update && 'data' in update && update.data).toMatchObject({ data: [{ status: 'active' }] });
  });
});

describe('updateSignalCaches', () => {
  it('updates lists and the detail in place and refetches the trail', async () => {
    const client = new QueryClient();
    const listKey = ['signals', 'list', 'relic', { status: [] }];
    client.setQueryData(listKey, pages([summary('a')]));
    client.setQueryData(['signals', 'detail', 'a'], { ...summary('a'), analysis: 'kept' });
    client.setQueryData(['signals', 'log', 'a'], { data: [] });

    const active = summary('a', { version: 2, status: 'active' });
    updateSignalCaches(client, message(active, ['status changed automatically']));

    expect(client.getQueryData<ReturnType<typeof pages>>(listKey)?.pages[0]?.data[0]?.status).toBe('active');
    expect(client.getQueryData(['signals', 'detail', 'a'])).toMatchObject({
      status: 'active',
      analysis: 'kept',
    });
    expect(client.getQueryState(['signals', 'log', 'a'])?.isInvalidated).toBe(true);
  });
});
