import { describe, expect, it } from 'vitest';
import { StatsCache } from './stats-cache';

describe('the reports cache', () => {
  it('shares one load per key within the window and loads again after it', async () => {
    let now = 10_000;
    const cache = new StatsCache(5_000, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.read('a', 'results', load), cache.read('a', 'results', load)])).toEqual([
      1, 1,
    ]);
    expect(await cache.read('b', 'results', load)).toBe(2);
    now += 4_999;
    expect(await cache.read('a', 'results', load)).toBe(1);
    now += 1;
    expect(await cache.read('a', 'results', load)).toBe(3);
  });

  it('ends ranges at the end of the window, and keeps no failure', async () => {
    const cache = new StatsCache(5_000, () => 12_345);
    expect(cache.now().getTime()).toBe(15_000);
    await expect(cache.read('x', 'results', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('x', 'results', async () => 'up')).toBe('up');
  });

  it('empties on a signal change the answers built on signals, on a change of results every answer', async () => {
    const cache = new StatsCache(5_000, () => 12_345);
    let loads = 0;
    const load = async () => ++loads;
    await cache.read('counters', 'signals', load);
    await cache.read('performers', 'results', load);
    cache.clear({ signals: true });
    expect(await cache.read('counters', 'signals', load)).toBe(3);
    expect(await cache.read('performers', 'results', load)).toBe(2);
    cache.clear({ resultsFrom: '2026-11-23' });
    expect(await cache.read('counters', 'signals', load)).toBe(4);
    expect(await cache.read('performers', 'results', load)).toBe(5);
  });

  it('keeps the results of whole past days a minute, until a change of results reaches one of them', async () => {
    let now = 10_000;
    const cache = new StatsCache(5_000, () => now, 60_000);
    let loads = 0;
    const load = async () => ++loads;
    const days = { daysBefore: '2026-11-23' };
    expect(await cache.read('days', days, load)).toBe(1);
    // Today's closes and signal moves leave the past days alone.
    cache.clear({ signals: true });
    cache.clear({ resultsFrom: '2026-11-23' });
    now += 59_999;
    expect(await cache.read('days', days, load)).toBe(1);
    // A change of yesterday's results (an edit, a delete, a late close) empties them.
    cache.clear({ resultsFrom: '2026-11-22' });
    expect(await cache.read('days', days, load)).toBe(2);
    now += 60_000;
    expect(await cache.read('days', days, load)).toBe(3);
    // An empty day (a notification without one) stands for every day.
    cache.clear({ resultsFrom: '' });
    expect(await cache.read('days', days, load)).toBe(4);
  });

  it('is off with a window of 0', async () => {
    const cache = new StatsCache(0, () => 12_345);
    expect(cache.now().getTime()).toBe(12_345);
    let loads = 0;
    await cache.read('a', 'results', async () => ++loads);
    await cache.read('a', 'results', async () => ++loads);
    expect(loads).toBe(2);
  });
});
