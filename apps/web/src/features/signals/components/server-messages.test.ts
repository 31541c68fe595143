import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { isOutdated, knownMessageOf, needsForce, signalErrorText } from './server-messages';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe('server messages', () => {
  it('recognises the SPEC section 8 refusals of the trade idea API', () => {
    expect(knownMessageOf('Limit reached for today, contact the admin')).toBe('limitReached');
    expect(knownMessageOf('Outdated signal data, reload')).toBe('outdated');
    expect(knownMessageOf('You cannot modify a cancelled or SL-hit trade idea')).toBe('frozen');
    expect(knownMessageOf('No changes to save')).toBe('noChanges');
    expect(
      knownMessageOf(
        'The outcome cannot be determined without a fresh price: confirm a forced close, optionally with the closing price',
      ),
    ).toBe('forceRequired');
    expect(
      knownMessageOf(
        'The price moved: this would now close as cancelled. Check the outcome and confirm again',
      ),
    ).toBe('outcomeChanged');
    expect(knownMessageOf('Something else')).toBeNull();
  });

  it('translates known refusals and keeps the others', () => {
    expect(signalErrorText(t, new ApiError(409, 'conflict', 'Outdated signal data, reload'))).toBe(
      't:signals.serverMessages.outdated',
    );
    expect(signalErrorText(t, new ApiError(400, 'bad_request', 'Odd'))).toBe('Odd');
    expect(
      signalErrorText(
        t,
        new ApiError(400, 'bad_request', 'The price levels are not valid', [
          { path: 'takeProfits.0', message: 'x', code: 'takeProfitSide' },
        ]),
      ),
    ).toBe('t:validation.takeProfitSide');
  });

  it('tells a stale version and a needed forced close apart', () => {
    expect(isOutdated(new ApiError(409, 'conflict', 'Outdated signal data, reload'))).toBe(true);
    expect(needsForce(new ApiError(409, 'conflict', 'Outdated signal data, reload'))).toBe(false);
  });
});
