import { dec } from '@signal-desk/domain/decimal';
import { formatDecimal } from '../../../shared/numbers/locale-numbers';

export type PipsTone = 'positive' | 'negative' | 'neutral';

/**
 * Pips or points with their sign in the locale's format ("+12.5", "-3", "0"; "+12,5" in German) and the
 * colour tone that goes with it.
 */
export function pipsText(pips: string | null, locale: string): { text: string; tone: PipsTone } | null {
  if (pips === null) return null;
  const value = dec(pips);
  if (value.gt(0)) return { text: `+${formatDecimal(value.toFixed(), locale)}`, tone: 'positive' };
  if (value.lt(0)) return { text: formatDecimal(value.toFixed(), locale), tone: 'negative' };
  return { text: '0', tone: 'neutral' };
}
