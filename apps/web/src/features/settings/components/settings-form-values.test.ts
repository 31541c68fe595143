import { settingsInputSchema } from '@signal-desk/domain/signal-support';
import { describe, expect, it } from 'vitest';
import { SETTINGS_SECTIONS, settingsFormValuesOf, wordsOf } from './settings-form-values';

const values = settingsFormValuesOf({
  tradeIdeaDisclaimer: 'Use at your own discretion.',
  defaultSignalDisclaimer: null,
  blacklistWordFilter: true,
  cancellationThresholds: { pips: '20', points: '15' },
  imageLimitMb: 3,
});

describe('settings sections', () => {
  it('send only their own fields, each accepted by the settings schema', () => {
    expect(SETTINGS_SECTIONS.general(values)).toEqual({ imageLimitMb: 3 });
    expect(SETTINGS_SECTIONS.disclaimer({ ...values, tradeIdeaDisclaimer: ' ' })).toEqual({
      tradeIdeaDisclaimer: null,
      defaultSignalDisclaimer: null,
    });
    expect(
      SETTINGS_SECTIONS.cancellation({ ...values, cancellationThresholds: { pips: '12.5', points: '15' } }),
    ).toEqual({
      cancellationThresholds: { pips: '12.5', points: '15' },
    });
    for (const section of Object.values(SETTINGS_SECTIONS)) {
      expect(settingsInputSchema.safeParse(section(values)).success).toBe(true);
    }
  });
});

describe('wordsOf', () => {
  it('splits on lines and commas, drops blanks and repeats', () => {
    expect(wordsOf('guaranteed, risk-free\n\nGuaranteed;sure win')).toEqual([
      'guaranteed',
      'risk-free',
      'sure win',
    ]);
  });
});
