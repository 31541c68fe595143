import { QUOTE_PROVIDERS, type QuoteProviderCode } from '@signal-desk/domain/apps';
import type { CurrencyPair, CurrencyType } from '@signal-desk/domain/markets';

/** The `quoteProviders.*` translation key of a provider code. */
export function providerKey(code: QuoteProviderCode): keyof typeof QUOTE_PROVIDERS {
  const entry = Object.entries(QUOTE_PROVIDERS).find(([, value]) => value === code);
  return (entry?.[0] ?? 'oanda') as keyof typeof QUOTE_PROVIDERS;
}

/** `EUR/USD`; with `withExchange`, crypto pairs add their exchange: `BTC/USDT · binance futures`. */
export function pairName(
  pair: Pick<CurrencyPair, 'base' | 'quote' | 'exchange' | 'exchangeType'>,
  withExchange = true,
): string {
  const name = `${pair.base}/${pair.quote}`;
  if (!withExchange || !pair.exchange) return name;
  return `${name} · ${pair.exchange}${pair.exchangeType === 'futures' ? ' futures' : ''}`;
}

/** What a provider quotes: the currency types its pairs' base and quote currencies may have. */
export function sideTypesOf(provider: QuoteProviderCode): { base: CurrencyType[]; quote: CurrencyType[] } {
  if (provider === QUOTE_PROVIDERS.crypto) return { base: ['crypto'], quote: ['crypto'] };
  if (provider === QUOTE_PROVIDERS.synthetic) return { base: ['synthetic'], quote: ['forex'] };
  return { base: ['forex', 'commodity', 'indice', 'stock'], quote: ['forex'] };
}
