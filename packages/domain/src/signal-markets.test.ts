import { describe, expect, it } from 'vitest';
import { leverageFor, pairFitsSignalType, quoteProviderOfSignalType } from './signal-markets';

describe('signal markets', () => {
  it('lets forex-style signal types trade metals and oil', () => {
    expect(pairFitsSignalType('forex', 'commodity')).toBe(true);
    expect(pairFitsSignalType('nfx', 'forex')).toBe(true);
    expect(pairFitsSignalType('forex', 'crypto')).toBe(false);
    expect(pairFitsSignalType('indice', 'synthetic')).toBe(false);
  });

  it('prices crypto on the exchanges, synthetic on its provider and the rest on OANDA', () => {
    expect(quoteProviderOfSignalType('crypto')).toBe(-1);
    expect(quoteProviderOfSignalType('synthetic')).toBe(2);
    expect(quoteProviderOfSignalType('indice')).toBe(1);
    expect(quoteProviderOfSignalType('forex')).toBe(1);
  });

  it('keeps a leverage on futures only', () => {
    expect(leverageFor('futures', 20)).toBe(20);
    expect(leverageFor('futures', undefined)).toBe(null);
    for (const exchangeType of ['spot', null, undefined] as const)
      expect(leverageFor(exchangeType, 20)).toBe(null);
  });
});
