import { describe, expect, it } from 'vitest';
import { pairName, providerKey, sideTypesOf } from './pair-labels';

describe('pair labels', () => {
  it('names a provider code', () => {
    expect([1, 2, -1].map((code) => providerKey(code as 1 | 2 | -1))).toEqual([
      'oanda',
      'synthetic',
      'crypto',
    ]);
  });

  it('names a pair, with its exchange for crypto', () => {
    const forex = { base: 'EUR', quote: 'USD', exchange: null, exchangeType: null };
    expect(pairName(forex)).toBe('EUR/USD');
    const futures = { base: 'BTC', quote: 'USDT', exchange: 'binanceusdm', exchangeType: 'futures' as const };
    expect(pairName(futures)).toBe('BTC/USDT · binanceusdm futures');
    expect(pairName(futures, false)).toBe('BTC/USDT');
  });

  it('offers the currency types each provider quotes (as the API checks them)', () => {
    expect(sideTypesOf(-1)).toEqual({ base: ['crypto'], quote: ['crypto'] });
    expect(sideTypesOf(2)).toEqual({ base: ['synthetic'], quote: ['forex'] });
    expect(sideTypesOf(1).base).toContain('stock');
    expect(sideTypesOf(1).base).not.toContain('crypto');
  });
});
