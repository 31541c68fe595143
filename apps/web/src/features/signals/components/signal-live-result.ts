import { dec, text } from '@signal-desk/domain/decimal';
import { pipsBetween } from '@signal-desk/domain/pips';
import { isOpen, type SignalSummary } from '@signal-desk/domain/signal';
import { closingPrice } from '@signal-desk/domain/signal-lifecycle';
import type { LivePrice } from '../../../shared/live/live-prices';
import { isLivePriceOutdated } from '../../../shared/live/use-live-prices';

export type LiveState = 'closed' | 'waiting' | 'live' | 'outdated' | 'unavailable';

export interface LiveResult {
  state: LiveState;
  /** The price that would close the trade now (bid for a buy, ask for a sell); the close price once closed. */
  price: string | null;
  /** The result to show: floating pips of an active idea at a live price, else the recorded result. */
  pips: string | null;
  /** True when `pips` floats with the market (an active idea at a fresh price). */
  floating: boolean;
}

/**
 * What a row or the trade idea's page shows of the market: a closed idea keeps its final result and
 * close price; an active one floats with the fresh closing price; a pending one shows the price it waits
 * on; an outdated quote is shown as such and never turns into a result.
 */
export function liveResultOf(signal: SignalSummary, price: LivePrice | undefined, now: number): LiveResult {
  if (!isOpen(signal.status)) {
    return { state: 'closed', price: signal.closePrice, pips: signal.pips, floating: false };
  }
  if (!price || price.status === 'waiting') {
    return { state: 'waiting', price: null, pips: signal.pips, floating: false };
  }
  if (price.status !== 'live')
    return { state: 'unavailable', price: null, pips: signal.pips, floating: false };
  const closing = closingPrice(signal.side, text(dec(price.quote.bid)), text(dec(price.quote.ask)));
  if (isLivePriceOutdated(price, now)) {
    return { state: 'outdated', price: closing, pips: signal.pips, floating: false };
  }
  if (signal.status !== 'active') return { state: 'live', price: closing, pips: null, floating: false };
  return {
    state: 'live',
    price: closing,
    pips: pipsBetween(signal.side, signal.entry, closing, signal.multiplier),
    floating: true,
  };
}
