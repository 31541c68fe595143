import { dec } from './decimal';
import type { LifecycleSignal } from './signal-lifecycle';

/**
 * The band outside which a price moves an open signal (the price being the bid for a buy, the ask
 * for a sell): at or below `low`, or at or above `high`. Inside it, a tick changes nothing but the
 * last price. Null for closed signals. Kept consistent with `transition` by a property test.
 */
export interface TriggerBand {
  low: number;
  high: number;
}

export function triggerBand(s: LifecycleSignal): TriggerBand | null {
  if (s.status === 'pending') {
    const margin = s.activationMargin;
    // A buy limit or a sell stop activates at or below the entry, the others at or above it; the
    // activation margin widens that by its distance (summed exactly, then rounded once).
    const activatesBelow = (s.orderType === 'limit') === (s.side === 'buy');
    if (margin === null)
      return activatesBelow
        ? { low: Number(s.entry), high: Number.POSITIVE_INFINITY }
        : { low: Number.NEGATIVE_INFINITY, high: Number(s.entry) };
    return activatesBelow
      ? { low: dec(s.entry).plus(margin).toNumber(), high: Number.POSITIVE_INFINITY }
      : { low: Number.NEGATIVE_INFINITY, high: dec(s.entry).minus(margin).toNumber() };
  }
  if (s.status !== 'active') return null;
  const nextTp = s.takeProfits.find((tp) => !tp.hitAt);
  const stopLoss = Number(s.stopLoss);
  if (s.side === 'buy')
    return { low: stopLoss, high: nextTp ? Number(nextTp.price) : Number.POSITIVE_INFINITY };
  return { low: nextTp ? Number(nextTp.price) : Number.NEGATIVE_INFINITY, high: stopLoss };
}

/** Whether a price leaves the band (and so may change the signal). */
export const triggers = (band: TriggerBand, price: number) => price <= band.low || price >= band.high;
