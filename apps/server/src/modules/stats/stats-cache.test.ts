import type { Counters, PipsGain } from '@signal-desk/domain/stats';
import { describe, expect, it } from 'vitest';
import { StatsCache, type StatsScope, type WholeDaysKey } from './stats-cache';

const scope = (o: Partial<StatsScope> = {}): StatsScope => ({
  apps: ['shift'],
  trader: null,
  strategy: null,
  from: '2026-10-01T00:00:00.000Z',
  to: '2026-11-01T00:00:00.000Z',
  ...o,
});
const days = (toDay: string): WholeDaysKey => ({
  apps: ['shift'],
  trader: null,
  strategy: null,
  dimension: 'all',
  fromDay: '2026-10-01',
  toDay,
});

/** Answers told apart by a number: the cache keeps whatever the load gives. */
const answer = <T>(n: number) => ({ n }) as unknown as T;
const numbered = <T>() => {
  let n = 0;
  return async () => answer<T>(++n);
};
const nOf = (value: unknown) => (value as { n: number }).n;

describe('the reports cache', () => {
  it('shares one load per scope within the window and loads again after it', async () => {
    let now = 10_000;
    const cache = new StatsCache(5_000, () => now);
    const load = numbered<Counters>();
    const both = await Promise.all([cache.counters.read(scope(), load), cache.counters.read(scope(), load)]);
    expect(both.map(nOf)).toEqual([1, 1]);
    expect(nOf(await cache.counters.read(scope({ trader: 't1' }), load))).toBe(2);
    now += 4_999;
    expect(nOf(await cache.counters.read(scope(), load))).toBe(1);
    now += 2;
    expect(nOf(await cache.counters.read(scope(), load))).toBe(3);
  });

  it('ends ranges at the end of the window, and keeps no failure', async () => {
    const cache = new StatsCache(5_000, () => 12_345);
    expect(cache.now().getTime()).toBe(15_000);
    await expect(cache.pipsGain.read(scope(), () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(nOf(await cache.pipsGain.read(scope(), async () => answer<PipsGain>(7)))).toBe(7);
  });

  it('empties on a signal change the counters, on a change of results every answer', async () => {
    const cache = new StatsCache(5_000, () => 12_345);
    const load = numbered<Counters>();
    const loadGain = numbered<PipsGain>();
    await cache.counters.read(scope(), load);
    await cache.pipsGain.read(scope(), loadGain);
    cache.clear({ signals: true });
    expect(nOf(await cache.counters.read(scope(), load))).toBe(2);
    expect(nOf(await cache.pipsGain.read(scope(), loadGain))).toBe(1);
    cache.clear({ resultsFrom: '2026-11-23' });
    expect(nOf(await cache.counters.read(scope(), load))).toBe(3);
    expect(nOf(await cache.pipsGain.read(scope(), loadGain))).toBe(2);
  });

  it('keeps the results of whole past days a minute, until a change of results reaches one of them', async () => {
    let now = 10_000;
    const cache = new StatsCache(5_000, () => now, 60_000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return [];
    };
    const read = async () => {
      await cache.wholeDays.read(days('2026-11-23'), load);
      return loads;
    };
    expect(await read()).toBe(1);
    // Today's closes and signal moves leave the past days alone.
    cache.clear({ signals: true });
    cache.clear({ resultsFrom: '2026-11-23' });
    now += 59_999;
    expect(await read()).toBe(1);
    // A change of yesterday's results (an edit, a delete, a late close) empties them.
    cache.clear({ resultsFrom: '2026-11-22' });
    expect(await read()).toBe(2);
    now += 60_001;
    expect(await read()).toBe(3);
    // An empty day (a notification without one) stands for every day.
    cache.clear({ resultsFrom: '' });
    expect(await read()).toBe(4);
  });

  it('is off with a window of 0', async () => {
    const cache = new StatsCache(0, () => 12_345);
    expect(cache.now().getTime()).toBe(12_345);
    const load = numbered<Counters>();
    await cache.counters.read(scope(), load);
    expect(nOf(await cache.counters.read(scope(), load))).toBe(2);
    let dayLoads = 0;
    const loadDays = async () => {
      dayLoads += 1;
      return [];
    };
    await cache.wholeDays.read(days('2026-11-23'), loadDays);
    await cache.wholeDays.read(days('2026-11-23'), loadDays);
    expect(dayLoads).toBe(2);
  });
});
