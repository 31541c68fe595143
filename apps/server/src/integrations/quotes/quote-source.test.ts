import { describe, expect, it } from 'vitest';
import { decimalPlaces, midPrice, powerOfTen } from './quote-source';

describe('price helpers', () => {
  it('counts decimal places as written, exponents included', () => {
    expect([1, 1234.5, 0.0001, 1e-7, 1.5e-7].map(decimalPlaces)).toEqual([0, 1, 4, 7, 8]);
  });

  it('gives the mid to one more decimal, without float residue', () => {
    expect(midPrice(1.08345, 1.08346)).toBe(1.083455);
    expect(midPrice(157.201, 157.215)).toBe(157.208);
    expect(midPrice(100, 100)).toBe(100);
  });

  it('writes powers of ten exactly', () => {
    expect(powerOfTen(-4)).toBe(0.0001);
    expect(powerOfTen(0)).toBe(1);
    expect(powerOfTen(2)).toBe(100);
  });
});
