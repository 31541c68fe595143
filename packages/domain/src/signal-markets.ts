import type { App, QuoteProviderCode, SignalType } from './apps';
import { APP_INFO, QUOTE_PROVIDERS } from './apps';
import type { CurrencyType, ExchangeType, PriceUnit } from './markets';

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

/** Forex-style signal types measure in pips, the rest in points (DECISIONS.md). */
export const unitOfSignalType = (signalType: SignalType): PriceUnit =>
  signalType === 'forex' || signalType === 'nfx' ? 'pips' : 'points';

/** The unit an app's rules and results are written in: pips when all its signal types use pips. */
export const unitOfApp = (app: App): PriceUnit =>
  APP_INFO[app].signalTypes.every((type) => unitOfSignalType(type) === 'pips') ? 'pips' : 'points';

/**
 * The leverage an idea keeps: only on futures (SPEC section 5, "Leverage is dropped unless the exchange
 * type is futures"), on creation and on every edit alike.
 */
export const leverageFor = (
  exchangeType: ExchangeType | null | undefined,
  leverage: number | null | undefined,
): number | null => (exchangeType === 'futures' ? (leverage ?? null) : null);
