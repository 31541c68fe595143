import type { CurrencyType, Exchange, ExchangeType } from '@signal-desk/domain/markets';

/** The market catalogue a fresh start holds: currencies, then the pairs built from them. */
export interface CatalogueCurrency {
  shortName: string;
  fullName: string;
  type: CurrencyType;
  /** Provider symbol when it differs from the short name (Deriv synthetic indices). */
  symbolId?: string;
  tag?: string;
  currency?: string;
  exchange?: string;
}

export interface CataloguePair {
  base: string;
  quote: string;
  type: CurrencyType;
  quoteProvider: 1 | 2 | -1;
  exchange?: Exchange;
  exchangeType?: ExchangeType;
}

const forex = (shortName: string, fullName: string): CatalogueCurrency => ({
  shortName,
  fullName,
  type: 'forex',
});

export const CATALOGUE_CURRENCIES: CatalogueCurrency[] = [
  forex('USD', 'US Dollar'),
  forex('EUR', 'Euro'),
  forex('GBP', 'British Pound'),
  forex('JPY', 'Japanese Yen'),
  forex('CHF', 'Swiss Franc'),
  forex('AUD', 'Australian Dollar'),
  forex('CAD', 'Canadian Dollar'),
  forex('NZD', 'New Zealand Dollar'),
  forex('SEK', 'Swedish Krona'),
  forex('NOK', 'Norwegian Krone'),
  forex('ZAR', 'South African Rand'),
  forex('MXN', 'Mexican Peso'),
  forex('SGD', 'Singapore Dollar'),
  { shortName: 'XAU', fullName: 'Gold', type: 'commodity', tag: 'metal' },
  { shortName: 'XAG', fullName: 'Silver', type: 'commodity', tag: 'metal' },
  { shortName: 'WTICO', fullName: 'West Texas Oil', type: 'commodity', tag: 'energy' },
  { shortName: 'BCO', fullName: 'Brent Crude Oil', type: 'commodity', tag: 'energy' },
  { shortName: 'SPX500', fullName: 'US SPX 500', type: 'indice', currency: 'USD', tag: 'US' },
  { shortName: 'NAS100', fullName: 'US Nas 100', type: 'indice', currency: 'USD', tag: 'US' },
  { shortName: 'US30', fullName: 'US Wall St 30', type: 'indice', currency: 'USD', tag: 'US' },
  { shortName: 'DE30', fullName: 'Germany 30', type: 'indice', currency: 'EUR', tag: 'EU' },
  { shortName: 'UK100', fullName: 'UK 100', type: 'indice', currency: 'GBP', tag: 'EU' },
  { shortName: 'FR40', fullName: 'France 40', type: 'indice', currency: 'EUR', tag: 'EU' },
  { shortName: 'JP225', fullName: 'Japan 225', type: 'indice', currency: 'USD', tag: 'Asia' },
  { shortName: 'AU200', fullName: 'Australia 200', type: 'indice', currency: 'AUD', tag: 'Asia' },
  { shortName: 'R_10', fullName: 'Volatility 10 Index', type: 'synthetic', tag: 'volatility' },
  { shortName: 'R_25', fullName: 'Volatility 25 Index', type: 'synthetic', tag: 'volatility' },
  { shortName: 'R_50', fullName: 'Volatility 50 Index', type: 'synthetic', tag: 'volatility' },
  { shortName: 'R_75', fullName: 'Volatility 75 Index', type: 'synthetic', tag: 'volatility' },
  { shortName: 'R_100', fullName: 'Volatility 100 Index', type: 'synthetic', tag: 'volatility' },
  { shortName: '1HZ10V', fullName: 'Volatility 10 (1s) Index', type: 'synthetic', tag: 'volatility' },
  { shortName: '1HZ100V', fullName: 'Volatility 100 (1s) Index', type: 'synthetic', tag: 'volatility' },
  { shortName: 'BOOM1000', fullName: 'Boom 1000 Index', type: 'synthetic', tag: 'crash-boom' },
  { shortName: 'CRASH1000', fullName: 'Crash 1000 Index', type: 'synthetic', tag: 'crash-boom' },
  { shortName: 'STPRNG', fullName: 'Step Index', type: 'synthetic', symbolId: 'stpRNG', tag: 'step' },
  { shortName: 'AAPL', fullName: 'Apple Inc.', type: 'stock', currency: 'USD', exchange: 'NASDAQ' },
  {
    shortName: 'MSFT',
    fullName: 'Microsoft Corporation',
    type: 'stock',
    currency: 'USD',
    exchange: 'NASDAQ',
  },
  { shortName: 'NVDA', fullName: 'NVIDIA Corporation', type: 'stock', currency: 'USD', exchange: 'NASDAQ' },
  { shortName: 'AMZN', fullName: 'Amazon.com Inc.', type: 'stock', currency: 'USD', exchange: 'NASDAQ' },
  { shortName: 'TSLA', fullName: 'Tesla Inc.', type: 'stock', currency: 'USD', exchange: 'NASDAQ' },
  { shortName: 'GOOGL', fullName: 'Alphabet Inc.', type: 'stock', currency: 'USD', exchange: 'NASDAQ' },
  { shortName: 'JPM', fullName: 'JPMorgan Chase & Co.', type: 'stock', currency: 'USD', exchange: 'NYSE' },
  { shortName: 'BTC', fullName: 'Bitcoin', type: 'crypto' },
  { shortName: 'ETH', fullName: 'Ethereum', type: 'crypto' },
  { shortName: 'SOL', fullName: 'Solana', type: 'crypto' },
  { shortName: 'XRP', fullName: 'XRP', type: 'crypto' },
  { shortName: 'BNB', fullName: 'BNB', type: 'crypto' },
  { shortName: 'ADA', fullName: 'Cardano', type: 'crypto' },
  { shortName: 'DOGE', fullName: 'Dogecoin', type: 'crypto' },
  { shortName: 'LTC', fullName: 'Litecoin', type: 'crypto' },
  { shortName: 'AVAX', fullName: 'Avalanche', type: 'crypto' },
  { shortName: 'LINK', fullName: 'Chainlink', type: 'crypto' },
  { shortName: 'DOT', fullName: 'Polkadot', type: 'crypto' },
  { shortName: 'USDT', fullName: 'Tether', type: 'crypto', tag: 'stablecoin' },
  { shortName: 'USDC', fullName: 'USD Coin', type: 'crypto', tag: 'stablecoin' },
];

const oanda = (base: string, quote: string, type: CurrencyType = 'forex'): CataloguePair => ({
  base,
  quote,
  type,
  quoteProvider: 1,
});
const synthetic = (base: string): CataloguePair => ({
  base,
  quote: 'USD',
  type: 'synthetic',
  quoteProvider: 2,
});
const crypto = (
  base: string,
  quote: string,
  exchange: Exchange,
  exchangeType: ExchangeType = 'spot',
): CataloguePair => ({
  base,
  quote,
  type: 'crypto',
  quoteProvider: -1,
  exchange,
  exchangeType,
});

export const CATALOGUE_PAIRS: CataloguePair[] = [
  ...[
    ['EUR', 'USD'],
    ['GBP', 'USD'],
    ['USD', 'JPY'],
    ['USD', 'CHF'],
    ['AUD', 'USD'],
    ['USD', 'CAD'],
    ['NZD', 'USD'],
    ['EUR', 'GBP'],
    ['EUR', 'JPY'],
    ['GBP', 'JPY'],
    ['EUR', 'CHF'],
    ['AUD', 'JPY'],
    ['EUR', 'AUD'],
    ['GBP', 'CHF'],
    ['CAD', 'JPY'],
    ['USD', 'SEK'],
    ['USD', 'ZAR'],
    ['USD', 'MXN'],
  ].map(([base, quote]) => oanda(base as string, quote as string)),
  oanda('XAU', 'USD', 'commodity'),
  oanda('XAG', 'USD', 'commodity'),
  oanda('WTICO', 'USD', 'commodity'),
  oanda('BCO', 'USD', 'commodity'),
  oanda('SPX500', 'USD', 'indice'),
  oanda('NAS100', 'USD', 'indice'),
  oanda('US30', 'USD', 'indice'),
  oanda('DE30', 'EUR', 'indice'),
  oanda('UK100', 'GBP', 'indice'),
  oanda('FR40', 'EUR', 'indice'),
  oanda('JP225', 'USD', 'indice'),
  oanda('AU200', 'AUD', 'indice'),
  ...['AAPL', 'MSFT', 'NVDA', 'AMZN', 'TSLA', 'GOOGL', 'JPM'].map((s) => oanda(s, 'USD', 'stock')),
  ...['R_10', 'R_25', 'R_50', 'R_75', 'R_100', '1HZ10V', '1HZ100V', 'BOOM1000', 'CRASH1000', 'STPRNG'].map(
    synthetic,
  ),
  ...['BTC', 'ETH', 'SOL', 'XRP', 'BNB', 'ADA', 'DOGE', 'LTC', 'AVAX', 'LINK', 'DOT'].map((c) =>
    crypto(c, 'USDT', 'binance'),
  ),
  ...['BTC', 'ETH', 'SOL', 'XRP', 'DOGE'].map((c) => crypto(c, 'USDT', 'bybit')),
  ...['BTC', 'ETH', 'SOL', 'ADA'].map((c) => crypto(c, 'USDT', 'kucoin')),
  ...['BTC', 'ETH', 'SOL'].map((c) => crypto(c, 'USDT', 'okex')),
  ...['BTC', 'ETH', 'XRP', 'LTC'].map((c) => crypto(c, 'USDT', 'kraken')),
  ...['BTC', 'ETH'].map((c) => crypto(c, 'USDT', 'hitbtc')),
  ...['BTC', 'ETH'].map((c) => crypto(c, 'USDT', 'huobi')),
  ...['BTC', 'ETH', 'SOL', 'BNB'].map((c) => crypto(c, 'USDT', 'binanceusdm', 'futures')),
  ...['BTC', 'ETH'].map((c) => crypto(c, 'USDT', 'bybit_futures', 'futures')),
  ...['BTC', 'ETH'].map((c) => crypto(c, 'USDT', 'kucoinfutures', 'futures')),
  ...['BTC', 'ETH'].map((c) => crypto(c, 'USDT', 'bitgetfutures', 'futures')),
];

const PALETTE = [
  '#1565c0',
  '#2e7d32',
  '#6a1b9a',
  '#c62828',
  '#ef6c00',
  '#00838f',
  '#4e342e',
  '#283593',
  '#ad1457',
  '#558b2f',
];

/** A round badge with the code, drawn as SVG: the catalogue's icons need no network. */
export function badgeIcon(code: string): string {
  const hash = [...code].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const color = PALETTE[hash % PALETTE.length];
  const label = code.replace(/^R_/, 'V').replace(/^1HZ/, '').slice(0, 4);
  const size = label.length <= 3 ? 13 : 10;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${color}"/><text x="16" y="16" dy=".35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${size}" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
