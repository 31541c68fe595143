import { EXCHANGES, type Exchange, type ExchangeType } from '@signal-desk/domain/markets';
import { type Feed, powerOfTen } from './quote-source';

/** An instrument of the simulated market, with the behaviour of its real counterpart. */
export interface SimulatedInstrument {
  symbol: string;
  base: string;
  quote: string;
  /** Where the walk starts: close to the market at the time of writing. */
  start: number;
  /** Decimal places of prices. */
  decimals: number;
  pipSize: number;
  /** Spread range in pips. */
  spreadPips: readonly [number, number];
  /** Annualised volatility: 0.07 is 7 % a year. */
  volatility: number;
  ticksPerSecond: number;
  /** Ticks on a fixed beat (Deriv's indices) rather than at random moments. */
  regular: boolean;
  /** Instruments with the same path move together: one coin on several exchanges. */
  path: string;
  /** Constant relative premium over the shared path (an exchange's own level). */
  basis: number;
  market?: ExchangeType;
  contractSize?: number;
}

type Row = [
  symbol: string,
  start: number,
  decimals: number,
  spreadPips: [number, number],
  volatility: number,
];

// OANDA names; pip 10^-4 (10^-2 for JPY, metals and oil, 1 for indices), as OANDA's pipLocation.
const FOREX: Row[] = [
  ['EUR_USD', 1.153, 5, [0.1, 1.2], 0.07],
  ['GBP_USD', 1.308, 5, [0.3, 1.8], 0.08],
  ['USD_JPY', 157.2, 3, [0.2, 1.5], 0.1],
  ['USD_CHF', 0.806, 5, [0.5, 2], 0.07],
  ['AUD_USD', 0.645, 5, [0.3, 1.5], 0.09],
  ['USD_CAD', 1.411, 5, [0.5, 2], 0.06],
  ['NZD_USD', 0.561, 5, [0.5, 2.5], 0.1],
  ['EUR_GBP', 0.881, 5, [0.5, 2], 0.05],
  ['EUR_JPY', 181.2, 3, [0.5, 2], 0.09],
  ['GBP_JPY', 205.6, 3, [1, 3], 0.1],
  ['EUR_CHF', 0.929, 5, [0.6, 2.5], 0.05],
  ['AUD_JPY', 101.4, 3, [0.8, 2.5], 0.11],
  ['EUR_AUD', 1.788, 5, [0.8, 2.5], 0.08],
  ['XAU_USD', 4070, 2, [20, 50], 0.2],
  ['XAG_USD', 50.5, 4, [150, 350], 0.3],
  ['BCO_USD', 62.8, 3, [2, 4], 0.3],
  ['WTICO_USD', 58.7, 3, [2, 4], 0.32],
  ['SPX500_USD', 6600, 1, [0.4, 0.8], 0.16],
  ['NAS100_USD', 24200, 1, [1, 2], 0.2],
  ['US30_USD', 46200, 1, [1.5, 3], 0.15],
  ['DE30_EUR', 23100, 1, [0.8, 2], 0.17],
  ['UK100_GBP', 9550, 1, [0.8, 2], 0.13],
  ['JP225_USD', 48600, 1, [6, 12], 0.22],
  ['FR40_EUR', 8120, 1, [0.8, 2], 0.15],
  ['AU200_AUD', 8650, 1, [0.8, 2], 0.13],
  ['GBP_CHF', 1.062, 5, [1, 3], 0.07],
  ['CAD_JPY', 111.6, 3, [1, 2.5], 0.09],
  ['USD_SEK', 9.48, 5, [15, 40], 0.1],
  ['USD_ZAR', 17.35, 5, [40, 90], 0.14],
  ['USD_MXN', 18.42, 5, [20, 60], 0.12],
  // Share CFDs as OANDA quotes them in some regions (MIRA's stocks): two decimals, cent spreads.
  ['AAPL_USD', 271.5, 2, [1, 3], 0.28],
  ['MSFT_USD', 507.2, 2, [2, 5], 0.25],
  ['NVDA_USD', 181.4, 2, [1, 3], 0.5],
  ['AMZN_USD', 222.7, 2, [1, 3], 0.32],
  ['TSLA_USD', 401.9, 2, [3, 8], 0.6],
  ['GOOGL_USD', 289.3, 2, [1, 3], 0.3],
  ['JPM_USD', 301.2, 2, [2, 5], 0.24],
];

function forexPip(symbol: string, decimals: number): number {
  if (decimals === 1) return 1;
  if (decimals === 2) return 0.01;
  if (/JPY|XAU|BCO|WTICO/.test(symbol)) return 0.01;
  return 0.0001;
}

// Deriv's volatility indices: R_n ticks every 2 s, 1HZnV every second, each with n % volatility.
// Deriv's tick pip_size (decimals) and active_symbols pip.
const SYNTHETIC: [
  symbol: string,
  start: number,
  decimals: number,
  spreadPips: [number, number],
  volatility?: number,
][] = [
  ['R_10', 5160.4, 3, [150, 250]],
  ['R_25', 2950.12, 3, [200, 300]],
  ['R_50', 155.8421, 4, [100, 200]],
  ['R_75', 36300.1234, 4, [15000, 25000]],
  ['R_100', 1420.55, 2, [15, 25]],
  ['1HZ10V', 9150.25, 2, [10, 20]],
  ['1HZ25V', 612400.5, 2, [400, 800]],
  ['1HZ50V', 180.35, 2, [2, 4]],
  ['1HZ75V', 3920.6, 2, [20, 40]],
  ['1HZ100V', 1050.75, 2, [15, 25]],
  // Boom and Crash move in rare spikes, the Step index in fixed 0.1 steps: modelled as walks of their size.
  ['BOOM1000', 14980.3, 3, [200, 400], 0.3],
  ['CRASH1000', 7650.8, 3, [200, 400], 0.3],
  ['stpRNG', 7890.4, 1, [1, 1], 0.05],
];

const COINS: [coin: string, start: number, decimals: number, volatility: number, ticksPerSecond: number][] = [
  ['BTC', 86500, 2, 0.45, 4],
  ['ETH', 2850, 2, 0.65, 3],
  ['SOL', 132, 2, 0.8, 2],
  ['XRP', 2.02, 4, 0.85, 2],
  ['BNB', 860, 2, 0.5, 1.5],
  ['DOGE', 0.148, 5, 0.95, 1.5],
  ['ADA', 0.43, 4, 0.85, 1.5],
  ['LTC', 84, 2, 0.75, 1],
  ['AVAX', 13.5, 2, 0.85, 1],
  ['LINK', 12.9, 2, 0.8, 1],
  ['TRX', 0.275, 4, 0.5, 1],
  ['DOT', 2.45, 3, 0.85, 1],
  ['BCH', 520, 2, 0.7, 1],
  ['XLM', 0.24, 5, 0.8, 1],
  ['ATOM', 2.6, 3, 0.85, 1],
  ['UNI', 6.1, 3, 0.9, 1],
];

interface ExchangeProfile {
  markets: readonly ExchangeType[];
  /** Wider books on smaller venues: spreads are 1-3 ticks times this. */
  spreadFactor: number;
  basis: number;
  /** Coins the exchange does not list. */
  missing?: readonly string[];
  /** Futures contract sizes where they are not one coin. */
  contractSizes?: Readonly<Record<string, number>>;
}

const EXCHANGE_PROFILES: Record<Exchange, ExchangeProfile> = {
  binance: { markets: ['spot', 'futures'], spreadFactor: 1, basis: 0 },
  binanceusdm: { markets: ['futures'], spreadFactor: 1, basis: 0 },
  hitbtc: { markets: ['spot'], spreadFactor: 4, basis: -0.0004 },
  huobi: { markets: ['spot'], spreadFactor: 2, basis: -0.0002 },
  kraken: { markets: ['spot'], spreadFactor: 3, basis: 0.0003, missing: ['BNB'] },
  kucoin: { markets: ['spot'], spreadFactor: 2, basis: 0.0002 },
  okex: { markets: ['spot'], spreadFactor: 1, basis: -0.0001 },
  bybit: { markets: ['spot'], spreadFactor: 1, basis: 0.0001 },
  kucoinfutures: {
    markets: ['futures'],
    spreadFactor: 2,
    basis: 0.0002,
    contractSizes: { BTC: 0.001, ETH: 0.01 },
  },
  bitgetfutures: { markets: ['futures'], spreadFactor: 1, basis: 0.0001 },
  bybit_futures: { markets: ['futures'], spreadFactor: 1, basis: 0.0001 },
};

/** Perpetual futures trade a little above spot. */
const FUTURES_PREMIUM = 0.0003;

function forexInstruments(): SimulatedInstrument[] {
  return FOREX.map(([symbol, start, decimals, spreadPips, volatility]) => {
    const [base = symbol, quote = ''] = symbol.split('_');
    const majorOrMetal = /^(EUR_USD|USD_JPY|GBP_USD|AUD_USD|XAU_USD)$/.test(symbol);
    return {
      symbol,
      base,
      quote,
      start,
      decimals,
      pipSize: forexPip(symbol, decimals),
      spreadPips,
      volatility,
      ticksPerSecond: majorOrMetal ? 2.5 : 1.5,
      regular: false,
      path: symbol,
      basis: 0,
    };
  });
}

function syntheticInstruments(): SimulatedInstrument[] {
  return SYNTHETIC.map(([symbol, start, decimals, spreadPips, volatility]) => ({
    symbol,
    base: symbol,
    quote: 'USD',
    start,
    decimals,
    pipSize: powerOfTen(-decimals),
    spreadPips,
    volatility: volatility ?? Number(/(\d+)V?$/.exec(symbol)?.[1]) / 100,
    ticksPerSecond: symbol.startsWith('1HZ') ? 1 : 0.5,
    regular: true,
    path: symbol,
    basis: 0,
  }));
}

function exchangeInstruments(exchange: Exchange): SimulatedInstrument[] {
  const profile = EXCHANGE_PROFILES[exchange];
  return profile.markets.flatMap((market) =>
    COINS.filter(([coin]) => !profile.missing?.includes(coin)).map(
      ([coin, start, decimals, volatility, ticksPerSecond]): SimulatedInstrument => ({
        symbol: market === 'futures' ? `${coin}/USDT:USDT` : `${coin}/USDT`,
        base: coin,
        quote: 'USDT',
        start,
        decimals,
        pipSize: powerOfTen(-decimals),
        spreadPips: [profile.spreadFactor, 3 * profile.spreadFactor],
        volatility,
        ticksPerSecond,
        regular: false,
        path: `${coin}/USDT`,
        basis: profile.basis + (market === 'futures' ? FUTURES_PREMIUM : 0),
        market,
        ...(market === 'futures' ? { contractSize: profile.contractSizes?.[coin] ?? 1 } : {}),
      }),
    ),
  );
}

/** Every simulated instrument, per feed. */
export function simulatedCatalogue(): Record<Feed, SimulatedInstrument[]> {
  return {
    oanda: forexInstruments(),
    deriv: syntheticInstruments(),
    ...(Object.fromEntries(EXCHANGES.map((exchange) => [exchange, exchangeInstruments(exchange)])) as Record<
      Exchange,
      SimulatedInstrument[]
    >),
  };
}
