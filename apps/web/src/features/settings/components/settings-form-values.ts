import type { Settings } from '@signal-desk/domain/signal-support';

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
    imageLimitMb: String(settings.imageLimitMb),
    tradeIdeaDisclaimer: settings.tradeIdeaDisclaimer ?? '',
    defaultSignalDisclaimer: settings.defaultSignalDisclaimer ?? '',
    blacklistWordFilter: settings.blacklistWordFilter,
    cancellationThresholds: { ...settings.cancellationThresholds },
  };
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The body of PUT /settings for one section's inputs (an empty disclaimer is null: back to the default). */
export const SETTINGS_SECTIONS = {
  general: (v: SettingsFormValues) => ({
    imageLimitMb: v.imageLimitMb.trim() === '' ? undefined : Number(v.imageLimitMb),
  }),
  disclaimer: (v: SettingsFormValues) => ({
    tradeIdeaDisclaimer: textOrNull(v.tradeIdeaDisclaimer),
    defaultSignalDisclaimer: textOrNull(v.defaultSignalDisclaimer),
  }),
  blacklist: (v: SettingsFormValues) => ({ blacklistWordFilter: v.blacklistWordFilter }),
  cancellation: (v: SettingsFormValues) => ({
    cancellationThresholds: {
      pips: v.cancellationThresholds.pips.trim().replace(',', '.'),
      points: v.cancellationThresholds.points.trim().replace(',', '.'),
    },
  }),
} as const;
export type SettingsSectionName = keyof typeof SETTINGS_SECTIONS;

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
