import type { QuoteView } from '@signal-desk/domain/markets';
import type { Feed } from '../integrations/quotes/quote-source';
import { type QuoteTarget, quoteKey } from '../modules/quotes/quote-target';
import type { LivePrice, LivePrices, PricedInstrument } from '../modules/signals/engine-service';

/** Where an instrument's quotes come from: OANDA, Deriv, or its crypto exchange, by provider symbol. */
export function quoteTargetOf(
  instrument: Pick<PricedInstrument, 'quoteProvider' | 'exchange' | 'symbolId'>,
): QuoteTarget | null {
  const feed = (
    instrument.quoteProvider === 1 ? 'oanda' : instrument.quoteProvider === 2 ? 'deriv' : instrument.exchange
  ) as Feed | null;
  if (!feed) return null;
  return { feed, symbol: instrument.symbolId, key: quoteKey(feed, instrument.symbolId) };
}

export const toLivePrice = (view: QuoteView): LivePrice => ({
  bid: String(view.bid),
  ask: String(view.ask),
  time: view.time,
  source: view.key,
});

/** The signals module's view of the quote hub's cache. */
export function hubPrices(hub: { latest(key: string): QuoteView | undefined }): LivePrices {
  return {
    latest(instrument) {
      const target = quoteTargetOf(instrument);
      const view = target ? hub.latest(target.key) : undefined;
      return view ? toLivePrice(view) : null;
    },
  };
}
