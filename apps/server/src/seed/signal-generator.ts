import { APP_INFO, type App, type SignalType } from '@signal-desk/domain/apps';
import { type DecimalText, dec, text } from '@signal-desk/domain/decimal';
import type { CurrencyPair, CurrencyType } from '@signal-desk/domain/markets';
import { pipsBetween, priceAtPips, type Side } from '@signal-desk/domain/pips';
import { CHART_PERIODS, type OrderType, type SignalStatus, TRADE_TYPES } from '@signal-desk/domain/signal';
import { checkLevels, checkTakeProfitRule, type TakeProfitRule } from '@signal-desk/domain/signal-levels';
import type { signals } from '../db/schema';
import { simulatedCatalogue } from '../integrations/quotes/simulated-catalogue';
import { pairColumns } from '../modules/signals/signal-row';

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
  /** The app's take-profit rules: every generated idea passes them, as a trader's would have to. */
  rules?: readonly TakeProfitRule[];
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

/** Where the (simulated) market of the pair stands: open ideas sit around it. */
function marketPrice(pair: CurrencyPair): number {
  const feed =
    pair.quoteProvider === 1 ? 'oanda' : pair.quoteProvider === 2 ? 'deriv' : (pair.exchange ?? '');
  return startPrices.get(`${feed}|${pair.symbolID}`) ?? 100;
}

/**
 * Decimals a price of the pair is quoted with: a tenth of a pip or a hundredth of a point, and at least
 * five significant digits (a coin at 0.43 has a point of 1, yet trades in ten-thousandths); at most 8.
 */
function decimalsOf(pair: CurrencyPair): number {
  const byUnit = Math.round(-Math.log10(Number(pair.pipSize)) + (pair.unit === 'pips' ? 1 : 2));
  const bySize = Math.ceil(-Math.log10(marketPrice(pair))) + 4;
  return Math.min(8, Math.max(0, byUnit, bySize));
}

/**
 * A typical stop distance as a fraction of the price, by kind of instrument: what a few hours to a few
 * days of that market move. Distances scale with the price, so a coin at 0.15 and gold at 4,000 both
 * get stops that make sense for them.
 */
const STOP_FRACTION: Record<CurrencyType, [number, number]> = {
  forex: [0.0015, 0.005],
  commodity: [0.004, 0.012],
  indice: [0.003, 0.01],
  stock: [0.01, 0.03],
  crypto: [0.015, 0.05],
  synthetic: [0.005, 0.02],
};

interface Levels {
  entry: DecimalText;
  stopLoss: DecimalText;
  takeProfits: DecimalText[];
  /** The stop distance in the pair's unit. */
  riskPips: DecimalText;
}

/**
 * The entry of an idea. Closed ones are history, anywhere within 10 % of today's market; an active one
 * entered near the market; a pending order waits on the side its type needs (a buy limit below the
 * market, a buy stop above it, the other way round for a sell).
 */
function entryOf(
  pair: CurrencyPair,
  side: Side,
  orderType: OrderType,
  status: SignalStatus,
  random: Random,
): DecimalText {
  const market = marketPrice(pair);
  const [low, high] = STOP_FRACTION[pair.type];
  let price = market * random.between(0.9, 1.1);
  // Close enough to the market that neither its stop nor its first take profit is already passed.
  if (status === 'active') price = market * random.between(1 - low / 2, 1 + low / 2);
  if (status === 'pending') {
    const away = market * random.between(low, high);
    const below = (side === 'buy') === (orderType === 'limit');
    price = below ? market - away : market + away;
  }
  return text(dec(price).round(decimalsOf(pair), 1));
}

/** Stop loss and take profits at distances scaled to the entry; take profits strictly further apart. */
function levelsOf(pair: CurrencyPair, side: Side, entry: DecimalText, random: Random): Levels {
  const decimals = decimalsOf(pair);
  const tick = dec(1).div(dec(10).pow(decimals));
  const [low, high] = STOP_FRACTION[pair.type];
  let risk = dec(entry).times(random.between(low, high)).round(decimals, 1);
  if (risk.lt(tick.times(5))) risk = tick.times(5);
  const away = (distance: ReturnType<typeof dec>, profit: boolean) =>
    text((side === 'buy') === profit ? dec(entry).plus(distance) : dec(entry).minus(distance));
  const takeProfits: DecimalText[] = [];
  let ratio = random.between(1, 1.8);
  let previous = dec(0);
  for (let k = random.int(1, 3); k > 0; k--) {
    let distance = risk.times(ratio).round(decimals, 1);
    if (distance.lte(previous)) distance = previous.plus(tick);
    takeProfits.push(away(distance, true));
    previous = distance;
    ratio += random.between(0.5, 1.2);
  }
  const stopLoss = away(risk, false);
  return { entry, stopLoss, takeProfits, riskPips: pipsBetween(side, stopLoss, entry, pair.multiplier) };
}

/** Whether a human could have sent these levels: the domain's level checks and the app's rules. */
function acceptable(
  levels: Levels,
  side: Side,
  pair: CurrencyPair,
  tradeType: string,
  rules: readonly TakeProfitRule[],
) {
  const checked = {
    side,
    entry: levels.entry,
    stopLoss: levels.stopLoss,
    takeProfits: levels.takeProfits,
    tradeType,
  };
  return (
    checkLevels(checked).length === 0 &&
    rules.every((rule) => checkTakeProfitRule(checked, rule, pair.multiplier, pair.unit).length === 0)
  );
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
    const tradeType = random.pick(TRADE_TYPES);
    const entry = entryOf(pair, side, orderType, status, random);
    let levels = levelsOf(pair, side, entry, random);
    for (let attempt = 0; !acceptable(levels, side, pair, tradeType, input.rules ?? []); attempt++) {
      if (attempt === 50) {
        throw new Error(
          `No levels for ${pair.base}/${pair.quote} pass the take-profit rules of ${input.app}`,
        );
      }
      levels = levelsOf(pair, side, entry, random);
    }
    const { stopLoss } = levels;
    const tpPrices = levels.takeProfits;
    const tpCount = tpPrices.length;
    const riskPips = Number(levels.riskPips);
    const decimals = decimalsOf(pair);
    /** A price `fraction` of the stop distance into profit (negative: into loss), at the pair's precision. */
    const atRisk = (fraction: number) =>
      text(dec(priceAtPips(side, entry, String(riskPips * fraction), pair.multiplier)).round(decimals, 1));
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
    // A draw is a stop moved to the entry and hit before any take profit (with one hit it would be won).
    const hits = status === 'won' ? random.int(1, tpCount) : 0;
    const takeProfits = tpPrices.map((price, k) => ({
      price,
      hitAt: k < hits && closedAt ? closedAt.toISOString() : null,
    }));
    let closePrice: string | null = null;
    if (status === 'won')
      closePrice = hits === tpCount ? (tpPrices.at(-1) as string) : (tpPrices[hits - 1] as string);
    if (status === 'sl_hit') closePrice = stopLoss;
    if (status === 'early_sl_hit') closePrice = atRisk(-random.between(0.4, 0.9));
    if (status === 'cancelled' && activated) closePrice = atRisk(-random.between(0.05, 0.3));
    if (status === 'draw') closePrice = entry;
    const resultPips = closePrice ? pipsBetween(side, entry, closePrice, pair.multiplier) : null;
    // An active idea's last price lies between its stop and its first take profit: nothing hit yet.
    const lastPrice = status === 'active' ? atRisk(random.between(-0.7, 0.9)) : closePrice;
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
      ...pairColumns(pair),
      exchangeType: pair.exchangeType,
      orderType,
      side,
      entry,
      stopLoss,
      takeProfits,
      resultPips,
      closePrice,
      lastPrice,
      lastPriceAt: lastPrice ? (closedAt ?? input.now) : null,
      activatedAt: activated ? createdAt : null,
      closedAt,
      expiresAt: status === 'pending' ? new Date(input.now.getTime() + random.int(6, 72) * 3_600_000) : null,
      timeframe: random.pick(CHART_PERIODS),
      tradeType,
      strategy: random.pick(STRATEGIES),
      sentiment: random.int(5, 10) * 10,
      riskLevel: random.pick(['low', 'medium', 'high'] as const),
      analysis: `${side === 'buy' ? 'Bullish' : 'Bearish'} setup on ${pair.base}/${pair.quote}: ${random.pick(STRATEGIES).toLowerCase()} with a ${levels.riskPips} ${pair.unit} stop.`,
      createdAt,
      updatedAt: closedAt ?? createdAt,
    };
  }
}
