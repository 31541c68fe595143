import type { InstrumentMeta } from '../../integrations/quotes/quote-source';

/** A quote provider as the markets screens show it. */
export interface ProviderInfo {
  code: 1 | 2 | -1;
  name: string;
  simulated: boolean;
  /** For crypto: the exchanges it reaches. */
  exchanges: string[];
}

/** What the markets module needs to know from the quote providers (implemented over the quote hub). */
export interface MarketData {
  providers(): ProviderInfo[];
  /** Instruments of the provider (for crypto: of that exchange); empty when the provider is unreachable. */
  instruments(quoteProvider: 1 | 2 | -1, exchange?: string | null): Promise<InstrumentMeta[]>;
}
