import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorText, SERVER_ERROR_TYPE, SERVER_REASON_TYPE } from './error-message';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe('errorText', () => {
  it('translates a validation code', () => {
    expect(errorText(t, { type: 'too_small', message: 'tooShort2' })).toBe('t:validation.tooShort2');
  });

  it("keeps a server's own message", () => {
    expect(errorText(t, { type: SERVER_ERROR_TYPE, message: 'Email already in use' })).toBe(
      'Email already in use',
    );
  });

  it("reads zod's own English messages as an invalid value", () => {
    expect(
      errorText(t, { type: 'invalid_value', message: 'Invalid option: expected one of "en"|"fr"' }),
    ).toBe('t:validation.invalid');
  });

  it('adds the term a compliance refusal found in the field', () => {
    const withTerm = (key: string, values?: Record<string, string>) =>
      values ? `t:${key}(${Object.values(values).join('|')})` : `t:${key}`;
    const tt = withTerm as unknown as TFunction;
    expect(
      errorText(tt, {
        type: SERVER_REASON_TYPE,
        message: 'compliance_warning',
        types: { term: 'guaranteed' },
      }),
    ).toBe('t:errors.withTerm(t:reasons.compliance_warning|guaranteed)');
    expect(
      errorText(tt, { type: SERVER_ERROR_TYPE, message: 'blacklisted', types: { term: 'sure win' } }),
    ).toBe('t:errors.withTerm(t:validation.blacklisted|sure win)');
  });

  it('is empty without an error', () => {
    expect(errorText(t, undefined)).toBeUndefined();
  });
});
