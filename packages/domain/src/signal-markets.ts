import type { QuoteProviderCode, SignalType } from './apps';
import { QUOTE_PROVIDERS } from './apps';
import type { CurrencyType } from './markets';

/** Pair types each signal type trades: forex-style apps take metals and oil too. */
export const PAIR_TYPES_OF_SIGNAL_TYPE: Record<SignalType, readonly CurrencyType[]> = {
  forex: ['forex', 'commodity'],
  nfx: ['forex', 'commodity'],
  stock: ['stock'],
  crypto: ['crypto'],
  indice: ['indice'],
  synthetic: ['synthetic'],
};

/** Whether a pair of this type may carry a signal of this signal type. */
export const pairFitsSignalType = (signalType: SignalType, pairType: CurrencyType) =>
  PAIR_TYPES_OF_SIGNAL_TYPE[signalType].includes(pairType);

/**
 * The quote provider that prices a signal type (SPEC section 1: indices need OANDA, synthetic the
 * synthetic provider, crypto the exchanges); it keys the admin's signal settings with the app.
 */
export function quoteProviderOfSignalType(signalType: SignalType): QuoteProviderCode {
  if (signalType === 'crypto') return QUOTE_PROVIDERS.crypto;
  if (signalType === 'synthetic') return QUOTE_PROVIDERS.synthetic;
  return QUOTE_PROVIDERS.oanda;
}
