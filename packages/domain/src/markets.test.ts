import { describe, expect, it } from 'vitest';
import { defaultPipSize, pipMultiplier, unitOf } from './markets';
import { pipsBetween, priceAtPips } from './pips';

describe('pip sizes and multipliers (known answers)', () => {
  it.each([
    ['EUR/USD', 'forex', 'EUR', 'USD', '0.0001', '10000', 'pips'],
    ['USD/JPY', 'forex', 'USD', 'JPY', '0.01', '100', 'pips'],
    ['GBP/JPY', 'forex', 'GBP', 'JPY', '0.01', '100', 'pips'],
    ['XAU/USD', 'commodity', 'XAU', 'USD', '0.01', '100', 'pips'],
    ['XAG/USD', 'commodity', 'XAG', 'USD', '0.0001', '10000', 'pips'],
    ['WTI oil', 'commodity', 'WTICO', 'USD', '0.01', '100', 'pips'],
    ['Brent oil', 'commodity', 'BCO', 'USD', '0.01', '100', 'pips'],
    ['SPX500', 'indice', 'SPX500', 'USD', '1', '1', 'points'],
    ['R_100', 'synthetic', 'R_100', 'USD', '1', '1', 'points'],
    ['BTC/USDT', 'crypto', 'BTC', 'USDT', '1', '1', 'points'],
    ['AAPL', 'stock', 'AAPL', 'USD', '1', '1', 'points'],
  ] as const)('%s', (_label, type, base, quote, pipSize, multiplier, unit) => {
    expect(defaultPipSize({ type, base, quote })).toBe(pipSize);
    expect(pipMultiplier({ type, pipSize })).toBe(multiplier);
    expect(unitOf(type)).toBe(unit);
  });

  it('prefers the currency multiplier when one is set', () => {
    expect(pipMultiplier({ type: 'indice', pipSize: '1', multiplier: '10' })).toBe('10');
  });

  it('counts pips with decimals exactly', () => {
    expect(pipsBetween('buy', '1.0850', '1.0900', '10000')).toBe('50');
    expect(pipsBetween('sell', '1.0850', '1.0900', '10000')).toBe('-50');
    expect(pipsBetween('buy', '151.250', '150.755', '100')).toBe('-49.5');
    expect(pipsBetween('buy', '2650.10', '2655.35', '100')).toBe('525');
    expect(pipsBetween('sell', '5980.5', '5950', '1')).toBe('30.5');
    expect(pipsBetween('buy', '0.1', '0.3', '10000')).toBe('2000');
    expect(priceAtPips('buy', '1.0850', '25', '10000')).toBe('1.0875');
    expect(priceAtPips('sell', '150.000', '30', '100')).toBe('149.7');
  });
});
