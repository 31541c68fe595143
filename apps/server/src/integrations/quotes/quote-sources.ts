import { EXCHANGES } from '@signal-desk/domain/markets';
import type { QuotesConfig } from '../../config';
import { CcxtSource } from './ccxt-source';
import { DerivSource } from './deriv-source';
import { OandaSource } from './oanda-source';
import type { Feed, ProviderKind, QuoteSource } from './quote-source';
import { simulatedCatalogue } from './simulated-catalogue';
import { SimulatedMarket } from './simulated-market';

/** The source of every feed: the configured provider, or the simulated market when none is chosen. */
export async function createQuoteSources(config: QuotesConfig): Promise<Map<Feed, QuoteSource>> {
  const catalogue = simulatedCatalogue();
  const epoch = Date.now();
  const simulated = (feed: Feed, kind: ProviderKind) =>
    new SimulatedMarket({
      feed,
      kind,
      instruments: catalogue[feed],
      seed: config.simulation.seed,
      epoch,
      ticksPerSecond: config.simulation.ticksPerSecond,
    });

  const sources = new Map<Feed, QuoteSource>([
    [
      'oanda',
      config.forex.provider === 'oanda' ? new OandaSource(config.forex) : simulated('oanda', 'oanda'),
    ],
    [
      'deriv',
      config.synthetic.provider === 'deriv'
        ? new DerivSource(config.synthetic)
        : simulated('deriv', 'synthetic'),
    ],
  ]);
  for (const exchange of EXCHANGES) {
    sources.set(
      exchange,
      config.crypto.provider === 'ccxt'
        ? await CcxtSource.create({ exchange })
        : simulated(exchange, 'crypto'),
    );
  }
  return sources;
}
