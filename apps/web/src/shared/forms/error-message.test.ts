import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorText, SERVER_ERROR_TYPE } from './error-message';

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

  it('is empty without an error', () => {
    expect(errorText(t, undefined)).toBeUndefined();
  });
});
