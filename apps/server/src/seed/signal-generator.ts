import { APP_INFO, type App, type SignalType } from '@signal-desk/domain/apps';
import { dec, text } from '@signal-desk/domain/decimal';
import type { CurrencyPair } from '@signal-desk/domain/markets';
import { pipsBetween, priceAtPips } from '@signal-desk/domain/pips';
import { CHART_PERIODS, type SignalStatus, TRADE_TYPES } from '@signal-desk/domain/signal';
import { simulatedCatalogue } from '../integrations/quotes/simulated-catalogue';
import type { signals } from '../db/schema';

/** A small seeded PRNG (mulberry32): the same seed gives the same history. */
export function randomSource(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}
export type Random = ReturnType<typeof randomSource>;

const SIGNAL_TYPE_PAIRS: Record<SignalType, (p: CurrencyPair) => boolean> = {
  forex: (p) => p.type === 'forex' || p.type === 'commodity',
  nfx: (p) => p.type === 'forex',
  stock: (p) => p.type === 'stock',
  crypto: (p) => p.type === 'crypto' && p.exchangeType !== 'futures',
  indice: (p) => p.type === 'indice',
  synthetic: (p) => p.type === 'synthetic',
};

/** Closed outcomes of a realistic desk; open ones are only recent. */
const OUTCOMES: [SignalStatus, number][] = [
  ['won', 46],
  ['sl_hit', 26],
  ['early_sl_hit', 5],
  ['cancelled', 8],
  ['draw', 4],
  ['expired', 6],
];
const STRATEGIES = [
  'Breakout',
  'Trend following',
  'Mean reversion',
  'Support bounce',
  'News fade',
  'Range play',
];

function weighted(random: Random, table: [SignalStatus, number][]): SignalStatus {
  const total = table.reduce((sum, [, w]) => sum + w, 0);
  let roll = random.next() * total;
  for (const [status, weight] of table) {
    roll -= weight;
    if (roll < 0) return status;
  }
  return table[0]?.[0] ?? 'won';
}

export interface GeneratorInput {
  app: App;
  pairs: CurrencyPair[];
  traders: string[];
  ownerId: string;
  count: number;
  /** Spread over this many days before `now`. */
  days: number;
  now: Date;
  random: Random;
  /** First number of the app's readable ids. */
  firstNumber: number;
  prefix: string;
}

export type SignalInsert = typeof signals.$inferInsert;

/** Starting prices of the simulated market, by feed and symbol, to put levels where markets are. */
const startPrices = (() => {
  const map = new Map<string, number>();
  for (const [feed, instruments] of Object.entries(simulatedCatalogue())) {
    for (const i of instruments) map.set(`${feed}|${i.symbol}`, i.start);
  }
  return map;
})();

function priceLevel(pair: CurrencyPair, random: Random): string {
  const feed =
    pair.quoteProvider === 1 ? 'oanda' : pair.quoteProvider === 2 ? 'deriv' : (pair.exchange ?? '');
  const start = startPrices.get(`${feed}|${pair.symbolID}`) ?? 100;
  const decimals = Math.max(0, -Math.log10(Number(pair.pipSize)) + (pair.unit === 'pips' ? 1 : 2));
  return text(dec(start * random.between(0.9, 1.1)).round(Math.min(8, Math.round(decimals)), 1));
}

/**
 * Realistic trade ideas of one app: levels around real prices, stop losses and take profits at
 * sensible distances, outcomes consistent with their levels, open ideas only in the last week.
 */
export function* generateSignals(input: GeneratorInput): Generator<SignalInsert> {
  const { random } = input;
  const types = APP_INFO[input.app].signalTypes;
  const byType = new Map(types.map((t) => [t, input.pairs.filter(SIGNAL_TYPE_PAIRS[t])]));
  for (let i = 0; i < input.count; i++) {
    const signalType = random.pick(types.filter((t) => (byType.get(t) ?? []).length > 0));
    const pair = random.pick(byType.get(signalType) ?? []);
    const side = random.next() < 0.55 ? 'buy' : 'sell';
    const ageDays = input.days * (i / input.count) ** 0.8;
    const createdAt = new Date(input.now.getTime() - ageDays * 86_400_000 - random.int(0, 3_600_000));
    const recent = ageDays < 7;
    const status: SignalStatus =
      recent && random.next() < 0.45
        ? random.next() < 0.4
          ? 'pending'
          : 'active'
        : weighted(random, OUTCOMES);
    const orderType =
      status === 'pending' || status === 'expired'
        ? random.pick(['limit', 'stop'] as const)
        : random.pick(['market', 'market', 'limit', 'stop'] as const);
    const entry = priceLevel(pair, random);
    const riskPips =
      pair.unit === 'pips'
        ? random.int(15, 60)
        : Math.max(1, Math.round(Number(entry) * random.between(0.004, 0.02)));
    const stopLoss = priceAtPips(side, entry, String(-riskPips), pair.multiplier);
    const tpCount = random.int(1, 3);
    const tpPrices = Array.from({ length: tpCount }, (_, k) =>
      priceAtPips(
        side,
        entry,
        String(Math.round(riskPips * (k + 1) * random.between(1, 1.6))),
        pair.multiplier,
      ),
    );
    const closed = status !== 'pending' && status !== 'active';
    const activated =
      status !== 'pending' &&
      status !== 'expired' &&
      !(status === 'cancelled' && orderType !== 'market' && random.next() < 0.5);
    // Closed some minutes to three days after creation, and never later than now.
    const closeAfter = random.int(20, 72 * 60) * 60_000;
    const closedAt = closed
      ? new Date(
          Math.max(createdAt.getTime(), Math.min(createdAt.getTime() + closeAfter, input.now.getTime())),
        )
      : null;
    const hits = status === 'won' ? random.int(1, tpCount) : status === 'draw' ? random.int(0, 1) : 0;
    const takeProfits = tpPrices.map((price, k) => ({
      price,
      hitAt: k < hits && closedAt ? closedAt.toISOString() : null,
    }));
    let closePrice: string | null = null;
    if (status === 'won')
      closePrice = hits === tpCount ? (tpPrices.at(-1) as string) : (tpPrices[hits - 1] as string);
    if (status === 'sl_hit') closePrice = stopLoss;
    if (status === 'early_sl_hit')
      closePrice = priceAtPips(
        side,
        entry,
        String(-Math.round(riskPips * random.between(0.4, 0.9))),
        pair.multiplier,
      );
    if (status === 'cancelled' && activated)
      closePrice = priceAtPips(
        side,
        entry,
        String(-Math.round(riskPips * random.between(0.05, 0.3))),
        pair.multiplier,
      );
    if (status === 'draw') closePrice = entry;
    const resultPips = closePrice ? pipsBetween(side, entry, closePrice, pair.multiplier) : null;
    const lastPrice =
      status === 'active'
        ? priceAtPips(side, entry, String(Math.round(riskPips * random.between(-0.8, 1.2))), pair.multiplier)
        : closePrice;
    yield {
      // Generated newest first; numbers grow with time, as if each had been created in turn.
      signalId: `${input.prefix}-${String(input.firstNumber + input.count - 1 - i).padStart(6, '0')}`,
      tradeId: Math.floor(random.next() * 2 ** 48)
        .toString(16)
        .padStart(12, '0'),
      app: input.app,
      signalType,
      status,
      traderId: random.pick(input.traders),
      ownerId: input.ownerId,
      pairId: pair._id,
      pairType: pair.type,
      base: pair.base,
      quote: pair.quote,
      symbolId: pair.symbolID,
      quoteProvider: pair.quoteProvider,
      exchange: pair.exchange,
      exchangeType: pair.exchangeType,
      orderType,
      side,
      entry,
      stopLoss,
      takeProfits,
      pipSize: pair.pipSize,
      multiplier: pair.multiplier,
      unit: pair.unit,
      resultPips,
      closePrice,
      lastPrice,
      lastPriceAt: lastPrice ? (closedAt ?? input.now) : null,
      activatedAt: activated ? createdAt : null,
      closedAt,
      expiresAt: status === 'pending' ? new Date(input.now.getTime() + random.int(6, 72) * 3_600_000) : null,
      timeframe: random.pick(CHART_PERIODS),
      tradeType: random.pick(TRADE_TYPES),
      strategy: random.pick(STRATEGIES),
      sentiment: random.int(5, 10) * 10,
      riskLevel: random.pick(['low', 'medium', 'high'] as const),
      analysis: `${side === 'buy' ? 'Bullish' : 'Bearish'} setup on ${pair.base}/${pair.quote}: ${random.pick(STRATEGIES).toLowerCase()} with a ${riskPips} ${pair.unit} stop.`,
      createdAt,
      updatedAt: closedAt ?? createdAt,
    };
  }
}
