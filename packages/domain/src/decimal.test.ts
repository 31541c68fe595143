import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compare } from './decimal';

// Decimals with up to 30 significant digits: many differ by less than a double can tell apart.
const decimalArb = fc
  .tuple(
    fc.boolean(),
    fc.bigInt({ min: 0n, max: 10n ** 30n }),
    fc.integer({ min: 0, max: 30 }),
    fc.constantFrom('', '0', '000'),
  )
  .map(([negative, digits, scale, zeros]) => {
    const padded = digits.toString().padStart(scale + 1, '0');
    const point = padded.length - scale;
    const text = scale ? `${padded.slice(0, point)}.${padded.slice(point)}${zeros}` : padded;
    return negative ? `-${text}` : text;
  });

describe('compare', () => {
  it('orders decimal text exactly as big.js does, also where doubles cannot tell values apart', () => {
    fc.assert(
      fc.property(decimalArb, decimalArb, fc.nat({ max: 3 }), (a, b, nudge) => {
        // Often compare a value with a near neighbour (one unit in the last place away) or itself.
        const c =
          nudge === 0
            ? a
            : nudge === 1
              ? b
              : new Big(a).plus(new Big(10).pow(-30).times(nudge - 2)).toFixed();
        expect(compare(a, c)).toBe(new Big(a).cmp(c));
        expect(compare(c, a)).toBe(new Big(c).cmp(a));
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses text that is not a decimal', () => {
    expect(() => compare('abc', '1')).toThrow();
  });
});
