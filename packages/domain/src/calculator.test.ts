import { describe, expect, it } from 'vitest';
import { calculatePosition } from './calculator';

describe('position-size and risk calculator (known answers)', () => {
  it('sizes a EUR/USD trade: 10,000 at 1% risk with a 50-pip stop is 0.2 lots', () => {
    expect(
      calculatePosition({ accountBalance: 10_000, riskPercent: 1, stopLossPips: 50, pipSize: '0.0001' }),
    ).toEqual({
      riskAmount: '100',
      pipValuePerLot: '10',
      positionSize: '0.2',
      units: '20000',
    });
  });

  it('sizes a USD/JPY trade with the quote converted to the account currency', () => {
    const result = calculatePosition({
      accountBalance: 5_000,
      riskPercent: 2,
      stopLossPips: 40,
      pipSize: '0.01',
      quoteToAccountRate: 1 / 150,
    });
    expect(result.riskAmount).toBe('100');
    expect(result.pipValuePerLot).toBe('6.6667');
    expect(result.positionSize).toBe('0.37');
  });

  it('rounds the position down so the risk is never exceeded', () => {
    expect(
      calculatePosition({ accountBalance: 1_000, riskPercent: 1.5, stopLossPips: 33, pipSize: '0.0001' })
        .positionSize,
    ).toBe('0.04');
  });

  it('sizes a small crypto position in fractions of a coin instead of rounding it to zero', () => {
    // 1,000 at 0.5% risk is 5; a 2,000-point stop on BTC (1 point = 1 USDT, one-coin lot) gives 0.0025 BTC.
    const result = calculatePosition({
      accountBalance: 1000,
      riskPercent: 0.5,
      stopLossPips: 2000,
      pipSize: '1',
      standardLot: 1,
    });
    expect(result).toMatchObject({ riskAmount: '5', positionSize: '0.0025', units: '0.0025' });
  });

  it('refuses a balance above 10,000 and a risk above 20%', () => {
    expect(() =>
      calculatePosition({ accountBalance: 10_001, riskPercent: 1, stopLossPips: 10, pipSize: '0.0001' }),
    ).toThrow(/accountBalanceMax/);
    expect(() =>
      calculatePosition({ accountBalance: 1_000, riskPercent: 21, stopLossPips: 10, pipSize: '0.0001' }),
    ).toThrow(/riskMax/);
  });
});
