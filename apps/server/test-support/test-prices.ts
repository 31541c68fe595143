import type { LivePrice, LivePrices, PricedInstrument } from '../src/modules/signals/live-prices';

/** A price board the API tests set by hand, behind the same interface as the quote hub. */
export class TestPrices implements LivePrices {
  private readonly board = new Map<string, LivePrice>();

  private key(i: Pick<PricedInstrument, 'base' | 'quote' | 'exchange'>) {
    return `${i.base}/${i.quote}@${i.exchange ?? ''}`;
  }

  set(
    instrument: Pick<PricedInstrument, 'base' | 'quote' | 'exchange'>,
    bid: string,
    ask: string,
    time = Date.now(),
  ) {
    this.board.set(this.key(instrument), { bid, ask, time, source: 'test' });
  }

  latest(instrument: PricedInstrument): LivePrice | null {
    return this.board.get(this.key(instrument)) ?? null;
  }
}
