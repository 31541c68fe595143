import { describe, expect, it } from 'vitest';
import { signalCounts } from './signal-counts';

describe('signalCounts', () => {
  it('sums sent and limit over the apps and lists the apps with a limit', () => {
    const counts = signalCounts({
      signalsSent: { shift: 2, nfx: 1, relic: 4 },
      signalsLimit: { shift: 10, nfx: 5, titan: 0 },
    });
    expect(counts.sent).toBe(7);
    expect(counts.limit).toBe(15);
    expect(counts.perApp).toEqual([
      { app: 'shift', sent: 2, limit: 10 },
      { app: 'nfx', sent: 1, limit: 5 },
    ]);
  });

  it('is zero for an admin without counters', () => {
    expect(signalCounts({ signalsSent: {}, signalsLimit: {} })).toEqual({ sent: 0, limit: 0, perApp: [] });
  });
});
