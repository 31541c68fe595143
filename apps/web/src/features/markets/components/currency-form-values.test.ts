import { currencyInputSchema } from '@signal-desk/domain/markets';
import { describe, expect, it } from 'vitest';
import { currencyFormDefaults, currencyInputOf } from './currency-form-values';

describe('currencyInputOf', () => {
  it('sends empty optional fields as null and an empty symbol id as absent', () => {
    const input = currencyInputOf({ ...currencyFormDefaults(), fullName: 'Euro', shortName: 'eur' });
    expect(input).toEqual({
      fullName: 'Euro',
      shortName: 'eur',
      symbolId: undefined,
      icon: null,
      tag: null,
      type: 'forex',
      currency: null,
      exchange: null,
      expiryDate: null,
      multiplier: null,
    });
    expect(currencyInputSchema.parse(input).shortName).toBe('EUR');
  });

  it('round-trips a saved currency', () => {
    const saved = {
      _id: '3f0c8d1e-4c1a-4f7e-9a53-0f6f1c2b8d11',
      fullName: 'Apple Inc.',
      shortName: 'AAPL',
      symbolId: 'AAPL',
      icon: 'data:image/png;base64,AAAA',
      tag: null,
      type: 'stock' as const,
      currency: 'USD',
      exchange: 'NASDAQ',
      expiryDate: '2030-01-31',
      multiplier: '0.1',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(currencyInputSchema.parse(currencyInputOf(currencyFormDefaults(saved)))).toEqual({
      fullName: 'Apple Inc.',
      shortName: 'AAPL',
      symbolId: 'AAPL',
      icon: 'data:image/png;base64,AAAA',
      tag: null,
      type: 'stock',
      currency: 'USD',
      exchange: 'NASDAQ',
      expiryDate: '2030-01-31',
      multiplier: '0.1',
    });
  });
});
