import { dec } from '@signal-desk/domain/decimal';
import { formatSignalResult, type ResultSubject, signalResult } from '@signal-desk/domain/signal-result';
import type { TFunction } from 'i18next';
import { formatDecimal } from '../../../shared/numbers/locale-numbers';

export type ResultTone = 'positive' | 'negative' | 'neutral';

/**
 * A trade idea's result in the UI language, signed ("+12.5 pips"; crypto "+1.05% (+0.0045 points)",
 * the points at the pair's precision), with the colour tone that goes with it; null without pips.
 */
export function resultText(
  subject: ResultSubject,
  pips: string | null,
  t: TFunction,
  locale: string,
): { text: string; tone: ResultTone } | null {
  const result = signalResult(subject, pips);
  if (!result) return null;
  const value = dec(result.pips);
  return {
    text: formatSignalResult(result, {
      number: (decimal) => formatDecimal(decimal, locale),
      withUnit: (part, signed) => t(`signals.units.${part}`, { value: signed }),
    }),
    tone: value.gt(0) ? 'positive' : value.lt(0) ? 'negative' : 'neutral',
  };
}
