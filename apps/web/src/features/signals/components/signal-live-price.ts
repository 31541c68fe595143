import type { SignalSummary } from '@signal-desk/domain/signal';
import { closingPrice } from '@signal-desk/domain/signal-lifecycle';
import type { LivePrice, LivePriceItem } from '../../../shared/live/live-prices';
import { isLivePriceOutdated } from '../../../shared/live/use-live-prices';

/** The live price item of a trade idea's instrument. */
export function livePriceItemOfSignal(signal: SignalSummary): LivePriceItem {
  return {
    id: signal._id,
    quoteProvider: signal.quoteProvider,
    from: signal.base,
    to: signal.quote,
    exchange: signal.exchange,
    exchangeType: signal.exchangeType,
    app: signal.app,
  };
}

/**
 * The price that would close the trade now (bid for a buy, ask for a sell), from a fresh quote only;
 * null when there is none (the outcome then needs a forced close, DECISIONS.md).
 */
export function freshClosingPrice(
  signal: SignalSummary,
  price: LivePrice | undefined,
  now: number,
): string | null {
  if (price?.status !== 'live' || isLivePriceOutdated(price, now)) return null;
  return closingPrice(signal.side, String(price.quote.bid), String(price.quote.ask));
}
