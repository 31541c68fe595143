import type { Settings } from '@signal-desk/domain/signal-support';
import { decimalInput, formDecimal, numberInputOrNull } from '../../../shared/numbers/number-input';

/** What the settings page's inputs hold: text as typed, '' for "the default". */
export interface SettingsFormValues {
  imageLimitMb: string;
  tradeIdeaDisclaimer: string;
  defaultSignalDisclaimer: string;
  blacklistWordFilter: boolean;
  cancellationThresholds: { pips: string; points: string };
}

export function settingsFormValuesOf(settings: Settings): SettingsFormValues {
  return {
    imageLimitMb: formDecimal(settings.imageLimitMb),
    tradeIdeaDisclaimer: settings.tradeIdeaDisclaimer ?? '',
    defaultSignalDisclaimer: settings.defaultSignalDisclaimer ?? '',
    blacklistWordFilter: settings.blacklistWordFilter,
    cancellationThresholds: {
      pips: formDecimal(settings.cancellationThresholds.pips),
      points: formDecimal(settings.cancellationThresholds.points),
    },
  };
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The body of PUT /settings for one section's inputs (an empty disclaimer is null: back to the default). */
export const SETTINGS_SECTIONS = {
  general: (v: SettingsFormValues) => ({
    imageLimitMb: numberInputOrNull(v.imageLimitMb) ?? undefined,
  }),
  disclaimer: (v: SettingsFormValues) => ({
    tradeIdeaDisclaimer: textOrNull(v.tradeIdeaDisclaimer),
    defaultSignalDisclaimer: textOrNull(v.defaultSignalDisclaimer),
  }),
  blacklist: (v: SettingsFormValues) => ({ blacklistWordFilter: v.blacklistWordFilter }),
  cancellation: (v: SettingsFormValues) => ({
    cancellationThresholds: {
      pips: decimalInput(v.cancellationThresholds.pips),
      points: decimalInput(v.cancellationThresholds.points),
    },
  }),
} as const;
export type SettingsSectionName = keyof typeof SETTINGS_SECTIONS;

/** Each section's number inputs, read in the admin's language (`formResolver`'s `numberFields`). */
export const SETTINGS_NUMBER_FIELDS: Record<SettingsSectionName, readonly string[]> = {
  general: ['imageLimitMb'],
  disclaimer: [],
  blacklist: [],
  cancellation: ['cancellationThresholds.pips', 'cancellationThresholds.points'],
};

/** Words typed to add, one per line or separated by commas; blanks and repeats dropped. */
export function wordsOf(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[\n,;]/)
    .map((word) => word.trim())
    .filter((word) => {
      const key = word.toLowerCase();
      if (!word || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
