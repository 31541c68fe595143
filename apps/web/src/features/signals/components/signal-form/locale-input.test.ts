import i18n from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDecimal, readDecimal } from './signal-form-values';

describe('numbers of the trade idea form in German', () => {
  beforeAll(async () => {
    await i18n.init({ lng: 'de', resources: {} });
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('reads the German separators and refuses what could mean two numbers', () => {
    expect(readDecimal('85.000,50')).toBe('85000.50');
    expect(readDecimal('1,15303')).toBe('1.15303');
    expect(readDecimal('1.15303')).toBe('1.15303');
    expect(readDecimal('90.000')).toBeNull();
    expect(readDecimal('1.155')).toBeNull();
  });

  it('fills the fields the way a German admin types, so saving reads back the same value', () => {
    for (const price of ['1.155', '155.123', '86798.5', '0.00012']) {
      expect(readDecimal(formDecimal(price))).toBe(price);
    }
    expect(formDecimal('1.155')).toBe('1,155');
  });
});
