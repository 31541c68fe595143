import { describe, expect, it } from 'vitest';
import { QUICK_PERIODS, quickRange, resolveRange, STATS_PERIODS, type StatsPeriod } from './date-range';

describe('quick ranges', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it.each<[StatsPeriod, string]>([
    ['today', '2026-11-23T00:00:00.000Z'],
    ['week', '2026-11-17T00:00:00.000Z'],
    ['month', '2026-10-25T00:00:00.000Z'],
    ['thisMonth', '2026-11-01T00:00:00.000Z'],
    ['year', '2025-11-24T00:00:00.000Z'],
  ])('%s starts at UTC midnight of %s and ends now', (period, from) => {
    const range = quickRange(period, now);
    expect(range.from.toISOString()).toBe(from);
    expect(range.to).toBe(now);
  });

  it('counts today in the week and the month: 7 and 30 calendar days', () => {
    const days = (period: StatsPeriod) =>
      Math.ceil((now.getTime() - quickRange(period, now).from.getTime()) / 86_400_000);
    expect(days('week')).toBe(7);
    expect(days('month')).toBe(30);
  });

  it('starts at midnight just after it', () => {
    const midnight = new Date('2026-03-01T00:00:00Z');
    expect(quickRange('today', midnight).from.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(quickRange('week', midnight).from.toISOString()).toBe('2026-02-23T00:00:00.000Z');
  });

  it('offers the quick filters first among the report periods', () => {
    expect(STATS_PERIODS.slice(0, QUICK_PERIODS.length)).toEqual([...QUICK_PERIODS]);
  });
});

describe('resolved ranges', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('takes a period over from/to, and the last 30 days when given nothing', () => {
    expect(resolveRange({ period: 'week', from: '2020-01-01' }, now)).toEqual(quickRange('week', now));
    expect(resolveRange({}, now)).toEqual(quickRange('month', now));
    expect(resolveRange({}, now, 'year')).toEqual(quickRange('year', now));
  });

  it('takes a day as a whole day', () => {
    const range = resolveRange({ from: '2026-01-01', to: '2026-01-31' }, now);
    expect(range.from.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(range.to.toISOString()).toBe('2026-01-31T23:59:59.999Z');
  });
});
