import type { InstrumentMeta, ProviderKind, QuoteSource } from '../../integrations/quotes/quote-source';
import type { MarketData, ProviderInfo } from './market-data';

const CODES: Record<ProviderKind, 1 | 2 | -1> = { oanda: 1, synthetic: 2, crypto: -1 };
const NAMES: Record<ProviderKind, string> = {
  oanda: 'OANDA',
  synthetic: 'Deriv synthetic indices',
  crypto: 'Crypto exchanges',
};
/** Instrument lists change rarely; asking a provider again within this time reuses its answer. */
const INSTRUMENTS_TTL_MS = 10 * 60 * 1000;

/** The exchange a crypto source serves: its name is `<implementation>:<exchange>`. */
const exchangeOf = (source: QuoteSource) => source.name.split(':')[1] ?? source.name;

/** MarketData over the running quote sources (real adapters or the simulated market). */
export function sourcesMarketData(sources: () => readonly QuoteSource[]): MarketData {
  const cache = new Map<QuoteSource, { at: number; list: Promise<InstrumentMeta[]> }>();
  const instrumentsOf = (source: QuoteSource) => {
    const hit = cache.get(source);
    if (hit && Date.now() - hit.at < INSTRUMENTS_TTL_MS) return hit.list;
    const list = source.instruments().catch(() => {
      cache.delete(source);
      return [] as InstrumentMeta[];
    });
    cache.set(source, { at: Date.now(), list });
    return list;
  };

  return {
    providers(): ProviderInfo[] {
      const kinds: ProviderKind[] = ['oanda', 'synthetic', 'crypto'];
      return kinds.flatMap((kind) => {
        const ofKind = sources().filter((s) => s.kind === kind);
        if (ofKind.length === 0) return [];
        return [
          {
            code: CODES[kind],
            name: NAMES[kind],
            simulated: ofKind.every((s) => s.simulated),
            exchanges: kind === 'crypto' ? ofKind.map(exchangeOf).sort() : [],
          },
        ];
      });
    },
    async instruments(quoteProvider, exchange) {
      const kind = (Object.keys(CODES) as ProviderKind[]).find((k) => CODES[k] === quoteProvider);
      const source = sources().find(
        (s) => s.kind === kind && (kind !== 'crypto' || exchangeOf(s) === exchange),
      );
      return source ? instrumentsOf(source) : [];
    },
  };
}
