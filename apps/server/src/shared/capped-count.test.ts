import { describe, expect, it } from 'vitest';
import { CappedCounts } from './capped-count';

describe('capped counts', () => {
  const db = {};

  it('counts below the cap every time, exactly', async () => {
    const counts = new CappedCounts<{ filter: string }>(10);
    let calls = 0;
    const count = async (limit: number) => {
      calls++;
      expect(limit).toBe(11);
      return 7;
    };
    expect(await counts.count(db, { filter: 'a' }, count)).toEqual({ total: 7, capped: false });
    expect(await counts.count(db, { filter: 'a' }, count)).toEqual({ total: 7, capped: false });
    expect(calls).toBe(2);
  });

  it('reuses a count that reached the cap until it is older than the keep time', async () => {
    let now = 1_000;
    const counts = new CappedCounts<{ filter: string }>(10, 50, 5_000, () => now);
    let calls = 0;
    const count = async (limit: number) => {
      calls++;
      return limit;
    };
    expect(await counts.count(db, { filter: 'b' }, count)).toEqual({ total: 10, capped: true });
    expect(await counts.count(db, { filter: 'b' }, count)).toEqual({ total: 10, capped: true });
    expect(calls).toBe(1);
    // Another filter, and the same filter on another database, are counted on their own.
    await counts.count(db, { filter: 'c' }, count);
    await counts.count({}, { filter: 'b' }, count);
    expect(calls).toBe(3);
    now += 50;
    expect(await counts.count(db, { filter: 'b' }, count)).toEqual({ total: 10, capped: true });
    expect(calls).toBe(3);
    now += 1;
    expect(await counts.count(db, { filter: 'b' }, async () => 3)).toEqual({ total: 3, capped: false });
  });
});
