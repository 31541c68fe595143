import { REFUSAL_MESSAGES } from '@signal-desk/domain/http';
import { describe, expect, it } from 'vitest';
import { type QuoteSubscriptionItem, resolveQuoteTarget } from './quote-target';

const item = (fields: Partial<QuoteSubscriptionItem>): QuoteSubscriptionItem => ({
  _id: 'p1',
  userUnicId: 'u1',
  from: 'EUR',
  to: 'USD',
  quoteProvider: 1,
  ...fields,
});

describe('resolveQuoteTarget', () => {
  it.each([
    [{ from: 'eur', to: 'usd', quoteProvider: 1 }, 'oanda', 'EUR_USD'],
    [{ from: 'XAU', to: 'USD', quoteProvider: 1 }, 'oanda', 'XAU_USD'],
    [{ from: 'SPX500', to: 'USD', quoteProvider: 1 }, 'oanda', 'SPX500_USD'],
    [{ from: 'R_100', to: 'USD', quoteProvider: 2 }, 'deriv', 'R_100'],
    [{ from: '1HZ10V', to: 'USD', quoteProvider: 2 }, 'deriv', '1HZ10V'],
    [{ from: 'btc', to: 'usdt', quoteProvider: -1, exchange: 'binance' }, 'binance', 'BTC/USDT'],
    [
      { from: 'BTC', to: 'USDT', quoteProvider: -1, exchange: 'bybit_futures', exchangeType: 'FUTURES' },
      'bybit_futures',
      'BTC/USDT:USDT',
    ],
    [
      { from: 'ETH', to: 'USDT', quoteProvider: -1, exchange: 'okex', exchangeType: 'Spot' },
      'okex',
      'ETH/USDT',
    ],
  ] as const)('%o is %s %s', (fields, feed, symbol) => {
    expect(resolveQuoteTarget(item(fields))).toEqual({
      ok: true,
      target: { feed, symbol, key: `${feed}:${symbol}` },
    });
  });

  it('answers the SPEC messages for what no provider serves', () => {
    expect(resolveQuoteTarget(item({ quoteProvider: 7 }))).toEqual({
      ok: false,
      reason: 'unsupported_by_broker',
      message: REFUSAL_MESSAGES.unsupported_by_broker,
    });
    for (const exchange of ['nasdaq', null, undefined]) {
      expect(
        resolveQuoteTarget(item({ quoteProvider: -1, from: 'BTC', to: 'USDT', exchange })),
      ).toMatchObject({
        ok: false,
        reason: 'exchange_lacks_pair',
      });
    }
  });
});
