import { describe, expect, it } from 'vitest';
import { currencyInputSchema, defaultPipSize, pipMultiplier, traderPipSize, unitOf } from './markets';
import { pipsBetween, priceAtPips } from './pips';

describe('pip sizes and multipliers (known answers)', () => {
  it.each([
    ['EUR/USD', 'forex', 'EUR', 'USD', '0.0001', '10000', 'pips'],
    ['USD/JPY', 'forex', 'USD', 'JPY', '0.01', '100', 'pips'],
    ['GBP/JPY', 'forex', 'GBP', 'JPY', '0.01', '100', 'pips'],
    ['XAU/USD', 'commodity', 'XAU', 'USD', '0.1', '10', 'pips'],
    ['XAG/USD', 'commodity', 'XAG', 'USD', '0.01', '100', 'pips'],
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

  it('counts metals as their traders do, whatever the provider says (decision 19)', () => {
    expect(traderPipSize({ type: 'commodity', base: 'XAU' })).toBe('0.1');
    expect(traderPipSize({ type: 'commodity', base: 'xag' })).toBe('0.01');
    expect(traderPipSize({ type: 'commodity', base: 'WTICO' })).toBeUndefined();
    expect(traderPipSize({ type: 'forex', base: 'EUR' })).toBeUndefined();
    // A 48 USD stop on gold: 480 pips, as gold traders read it (4,800 in cents).
    const gold = pipMultiplier({
      type: 'commodity',
      pipSize: defaultPipSize({ type: 'commodity', base: 'XAU', quote: 'USD' }),
    });
    expect(pipsBetween('buy', '4057.35', '4105.92', gold)).toBe('485.7');
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

describe('a currency short name', () => {
  const currency = (shortName: string) =>
    currencyInputSchema.safeParse({ fullName: 'Euro', shortName, type: 'forex' });
  it('has at least 2 characters, like every name (DECISIONS)', () => {
    const one = currency('E');
    expect(one.success).toBe(false);
    expect(one.error?.issues[0]).toMatchObject({ path: ['shortName'], message: 'tooShort2' });
    expect(currency('eu').data?.shortName).toBe('EU');
  });
});
