import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal';
import { pipsBetween } from './pips';
import { formatSignalResult, type ResultWords, resultPercent, signalResult } from './signal-result';

const ADA = {
  signalType: 'crypto',
  entry: '0.4300',
  multiplier: '1',
  pipSize: '0.0001',
  unit: 'points',
} as const;
const EURUSD = {
  signalType: 'forex',
  entry: '1.1000',
  multiplier: '10000',
  pipSize: '0.0001',
  unit: 'pips',
} as const;
const words: ResultWords = {
  number: (value) => value.replace('-', '\u2212'),
  withUnit: (part, value) => (part === 'percent' ? `${value} %` : `${value} ${part}`),
};

describe('the points of a move', () => {
  it('keep the pair’s precision: a 1 % move of ADA at 0.43 is 0.0043 points, not 0 or 0.01', () => {
    expect(pipsBetween('buy', '0.4300', '0.4343', '1')).toBe('0.0043');
    expect(pipsBetween('sell', '0.4300', '0.4343', '1')).toBe('-0.0043');
    expect(pipsBetween('buy', '0.14800', '0.14873', '1')).toBe('0.00073');
  });
});

describe('the result of a trade idea', () => {
  it('reads crypto in percent of the entry, signed by the side, with the points at the pair’s precision', () => {
    expect(signalResult(ADA, '0.0045')).toEqual({ unit: 'points', pips: '0.0045', percent: '1.05' });
    expect(signalResult(ADA, '-0.005')).toEqual({ unit: 'points', pips: '-0.0050', percent: '-1.16' });
    expect(signalResult({ ...ADA, entry: '86500.5', pipSize: '0.01' }, '865')).toEqual({
      unit: 'points',
      pips: '865.00',
      percent: '1.00',
    });
    expect(signalResult(ADA, null)).toBeNull();
  });

  it('reads forex in pips alone, as stored', () => {
    expect(signalResult(EURUSD, '12.5')).toEqual({ unit: 'pips', pips: '12.5', percent: null });
    expect(signalResult(EURUSD, '-30')).toEqual({ unit: 'pips', pips: '-30', percent: null });
  });

  it('gives the percent of the price move: (close - entry) / entry x 100 for a buy, the opposite for a sell', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (a, b) => {
        const entry = (a / 10_000).toFixed(4);
        const close = (b / 10_000).toFixed(4);
        const buy = resultPercent(entry, pipsBetween('buy', entry, close, '1'), '1');
        const expected = dec(close).minus(entry).div(entry).times(100).round(2, 1);
        expect(dec(buy).eq(expected)).toBe(true);
        const sell = resultPercent(entry, pipsBetween('sell', entry, close, '1'), '1');
        expect(dec(sell).eq(expected.times(-1))).toBe(true);
      }),
    );
  });

  it('formats signed, percent first for crypto', () => {
    expect(formatSignalResult({ unit: 'points', pips: '0.0045', percent: '1.05' }, words)).toBe(
      '+1.05 % (+0.0045 points)',
    );
    expect(formatSignalResult({ unit: 'points', pips: '-0.0050', percent: '-1.16' }, words)).toBe(
      '\u22121.16 % (\u22120.0050 points)',
    );
    expect(formatSignalResult({ unit: 'pips', pips: '12.5', percent: null }, words)).toBe('+12.5 pips');
    expect(formatSignalResult({ unit: 'pips', pips: '0', percent: null }, words)).toBe('0 pips');
  });
});
