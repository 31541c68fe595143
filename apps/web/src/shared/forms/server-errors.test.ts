import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { formFieldOf, serverErrorSummary } from './server-errors';

describe('formFieldOf', () => {
  const values = { name: 'a', permissions: ['ALL'], signalsLimit: { shift: 1 } };

  it('keeps a plain or nested object path', () => {
    expect(formFieldOf('name', values)).toBe('name');
    expect(formFieldOf('signalsLimit.shift', values)).toBe('signalsLimit.shift');
  });

  it('maps an item of a list onto the list', () => {
    expect(formFieldOf('permissions.0', values)).toBe('permissions');
  });
});

describe('serverErrorSummary', () => {
  const t = ((key: string) => `t:${key}`) as unknown as TFunction;

  it('joins the field errors with a period, translating known codes', () => {
    const error = new ApiError(400, 'bad_request', 'Invalid input', [
      { path: 'email', message: 'Enter a valid email address', code: 'email' },
      { path: 'nickname', message: 'Nickname taken' },
    ]);
    expect(serverErrorSummary(t, error)).toBe('t:validation.email. Nickname taken');
  });

  it("falls back to the server's message", () => {
    expect(serverErrorSummary(t, new ApiError(409, 'conflict', 'Email already in use'))).toBe(
      'Email already in use',
    );
  });
});
