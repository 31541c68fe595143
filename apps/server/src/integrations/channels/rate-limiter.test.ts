import { describe, expect, it } from 'vitest';
import { IntervalLimiter } from './rate-limiter';

describe('IntervalLimiter', () => {
  it('lets `perSecond` calls a second through, spaced evenly, whoever asks at once', async () => {
    const limiter = new IntervalLimiter(20);
    const started = Date.now();
    const times: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, () => limiter.take().then(() => times.push(Date.now() - started))),
    );
    times.sort((a, b) => a - b);
    // The first goes at once, the sixth five intervals (of 50 ms) later.
    expect(times[0]).toBeLessThan(40);
    expect(times[5]).toBeGreaterThanOrEqual(245);
  });
});
