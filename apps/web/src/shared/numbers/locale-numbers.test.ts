import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimalInput } from './locale-numbers';

const ok = (value: string) => ({ ok: true, value });

describe('formatDecimal', () => {
  it('uses the locale separators and keeps every digit', () => {
    expect(formatDecimal('86798.5', 'de')).toBe('86.798,5');
    expect(formatDecimal('86798.5', 'en')).toBe('86,798.5');
    expect(formatDecimal('1.15303', 'fr')).toBe('1,15303');
    expect(formatDecimal('1.153030001', 'en')).toBe('1.153030001');
    expect(formatDecimal('-0.8', 'de')).toBe('\u22120,8');
    expect(formatDecimal('86798.5', 'fr')).toBe('86\u202f798,5');
    expect(formatDecimal('86798.5', 'sv')).toBe('86\u00a0798,5');
  });

  it('leaves four-digit numbers ungrouped where the locale does', () => {
    expect(formatDecimal('2345.1', 'es')).toBe('2345,1');
    expect(formatDecimal('2345.1', 'en')).toBe('2,345.1');
  });

  it('shows nothing for no value and leaves text it does not know alone', () => {
    expect(formatDecimal(null, 'en')).toBe('');
    expect(formatDecimal('abc', 'en')).toBe('abc');
  });
});

describe('parseDecimalInput', () => {
  it('reads German numbers with their grouping and decimal comma', () => {
    expect(parseDecimalInput('85.000,50', 'de')).toEqual(ok('85000.50'));
    expect(parseDecimalInput('90.000', 'de')).toEqual({ ok: false, reason: 'ambiguous' });
    expect(parseDecimalInput('1.155', 'de')).toEqual({ ok: false, reason: 'ambiguous' });
    expect(parseDecimalInput('1.234.567', 'de')).toEqual(ok('1234567'));
    expect(parseDecimalInput('1,15303', 'de')).toEqual(ok('1.15303'));
    expect(parseDecimalInput('1.15303', 'de')).toEqual(ok('1.15303'));
    expect(parseDecimalInput('-0,8', 'de')).toEqual(ok('-0.8'));
  });

  it('reads French numbers grouped by spaces', () => {
    expect(parseDecimalInput('86 798,5', 'fr')).toEqual(ok('86798.5'));
    expect(parseDecimalInput('86\u202f798,5', 'fr')).toEqual(ok('86798.5'));
    expect(parseDecimalInput('1,15336', 'fr')).toEqual(ok('1.15336'));
  });

  it('reads English numbers and refuses a comma it cannot place', () => {
    expect(parseDecimalInput('90,000', 'en')).toEqual(ok('90000'));
    expect(parseDecimalInput('1,234.5', 'en')).toEqual(ok('1234.5'));
    expect(parseDecimalInput('1.15303', 'en')).toEqual(ok('1.15303'));
    expect(parseDecimalInput('1,5', 'en')).toEqual({ ok: false, reason: 'ambiguous' });
  });

  it('never drops digits: broken grouping and stray characters are errors', () => {
    expect(parseDecimalInput('90.00', 'de')).toEqual(ok('90.00'));
    expect(parseDecimalInput('1.234.5', 'de')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseDecimalInput('85.00,50', 'de')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseDecimalInput('1,2,3', 'de')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseDecimalInput('12a', 'en')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseDecimalInput('', 'en')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseDecimalInput('1,', 'de')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('reads back what it formats, in every language', () => {
    for (const locale of ['en', 'fr', 'es', 'de', 'sv', 'it']) {
      for (const value of ['0.5', '1.15303', '86798.5', '-1234567.125', '42']) {
        expect(parseDecimalInput(formatDecimal(value, locale), locale)).toEqual(ok(value));
      }
    }
  });
});
