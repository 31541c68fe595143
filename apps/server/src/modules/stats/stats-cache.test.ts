import { describe, expect, it } from 'vitest';
import { StatsCache } from './stats-cache';

describe('the reports cache', () => {
  it('shares one load per key within the window and loads again after it', async () => {
    let now = 10_000;
    const cache = new StatsCache(5_000, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.read('a', load), cache.read('a', load)])).toEqual([1, 1]);
    expect(await cache.read('b', load)).toBe(2);
    now += 4_999;
    expect(await cache.read('a', load)).toBe(1);
    now += 1;
    expect(await cache.read('a', load)).toBe(3);
  });

  it('ends ranges at the end of the window, and keeps no failure', async () => {
    const cache = new StatsCache(5_000, () => 12_345);
    expect(cache.now().getTime()).toBe(15_000);
    await expect(cache.read('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('x', async () => 'up')).toBe('up');
  });

  it('loads again once cleared (a signal changed)', async () => {
    const cache = new StatsCache(5_000, () => 12_345);
    let loads = 0;
    await cache.read('a', async () => ++loads);
    cache.clear();
    expect(await cache.read('a', async () => ++loads)).toBe(2);
  });

  it('is off with a window of 0', async () => {
    const cache = new StatsCache(0, () => 12_345);
    expect(cache.now().getTime()).toBe(12_345);
    let loads = 0;
    await cache.read('a', async () => ++loads);
    await cache.read('a', async () => ++loads);
    expect(loads).toBe(2);
  });
});
