import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { marketErrorText, marketMessage } from './market-messages';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe('marketMessage', () => {
  it('translates the SPEC messages the API answers', () => {
    expect(marketMessage(t, 'Exchange does not exist for the current pair')).toBe(
      't:pairs.messages.exchangeLacksPair',
    );
    expect(marketMessage(t, 'No price for the pair on the chosen exchange: choose another')).toBe(
      't:pairs.messages.noPriceOnExchange',
    );
  });

  it('keeps any other message', () => {
    expect(marketMessage(t, 'Something else')).toBe('Something else');
  });
});

describe('marketErrorText', () => {
  it('translates field errors once each, by code or by text', () => {
    const message = 'Currency not supported by any broker, so quotes do not update automatically';
    const error = new ApiError(400, 'bad_request', message, [
      { path: 'base', message },
      { path: 'exchange', message: 'This field is required', code: 'required' },
    ]);
    expect(marketErrorText(t, error)).toBe('t:pairs.messages.unsupportedByBroker. t:validation.required');
  });

  it('translates a message without fields', () => {
    expect(marketErrorText(t, new ApiError(409, 'conflict', 'This pair already exists'))).toBe(
      't:pairs.messages.pairExists',
    );
  });
});
