import { describe, expect, it } from 'vitest';
import { type QuoteSubscriptionItem, quoteSubscriptionItemSchema, resolveQuoteTarget } from './quote-target';

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

  it('takes only the SPEC provider codes (crypto is -1)', () => {
    for (const quoteProvider of [1, 2, -1] as const)
      expect(quoteSubscriptionItemSchema.safeParse(item({ quoteProvider })).success).toBe(true);
    for (const quoteProvider of [0, 3, -2, 1.5, '1'])
      expect(quoteSubscriptionItemSchema.safeParse({ ...item({}), quoteProvider }).success).toBe(false);
  });

  it('answers the SPEC message for an exchange that lacks the pair', () => {
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
