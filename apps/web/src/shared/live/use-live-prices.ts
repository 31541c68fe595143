import { startTransition, useEffect, useMemo, useState } from 'react';
import { instrumentKey, type LivePrice, type LivePriceItem, livePrices } from './live-prices';

/**
 * Live prices, by item id, for as long as the calling component is mounted.
 *
 *   const prices = useLivePrices(pairs.map((pair) => livePriceItemOfPair(pair)));
 *   <LivePriceView price={prices.get(pair._id)} />
 *
 * Each item names an instrument (quote provider, from, to, and for crypto the exchange and spot or
 * futures, see `LivePriceItem`). Every component of the page shares one streaming connection to
 * `POST /api/sse/subscribe-to-quotes`; changing the items or unmounting updates it, and the last one to
 * leave closes it (and calls `POST /api/sse/unsubscribe-quotes`). A price is
 * `{status: 'waiting' | 'live' | 'unavailable' | 'failed'}`; a live one carries the quote (bid, ask,
 * price, time, simulated). `LivePriceView` shows it with its age, "simulated" and "Price outdated,
 * use manual price"; `livePriceAge` / `isLivePriceOutdated` give the same facts to code.
 */
export function useLivePrices(items: readonly LivePriceItem[]): ReadonlyMap<string, LivePrice> {
  const stable = useStableItems(items);
  useEffect(() => livePrices.register(stable), [stable]);
  const version = usePriceVersion();
  return useMemo(() => {
    void version; // recomputed on every price change
    return new Map(stable.map((item) => [item.id, livePrices.priceOf(item)]));
  }, [stable, version]);
}

/**
 * The hub's version, followed in transitions: a page full of prices ticking several times a second
 * redraws in slices of a few milliseconds between which the browser stays responsive, not in one task
 * per tick (a store read through `useSyncExternalStore` always redraws at once, in one task).
 */
function usePriceVersion(): number {
  const [version, setVersion] = useState(livePrices.getVersion);
  useEffect(() => {
    const follow = () => startTransition(() => setVersion(livePrices.getVersion()));
    const unsubscribe = livePrices.subscribe(follow);
    follow(); // a change between the render and this subscription
    return unsubscribe;
  }, []);
  return version;
}

/** The live price of one item (`undefined` while there is none to ask for, e.g. no pair chosen yet). */
export function useLivePrice(item: LivePriceItem | null | undefined): LivePrice | undefined {
  const prices = useLivePrices(useMemo(() => (item ? [item] : []), [item]));
  return item ? prices.get(item.id) : undefined;
}

/** Milliseconds since the price was made (on the feed's clock), or null without a live price. */
export function livePriceAge(price: LivePrice | undefined, now = Date.now()): number | null {
  return price?.status === 'live' ? livePrices.ageOf(price.quote, now) : null;
}

/** True when a live price is older than 15 s: no automatic action, "use manual price". */
export function isLivePriceOutdated(price: LivePrice | undefined, now = Date.now()): boolean {
  return price?.status === 'live' && livePrices.isOutdated(price.quote, now);
}

/** The same array for as long as the items ask for the same instruments under the same ids. */
function useStableItems(items: readonly LivePriceItem[]): readonly LivePriceItem[] {
  const signature = items.map((item) => `${item.id} ${instrumentKey(item)}`).join('\n');
  const [stable, setStable] = useState({ signature, items });
  if (stable.signature !== signature) {
    setStable({ signature, items });
    return items;
  }
  return stable.items;
}
