import { describe, expect, it } from 'vitest';
import { Backoff } from './backoff';

describe('Backoff', () => {
  it('doubles from the initial delay up to the ceiling', () => {
    const backoff = new Backoff({ initialMs: 100, maxMs: 1_000 }, () => 1);
    expect(Array.from({ length: 6 }, () => backoff.next())).toEqual([100, 200, 400, 800, 1_000, 1_000]);
  });

  it('draws each delay between half and all of its step', () => {
    const low = new Backoff({ initialMs: 100, maxMs: 1_000 }, () => 0);
    expect([low.next(), low.next(), low.next()]).toEqual([50, 100, 200]);
  });

  it('starts over after a reset', () => {
    const backoff = new Backoff({ initialMs: 100, maxMs: 1_000 }, () => 1);
    backoff.next();
    backoff.next();
    backoff.reset();
    expect(backoff.next()).toBe(100);
  });
});
