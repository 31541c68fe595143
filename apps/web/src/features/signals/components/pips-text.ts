import { dec } from '@signal-desk/domain/decimal';

export type PipsTone = 'positive' | 'negative' | 'neutral';

/** Pips or points with their sign ("+12.5", "-3", "0") and the colour tone that goes with it. */
export function pipsText(pips: string | null): { text: string; tone: PipsTone } | null {
  if (pips === null) return null;
  const value = dec(pips);
  if (value.gt(0)) return { text: `+${value.toFixed()}`, tone: 'positive' };
  if (value.lt(0)) return { text: value.toFixed(), tone: 'negative' };
  return { text: '0', tone: 'neutral' };
}
