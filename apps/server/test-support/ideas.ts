import { expect } from 'vitest';
import type { TestApp } from './harness';

/** The id of the EUR/USD pair of the seeded catalogue. */
export async function eurUsdPair(t: TestApp): Promise<string> {
  const pairs = await t.call(
    'GET',
    `/api/currency-pairs?where=${encodeURIComponent('{"base":"EUR","quote":"USD"}')}`,
    { token: t.rootToken },
  );
  return pairs.body.data[0]._id;
}

/** A pending SHIFT buy limit on `pair` at 1.0850 (stop 1.0800, take profits 1.0900 and 1.0950), as root. */
export async function createLimitBuy(t: TestApp, pair: string) {
  const answer = await t.call('POST', '/api/signals', {
    token: t.rootToken,
    body: {
      app: 'shift',
      signalType: 'forex',
      pair,
      orderType: 'limit',
      side: 'buy',
      entry: '1.0850',
      stopLoss: '1.0800',
      takeProfits: ['1.0900', '1.0950'],
    },
  });
  expect(answer.status).toBe(201);
  return answer.body.data as { _id: string; signalId: string; version: number };
}
