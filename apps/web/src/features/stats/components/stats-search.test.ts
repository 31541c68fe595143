import { statsSearch } from '@signal-desk/domain/page-search';
import { describe, expect, it } from 'vitest';
import { statsFiltersOf } from './stats-search';

const parseStatsSearch = (query: Record<string, string>) => statsFiltersOf(statsSearch.parse(query));

describe('the /stats URL, read by its route schema', () => {
  it('opens on the last 12 months and keeps the filters it understands', () => {
    expect(parseStatsSearch({})).toEqual({
      app: undefined,
      trader: undefined,
      strategy: undefined,
      period: 'year',
      from: undefined,
      to: undefined,
    });
    expect(
      parseStatsSearch({
        app: 'relic',
        period: 'week',
        strategy: ' Breakout ',
        trader: 'nope',
        colour: 'red',
      }),
    ).toMatchObject({ app: 'relic', period: 'week', strategy: 'Breakout', trader: undefined });
  });

  it('takes a range of days instead of a period, and drops bad ones', () => {
    expect(parseStatsSearch({ from: '2026-01-01', to: '2026-01-31' })).toMatchObject({
      period: undefined,
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(parseStatsSearch({ from: 'yesterday', app: 'moon' })).toMatchObject({
      period: 'year',
      app: undefined,
    });
  });
});
