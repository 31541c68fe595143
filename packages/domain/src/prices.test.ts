import { describe, expect, it } from 'vitest';
import { priceAtPrecision, priceDecimals } from './prices';

const EURUSD = { unit: 'pips', pipSize: '0.0001' } as const;
const USDJPY = { unit: 'pips', pipSize: '0.01' } as const;
const R_75 = { unit: 'points', pipSize: '0.0001' } as const;
const BTC = { unit: 'points', pipSize: '0.01' } as const;
const SPX500 = { unit: 'points', pipSize: '1' } as const;

describe('the precision of a pair’s prices', () => {
  it('is a tenth of a pip, the price step of points, a tenth of a whole point', () => {
    expect(priceDecimals(EURUSD)).toBe(5);
    expect(priceDecimals(USDJPY)).toBe(3);
    expect(priceDecimals(R_75)).toBe(4);
    expect(priceDecimals(BTC)).toBe(2);
    expect(priceDecimals(SPX500)).toBe(1);
  });

  it('keeps trailing zeros, so a column of one pair reads in one precision', () => {
    expect(priceAtPrecision('1.1517', EURUSD)).toBe('1.15170');
    expect(priceAtPrecision('1.15344', EURUSD)).toBe('1.15344');
    expect(priceAtPrecision('157', USDJPY)).toBe('157.000');
    expect(priceAtPrecision('6600', SPX500)).toBe('6600.0');
  });

  it('rounds a feed’s extra digits half up', () => {
    expect(priceAtPrecision('33809.253181', R_75)).toBe('33809.2532');
    expect(priceAtPrecision('86500.125', BTC)).toBe('86500.13');
    expect(priceAtPrecision('-1.153445', EURUSD)).toBe('-1.15345');
  });
});
