import { APPS, type App } from '@signal-desk/domain/apps';
import { dec } from '@signal-desk/domain/decimal';
import type { CurrencyPair } from '@signal-desk/domain/markets';
import { decimalSchema } from '@signal-desk/domain/numbers';
import { checkLevels, checkTakeProfitRule, type TakeProfitRule } from '@signal-desk/domain/signal-levels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/harness';
import { simulatedCatalogue } from '../integrations/quotes/simulated-catalogue';
import { listPairs } from '../modules/markets/pairs-service';
import { generateSignals, randomSource } from './signal-generator';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the demo and benchmark signal generator', () => {
  it('writes histories that could have happened: nothing closes before it opens or after now', async () => {
    const pairs = (await listPairs(t.database.db, { perPage: 200, page: 1 })).data;
    const now = new Date();
    for (const app of APPS) {
      const rows = [
        ...generateSignals({
          app,
          pairs,
          traders: [t.root._id],
          ownerId: t.root._id,
          count: 300,
          days: 60,
          now,
          random: randomSource(3),
          firstNumber: 1,
          prefix: 'GEN',
        }),
      ];
      for (const row of rows) {
        const created = (row.createdAt as Date).getTime();
        expect(created).toBeLessThanOrEqual(now.getTime());
        const open = row.status === 'pending' || row.status === 'active';
        expect(row.closedAt === null).toBe(open);
        if (row.closedAt) {
          expect(row.closedAt.getTime()).toBeGreaterThanOrEqual(created);
          expect(row.closedAt.getTime()).toBeLessThanOrEqual(now.getTime());
        }
        for (const tp of row.takeProfits ?? []) {
          if (tp.hitAt) expect(Date.parse(tp.hitAt)).toBeLessThanOrEqual(now.getTime());
        }
      }
      // Readable ids count up with time: GEN-000001 is the oldest.
      const byTime = [...rows].sort(
        (a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime(),
      );
      expect(byTime.map((row) => row.signalId)).toEqual(
        byTime.map((_, i) => `GEN-${String(i + 1).padStart(6, '0')}`),
      );
    }
  });

  it('gives every idea levels a trader could have sent: the domain checks, the rules, sane distances', async () => {
    const pairs = (await listPairs(t.database.db, { perPage: 200, page: 1 })).data;
    const pairOf = new Map(pairs.map((pair) => [pair._id, pair]));
    // A strict rule of the kind desks set: 1 to 3 take profits, TP1 at least as far as the stop.
    const rule: TakeProfitRule = {
      minTakeProfit: null,
      maxTakeProfit: null,
      minStopLoss: null,
      maxStopLoss: null,
      minTakeProfitsCount: 1,
      maxTakeProfitsCount: 3,
      minStopTip: '0.1',
      maxStopTip: '6',
      rrr: '1',
      takeProfitIndex: 1,
      ignoredTradeTypes: [],
      signalTypes: [],
    };
    const market = marketPrices();
    const now = new Date();
    for (const app of APPS) {
      for (const row of generateSignals(input(app, pairs, now, [rule]))) {
        const pair = pairOf.get(row.pairId as string) as CurrencyPair;
        const where = `${row.signalId} ${pair.base}/${pair.quote} ${row.side} ${row.entry} SL ${row.stopLoss} TP ${row.takeProfits?.map((tp) => tp.price).join(' ')}`;
        const levels = {
          side: row.side,
          entry: row.entry,
          stopLoss: row.stopLoss,
          takeProfits: (row.takeProfits ?? []).map((tp) => tp.price),
          tradeType: row.tradeType,
        };
        for (const price of [row.entry, row.stopLoss, ...levels.takeProfits, row.closePrice, row.lastPrice]) {
          if (price != null) expect(decimalSchema.safeParse(price).success, where).toBe(true);
        }
        expect(checkLevels(levels), where).toEqual([]);
        expect(checkTakeProfitRule(levels, rule, pair.multiplier, pair.unit), where).toEqual([]);
        // Distances scaled to the instrument: the stop within 6 % of the entry, TP1 within 10 stops.
        const stop = dec(row.entry).minus(row.stopLoss).abs();
        expect(stop.div(row.entry).lte('0.06'), where).toBe(true);
        expect(
          dec(levels.takeProfits[0] as string)
            .minus(row.entry)
            .abs()
            .lte(stop.times(10)),
          where,
        ).toBe(true);
        const now = market.get(`${pair.quoteProvider}|${pair.exchange ?? ''}|${pair.symbolID}`);
        if (row.status === 'pending' && now !== undefined) {
          // A buy limit waits below the market, a buy stop above it; a sell the other way round.
          const below = (row.side === 'buy') === (row.orderType === 'limit');
          expect(dec(row.entry).lt(now) === below, where).toBe(true);
        }
        if (row.status === 'active' && row.lastPrice) {
          // Nothing hit yet: the last price lies between the stop and the first take profit.
          const [low, high] = [row.stopLoss, levels.takeProfits[0] as string].sort((a, b) => dec(a).cmp(b));
          expect(dec(row.lastPrice).gt(low as string) && dec(row.lastPrice).lt(high as string), where).toBe(
            true,
          );
        }
      }
    }
  });

  it('refuses to invent ideas that the rules of the app cannot allow', async () => {
    const pairs = (await listPairs(t.database.db, { perPage: 200, page: 1 })).data;
    const impossible: TakeProfitRule = {
      minTakeProfit: null,
      maxTakeProfit: null,
      minStopLoss: null,
      maxStopLoss: null,
      minTakeProfitsCount: 5,
      maxTakeProfitsCount: null,
      minStopTip: null,
      maxStopTip: null,
      rrr: null,
      takeProfitIndex: 1,
      ignoredTradeTypes: [],
      signalTypes: [],
    };
    expect(() => [...generateSignals(input('shift', pairs, new Date(), [impossible]))]).toThrow(
      /take-profit rules/,
    );
  });
});

function input(app: App, pairs: CurrencyPair[], now: Date, rules: TakeProfitRule[]) {
  return {
    app,
    pairs,
    traders: [t.root._id],
    ownerId: t.root._id,
    count: 300,
    days: 60,
    now,
    random: randomSource(7),
    firstNumber: 1,
    prefix: 'GEN',
    rules,
  };
}

/** The simulated market's prices by quote provider, exchange and symbol (what pending ideas wait on). */
function marketPrices(): Map<string, number> {
  const providers: Record<string, string> = { oanda: '1|', deriv: '2|' };
  const prices = new Map<string, number>();
  for (const [feed, instruments] of Object.entries(simulatedCatalogue())) {
    for (const instrument of instruments) {
      prices.set(`${providers[feed] ?? `-1|${feed}|`}${instrument.symbol}`, instrument.start);
    }
  }
  return prices;
}
