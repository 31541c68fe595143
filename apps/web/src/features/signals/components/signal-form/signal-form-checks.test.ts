import { describe, expect, it } from 'vitest';
import { entryWarningOf } from './signal-form-checks';

const order = (side: 'buy' | 'sell', orderType: 'market' | 'limit' | 'stop', entry: string) => ({
  side,
  orderType,
  entry,
});

describe('entryWarningOf', () => {
  it('asks about pending orders on the side of the market that activates them at once', () => {
    expect(entryWarningOf(order('buy', 'limit', '1.16'), '1.15')).toBe('buyLimitAbove');
    expect(entryWarningOf(order('buy', 'stop', '1.14'), '1.15')).toBe('buyStopBelow');
    expect(entryWarningOf(order('sell', 'limit', '1.14'), '1.15')).toBe('sellLimitBelow');
    expect(entryWarningOf(order('sell', 'stop', '1.16'), '1.15')).toBe('sellStopAbove');
  });

  it('lets the usual orders, market orders and unknown prices pass', () => {
    expect(entryWarningOf(order('buy', 'limit', '1.14'), '1.15')).toBeNull();
    expect(entryWarningOf(order('buy', 'stop', '1.16'), '1.15')).toBeNull();
    expect(entryWarningOf(order('sell', 'limit', '1.16'), '1.15')).toBeNull();
    expect(entryWarningOf(order('sell', 'stop', '1.14'), '1.15')).toBeNull();
    expect(entryWarningOf(order('buy', 'market', '9'), '1.15')).toBeNull();
    expect(entryWarningOf(order('buy', 'limit', '1.16'), null)).toBeNull();
    expect(entryWarningOf(order('buy', 'limit', 'x'), '1.15')).toBeNull();
  });
});
