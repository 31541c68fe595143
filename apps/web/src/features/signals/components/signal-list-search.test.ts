import { describe, expect, it } from 'vitest';
import {
  parseSignalListSearch,
  signalListPath,
  signalListQueryOf,
  signalListSearchOf,
} from './signal-list-search';

const TRADER = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

describe('parseSignalListSearch', () => {
  it('defaults to the open ideas of shift, remembering that no app was chosen', () => {
    expect(parseSignalListSearch({})).toEqual({
      app: 'shift',
      appChosen: false,
      filters: { status: ['pending', 'active'] },
    });
  });

  it('shows every status for `all`', () => {
    expect(parseSignalListSearch({ status: 'all' }).filters.status).toEqual([]);
  });

  it('reads the app, signal type, statuses, trader, quick period and search', () => {
    expect(
      parseSignalListSearch({
        app: 'titan',
        signalType: 'synthetic',
        status: 'pending, active,pending',
        trader: TRADER,
        period: 'week',
        search: ' EUR ',
      }),
    ).toEqual({
      app: 'titan',
      appChosen: true,
      filters: {
        signalType: 'synthetic',
        status: ['pending', 'active'],
        trader: TRADER,
        period: 'week',
        search: 'EUR',
      },
    });
  });

  it('drops what it does not know: a foreign signal type, unknown statuses, a bad trader id', () => {
    const { app, filters } = parseSignalListSearch({
      app: 'nope',
      signalType: 'crypto',
      status: 'won,bogus',
      trader: 'x',
      period: 'year',
    });
    expect(app).toBe('shift');
    expect(filters).toEqual({ status: ['won'] });
  });
});

describe('signalListSearchOf', () => {
  it('writes back what parseSignalListSearch reads', () => {
    const search = { app: 'nfx', status: 'won,draw', period: 'today', trader: TRADER, signalType: 'nfx' };
    const parsed = parseSignalListSearch(search);
    expect(signalListSearchOf(parsed.app, parsed.filters)).toEqual(search);
  });

  it('leaves the default open statuses out of the URL and writes `all` for every status', () => {
    expect(signalListSearchOf('shift', { status: ['pending', 'active'] })).toEqual({ app: 'shift' });
    expect(signalListSearchOf('shift', { status: [] })).toEqual({ app: 'shift', status: 'all' });
    expect(parseSignalListSearch(signalListSearchOf('shift', { status: [] })).filters.status).toEqual([]);
  });
});

describe('signalListQueryOf', () => {
  it('asks the API newest first with the statuses comma-separated', () => {
    expect(signalListQueryOf('shift', { status: ['pending', 'active'], period: 'month' })).toEqual({
      app: 'shift',
      signalType: undefined,
      status: 'pending,active',
      trader: undefined,
      period: 'month',
      search: undefined,
      sort: '-createdAt',
    });
  });

  it('lists external apps through their own endpoint', () => {
    expect(signalListPath('externalFx')).toBe('/signals/external');
    expect(signalListPath('relic')).toBe('/signals');
  });
});
