import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creationKindOf, payloadDiff } from './activity-log';
import {
  addSums,
  EMPTY_SUMS,
  equityCurve,
  maxDrawdown,
  metricsOf,
  SumsTotal,
  statsQuerySchema,
  statusCounts,
  topMonthly,
  weeklyCurve,
} from './stats';

describe('metrics of closed trade ideas', () => {
  // Results 30, -10, 0, 20, -20: two wins (50), two losses (-30), one draw.
  const sums = {
    trades: 5,
    wins: 2,
    losses: 2,
    pips: '20',
    winPips: '50',
    lossPips: '-30',
    rSum: '1.5',
    rTrades: 4,
  };

  it('gives the SPEC figures and the usual trading ratios', () => {
    expect(metricsOf('pips', sums)).toEqual({
      unit: 'pips',
      trades: 5,
      wins: 2,
      losses: 2,
      draws: 1,
      pipsSum: '20',
      avgWin: '25',
      avgLoss: '-15',
      winRate: '40',
      profitFactor: '1.67',
      expectancy: '4',
      avgR: '0.38',
      maxDrawdown: '0',
    });
  });

  it('has no ratio that would divide by zero', () => {
    const m = metricsOf('points', { ...EMPTY_SUMS });
    expect([m.avgWin, m.avgLoss, m.winRate, m.profitFactor, m.expectancy, m.avgR]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(metricsOf('pips', { ...sums, losses: 0, lossPips: '0' }).profitFactor).toBeNull();
  });

  it('adds sums in decimals (0.1 + 0.2 is 0.3)', () => {
    const a = { ...EMPTY_SUMS, trades: 1, wins: 1, pips: '0.1', winPips: '0.1' };
    const b = { ...EMPTY_SUMS, trades: 1, wins: 1, pips: '0.2', winPips: '0.2' };
    expect(addSums(a, b).pips).toBe('0.3');
  });

  it('adds many sums of any scale and sign exactly, as SQL writes them', () => {
    const total = new SumsTotal();
    for (const pips of ['-0.05', '1.250', '3', '-0.0001', '0.00', '-4.2']) {
      total.add({ ...EMPTY_SUMS, trades: 1, pips, rSum: pips });
    }
    expect(total.sums()).toMatchObject({ trades: 6, pips: '-0.0001', rSum: '-0.0001' });
    expect(addSums({ ...EMPTY_SUMS, pips: '-10.50' }, { ...EMPTY_SUMS, pips: '0.5' }).pips).toBe('-10');
    expect(equityCurve([{ day: '2026-01-01', pips: '1.10' }])).toEqual([
      { day: '2026-01-01', pips: '1.1', cumulative: '1.1' },
    ]);
  });
});

describe('equity curve and drawdown', () => {
  it('runs the daily results in day order', () => {
    const curve = equityCurve([
      { day: '2026-01-03', pips: '-50' },
      { day: '2026-01-01', pips: '100' },
      { day: '2026-01-02', pips: '20.5' },
    ]);
    expect(curve.map((p) => p.cumulative)).toEqual(['100', '120.5', '70.5']);
    expect(maxDrawdown(curve)).toBe('50');
  });

  it("draws a performer's curve longer than 92 closing days one point per ISO week, exact at each point", () => {
    const short = equityCurve([{ day: '2026-01-05', pips: '1' }]);
    expect(weeklyCurve(short)).toEqual(short);
    // 100 days from Monday 2026-01-05: one result a day, day n closing n pips.
    const days = Array.from({ length: 100 }, (_, i) => ({
      day: new Date(Date.UTC(2026, 0, 5 + i)).toISOString().slice(0, 10),
      pips: String(i + 1),
    }));
    const weekly = weeklyCurve(equityCurve(days));
    expect(weekly).toHaveLength(15); // 14 whole weeks and 2 days
    expect(weekly[0]).toEqual({ day: '2026-01-11', pips: '28', cumulative: '28' });
    expect(weekly[1]).toEqual({ day: '2026-01-18', pips: '77', cumulative: '105' });
    expect(weekly.at(-1)).toEqual({ day: '2026-04-14', pips: '199', cumulative: '5050' });
  });

  it('counts a fall below the start from 0', () => {
    expect(maxDrawdown(equityCurve([{ day: '2026-01-01', pips: '-12.3' }]))).toBe('12.3');
  });

  it('is never negative and never more than the sum of the losses', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 1000 }), { maxLength: 40 }), (results) => {
        const curve = equityCurve(
          results.map((pips, i) => ({
            day: `2026-01-${String(i + 1).padStart(3, '0')}`,
            pips: String(pips),
          })),
        );
        const dd = Number(maxDrawdown(curve));
        const losses = results.filter((r) => r < 0).reduce((a, b) => a - b, 0);
        return dd >= 0 && dd <= losses;
      }),
    );
  });
});

describe('the date range of a report query', () => {
  it('refuses unknown filters, bad dates, reversed ranges and ranges over 5 years', () => {
    const codes = (query: unknown) =>
      statsQuerySchema.safeParse(query).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
    expect(codes({ app: 'shift', period: 'week' })).toEqual([]);
    expect(codes({ colour: 'red' })[0]).toMatch(/unrecognized|colour/i);
    expect(codes({ from: '2026-13-01' })).toEqual(['from:dateInvalid']);
    expect(codes({ from: '2026-02-01', to: '2026-01-01' })).toEqual(['from:rangeReversed']);
    expect(codes({ from: '2020-01-01', to: '2025-01-02' })).toEqual(['to:rangeTooLong']);
    expect(codes({ from: '2020-01-01', to: '2024-12-31' })).toEqual([]);
  });
});

describe('groupings', () => {
  it('counts every status, 0 when absent', () => {
    const counts = statusCounts([{ status: 'won', n: 3 }]);
    expect(counts.won).toBe(3);
    expect(counts.pending).toBe(0);
    expect(Object.keys(counts)).toHaveLength(8);
  });

  it('keeps the best three of each month and unit, newest month first', () => {
    const row = (month: string, name: string, pips: string) => ({
      month,
      unit: 'pips' as const,
      key: name,
      name,
      pips,
      trades: 1,
    });
    const monthly = topMonthly([
      row('2026-01', 'a', '5'),
      row('2026-01', 'b', '50'),
      row('2026-01', 'c', '-5'),
      row('2026-01', 'd', '10'),
      row('2026-02', 'a', '1'),
    ]);
    expect(monthly.map((m) => m.month)).toEqual(['2026-02', '2026-01']);
    expect(monthly[1]?.top.map((t) => t.name)).toEqual(['b', 'd', 'a']);
  });

  it('puts the fields of two payloads side by side', () => {
    expect(payloadDiff({ a: 1, b: 2 }, { b: 3, c: 4 })).toEqual([
      { field: 'a', prev: 1, next: undefined, changed: true },
      { field: 'b', prev: 2, next: 3, changed: true },
      { field: 'c', prev: undefined, next: 4, changed: true },
    ]);
    expect(payloadDiff(null, { a: 1 })[0]?.changed).toBe(true);
    expect(payloadDiff({ a: [1] }, { a: [1] })[0]?.changed).toBe(false);
  });
});

describe('the kind of a creation', () => {
  it('is "external titan create signal" in the external apps of TITAN\'s types only', () => {
    expect(creationKindOf('externalIndices')).toBe('external titan create signal');
    expect(creationKindOf('externalSynthetic')).toBe('external titan create signal');
    expect(creationKindOf('titan')).toBe('create signal');
    expect(creationKindOf('externalFx')).toBe('create signal');
  });
});
