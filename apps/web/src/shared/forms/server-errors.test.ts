import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { errorText } from './error-message';
import { applyServerErrors, formFieldOf, serverErrorSummary } from './server-errors';

describe('formFieldOf', () => {
  const values = { name: 'a', permissions: ['ALL'], signalsLimit: { shift: 1 } };

  it('keeps a plain or nested object path', () => {
    expect(formFieldOf('name', values)).toBe('name');
    expect(formFieldOf('signalsLimit.shift', values)).toBe('signalsLimit.shift');
  });

  it('maps an item of a list of values onto the list', () => {
    expect(formFieldOf('permissions.0', values)).toBe('permissions');
  });

  it("keeps the field of an object in a list, and puts the object's own error on the list", () => {
    const filter = {
      filterData: [
        { id: 'a', label: 'A' },
        { id: 'a', label: 'B' },
      ],
    };
    expect(formFieldOf('filterData.1.id', filter)).toBe('filterData.1.id');
    expect(formFieldOf('filterData.1', filter)).toBe('filterData');
    expect(formFieldOf('filterData.7.id', filter)).toBe('filterData');
  });

  it('puts an item of a list read from one text input on that input', () => {
    expect(formFieldOf('words.3', { words: 'scam, sure win' })).toBe('words');
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

describe('applyServerErrors', () => {
  it('puts each field error on its field, with the term a compliance refusal found', () => {
    const set: Record<string, unknown> = {};
    const form = {
      getValues: () => ({ title: 'x', body: 'y' }),
      setError: (name: string, error: unknown) => {
        set[name] = error;
      },
    } as unknown as Parameters<typeof applyServerErrors>[1];
    const error = new ApiError(400, 'bad_request', 'Compliance warning', [
      { path: 'body', message: 'x', code: 'blacklisted', reason: 'compliance_warning', term: 'guaranteed' },
      { path: 'title', message: 'Must be at most 100 characters', code: 'tooLong100' },
    ]);
    expect(applyServerErrors(error, form)).toBe(true);
    expect(set).toEqual({
      body: { type: 'server-reason', message: 'compliance_warning', types: { term: 'guaranteed' } },
      title: { type: 'server', message: 'tooLong100' },
    });
  });
  it('puts the errors of one item saved on its own under that item', () => {
    const set: Record<string, unknown> = {};
    const form = {
      getValues: () => ({ banners: [{ text: 'a' }, { text: 'b', translations: { fr: { text: 'c' } } }] }),
      setError: (name: string, error: unknown) => {
        set[name] = error;
      },
    } as unknown as Parameters<typeof applyServerErrors>[1];
    const error = new ApiError(409, 'conflict', 'Outdated', [
      { path: 'text', message: 'x', code: 'bannerWords' },
      { path: 'translations.fr.text', message: 'y', reason: 'translations_outdated' },
    ]);
    applyServerErrors(error, form, 'banners.1');
    expect(Object.keys(set)).toEqual(['banners.1.text', 'banners.1.translations.fr.text']);
  });
});

describe('a refusal whose code takes parameters', () => {
  const t = ((key: string, values?: Record<string, unknown>) =>
    values
      ? `t:${key}(${Object.entries(values)
          .map(([k, v]) => `${k}=${v}`)
          .join(',')})`
      : `t:${key}`) as unknown as TFunction;
  const field = {
    path: 'takeProfits.0',
    message: 'The risk/reward ratio of take profit 1 is 1.5; the expected ratio is at least 2',
    code: 'ruleRiskReward',
    params: { number: 1, actual: '1.5', expected: '2' },
  };

  it('is translated with its parameters in a summary', () => {
    const error = new ApiError(400, 'bad_request', field.message, [field]);
    expect(serverErrorSummary(t, error)).toBe('t:validation.ruleRiskReward(number=1,actual=1.5,expected=2)');
  });

  it('keeps its parameters on the form field it lands on', () => {
    const set: Record<string, Parameters<typeof errorText>[1]> = {};
    const form = {
      getValues: () => ({ takeProfits: ['1.1'] }),
      setError: (name: string, error: Parameters<typeof errorText>[1]) => {
        set[name] = error;
      },
    } as unknown as Parameters<typeof applyServerErrors>[1];
    applyServerErrors(new ApiError(400, 'bad_request', field.message, [field]), form);
    expect(errorText(t, set.takeProfits)).toBe('t:validation.ruleRiskReward(number=1,actual=1.5,expected=2)');
  });
});
