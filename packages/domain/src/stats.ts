import type Big from 'big.js';
import { z } from 'zod';
import { appSchema } from './apps';
import { checkRange, dateRangeShape } from './date-range';
import { type DecimalText, dec, text } from './decimal';
import { idSchema, textSchema } from './fields';
import type { ValidationCode } from './messages';
import { SIGNAL_STATUSES, signalStatusSchema } from './signal';

const m = (code: ValidationCode) => ({ message: code });

/**
 * Results are kept apart per unit: pips and points are never added together, and crypto results are
 * in percent of the entry (a coin's points mean nothing summed over coins; decision 19).
 */
export const RESULT_UNITS = ['pips', 'points', 'percent'] as const;
export const resultUnitSchema = z.enum(RESULT_UNITS);
export type ResultUnit = z.infer<typeof resultUnitSchema>;

/** GET /stats/counters, /stats/performers, /stats/pips-gain. Unknown parameters are refused. */
export const statsQuerySchema = z
  .strictObject({
    app: appSchema.optional(),
    trader: idSchema.optional(),
    strategy: textSchema.trim().min(1, m('required')).max(100, m('tooLong100')).optional(),
    ...dateRangeShape,
  })
  .superRefine(checkRange);
export type StatsQuery = z.input<typeof statsQuerySchema>;

// --- metrics ---------------------------------------------------------------------------------------

/** Sums of closed trade ideas (those with a result), as SQL gives them: decimal text. */
export interface ResultSums {
  trades: number;
  wins: number;
  losses: number;
  /** Sum of all results. */
  pips: DecimalText;
  /** Sum of positive results. */
  winPips: DecimalText;
  /** Sum of negative results (negative or 0). */
  lossPips: DecimalText;
  /** Sum of R-multiples (result / initial risk) over the ideas with a known risk, and their number. */
  rSum: DecimalText;
  rTrades: number;
}

export const EMPTY_SUMS: ResultSums = {
  trades: 0,
  wins: 0,
  losses: 0,
  pips: '0',
  winPips: '0',
  lossPips: '0',
  rSum: '0',
  rTrades: 0,
};

/**
 * An exact decimal as an integer count of 10^-scale. Reports fold thousands of daily buckets: integer
 * arithmetic on the decimal text SQL gives, without a big.js number and a new text per step.
 */
class Fixed {
  private static readonly POWERS = Array.from({ length: 40 }, (_, i) => 10n ** BigInt(i));
  private static power = (n: number) => Fixed.POWERS[n] ?? 10n ** BigInt(n);

  constructor(
    private units = 0n,
    private scale = 0,
  ) {}

  /** Plain decimal text as SQL writes numeric (no exponent). */
  static of(value: DecimalText): Fixed {
    const dot = value.indexOf('.');
    if (dot < 0) return new Fixed(BigInt(value), 0);
    return new Fixed(BigInt(value.slice(0, dot) + value.slice(dot + 1)), value.length - dot - 1);
  }

  private at(scale: number): bigint {
    return this.units * Fixed.power(scale - this.scale);
  }

  add(other: Fixed): this {
    if (other.scale > this.scale) {
      this.units = this.at(other.scale);
      this.scale = other.scale;
    }
    this.units += other.at(this.scale);
    return this;
  }

  cmp(other: Fixed): number {
    const scale = Math.max(this.scale, other.scale);
    const a = this.at(scale);
    const b = other.at(scale);
    return a > b ? 1 : a < b ? -1 : 0;
  }

  minus(other: Fixed): Fixed {
    const scale = Math.max(this.scale, other.scale);
    return new Fixed(this.at(scale) - other.at(scale), scale);
  }

  /** Without trailing zeros, as `text()` of decimal.ts. */
  text(): DecimalText {
    let { units, scale } = this;
    while (scale > 0 && units % 10n === 0n) {
      units /= 10n;
      scale -= 1;
    }
    const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
    const body = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
    return units < 0n ? `-${body}` : body;
  }
}

/** Adds many ResultSums exactly; `sums()` gives their total. */
export class SumsTotal {
  private trades = 0;
  private wins = 0;
  private losses = 0;
  private rTrades = 0;
  private readonly pips = new Fixed();
  private readonly winPips = new Fixed();
  private readonly lossPips = new Fixed();
  private readonly rSum = new Fixed();

  add(b: ResultSums): this {
    this.trades += b.trades;
    this.wins += b.wins;
    this.losses += b.losses;
    this.rTrades += b.rTrades;
    this.pips.add(Fixed.of(b.pips));
    this.winPips.add(Fixed.of(b.winPips));
    this.lossPips.add(Fixed.of(b.lossPips));
    this.rSum.add(Fixed.of(b.rSum));
    return this;
  }

  sums(): ResultSums {
    return {
      trades: this.trades,
      wins: this.wins,
      losses: this.losses,
      pips: this.pips.text(),
      winPips: this.winPips.text(),
      lossPips: this.lossPips.text(),
      rSum: this.rSum.text(),
      rTrades: this.rTrades,
    };
  }
}

export function addSums(a: ResultSums, b: ResultSums): ResultSums {
  return new SumsTotal().add(a).add(b).sums();
}

const round2 = (value: Big) => text(value.round(2, 1));

export const metricsSchema = z.object({
  unit: resultUnitSchema,
  trades: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  draws: z.number().int(),
  /** SPEC pips_sum. */
  pipsSum: z.string(),
  /** SPEC avg_win: the mean of the winning results; null without a win. */
  avgWin: z.string().nullable(),
  /** SPEC avg_loss: the mean of the losing results (negative); null without a loss. */
  avgLoss: z.string().nullable(),
  /** Wins over trades, in percent. */
  winRate: z.string().nullable(),
  /** Gross win over gross loss; null when nothing was lost. */
  profitFactor: z.string().nullable(),
  /** Mean result per trade. */
  expectancy: z.string().nullable(),
  /** Mean of result / initial risk. */
  avgR: z.string().nullable(),
  /** Deepest fall of the cumulative result from a previous high, by closing day (0 or positive). */
  maxDrawdown: z.string(),
});
export type Metrics = z.infer<typeof metricsSchema>;

/** The figures of one unit's results; `equity` gives the drawdown. */
export function metricsOf(unit: ResultUnit, sums: ResultSums, equity: readonly EquityPoint[] = []): Metrics {
  const { trades, wins, losses } = sums;
  const loss = dec(sums.lossPips).abs();
  return {
    unit,
    trades,
    wins,
    losses,
    draws: trades - wins - losses,
    pipsSum: text(dec(sums.pips)),
    avgWin: wins ? round2(dec(sums.winPips).div(wins)) : null,
    avgLoss: losses ? round2(dec(sums.lossPips).div(losses)) : null,
    winRate: trades ? round2(dec(wins).times(100).div(trades)) : null,
    profitFactor: loss.gt(0) ? round2(dec(sums.winPips).div(loss)) : null,
    expectancy: trades ? round2(dec(sums.pips).div(trades)) : null,
    avgR: sums.rTrades ? round2(dec(sums.rSum).div(sums.rTrades)) : null,
    maxDrawdown: maxDrawdown(equity),
  };
}

export const equityPointSchema = z.object({
  /**
   * The UTC day (YYYY-MM-DD). In a performer's curve of more than CURVE_DAILY_POINTS closing days,
   * the last closing day of its week (see `weeklyCurve`).
   */
  day: z.string(),
  /** The result of the ideas closed that day (that week, in a weekly curve). */
  pips: z.string(),
  /** The running total from the start of the range. */
  cumulative: z.string(),
});
export type EquityPoint = z.infer<typeof equityPointSchema>;

/** The running total of daily results, in day order. */
export function equityCurve(days: readonly { day: string; pips: DecimalText }[]): EquityPoint[] {
  const total = new Fixed();
  return [...days]
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))
    .map(({ day, pips }) => {
      const value = Fixed.of(pips);
      total.add(value);
      return { day, pips: value.text(), cumulative: total.text() };
    });
}

/** The most daily points of a performer's curve; a longer one is drawn one point per week. */
export const CURVE_DAILY_POINTS = 92;

/** The Monday (UTC) of a day's ISO week. */
const weekOf = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
};

/**
 * A daily curve longer than CURVE_DAILY_POINTS as one point per ISO week: the week's last closing
 * day with its running total (exact there) and the week's result. Forty performers' daily curves over
 * a year are 1.2 MB of JSON; the metrics (drawdown included) are computed on the daily curve first.
 */
export function weeklyCurve(curve: readonly EquityPoint[]): EquityPoint[] {
  if (curve.length <= CURVE_DAILY_POINTS) return [...curve];
  const weeks: EquityPoint[] = [];
  let week = '';
  let sum = new Fixed();
  for (const point of curve) {
    const current = weekOf(point.day);
    if (current !== week) {
      week = current;
      sum = new Fixed();
      weeks.push(point);
    }
    sum.add(Fixed.of(point.pips));
    weeks[weeks.length - 1] = { day: point.day, pips: sum.text(), cumulative: point.cumulative };
  }
  return weeks;
}

/** The largest fall from a high of the curve (which starts at 0), as a positive number. */
export function maxDrawdown(curve: readonly EquityPoint[]): DecimalText {
  let peak = new Fixed();
  let deepest = new Fixed();
  for (const point of curve) {
    const value = Fixed.of(point.cumulative);
    if (value.cmp(peak) > 0) peak = value;
    const fall = peak.minus(value);
    if (fall.cmp(deepest) > 0) deepest = fall;
  }
  return deepest.text();
}

// --- responses -------------------------------------------------------------------------------------

export const rangeSchema = z.object({ from: z.string(), to: z.string() });

export const countersSchema = z.object({
  range: rangeSchema,
  /** SPEC signals_count: trade ideas published in the range (same rule as the list's date filter). */
  signalsCount: z.number().int(),
  /** SPEC counters: those ideas by status. */
  byStatus: z.record(signalStatusSchema, z.number().int()),
  /** Results of the ideas closed in the range, one entry per unit. */
  results: z.array(metricsSchema),
  /** The same per app (the apps the caller may see that have something). */
  apps: z.array(
    z.object({ app: appSchema, signalsCount: z.number().int(), results: z.array(metricsSchema) }),
  ),
});
export type Counters = z.infer<typeof countersSchema>;

export const performerSchema = z.object({
  /** The trader's _id, or the strategy's name ('' for ideas without one). */
  key: z.string(),
  name: z.string(),
  metrics: metricsSchema,
  equity: z.array(equityPointSchema),
});
export type Performer = z.infer<typeof performerSchema>;

export const monthlyPerformersSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  unit: resultUnitSchema,
  top: z.array(
    z.object({ key: z.string(), name: z.string(), pipsSum: z.string(), trades: z.number().int() }),
  ),
});

/**
 * Best and worst strategy need a sample: a strategy counts once it has at least this many closed ideas
 * with a result (ideas with no result, such as one cancelled before it opened, never count).
 */
export const STRATEGY_RANKING_MIN_IDEAS = 3;

export const rankedStrategySchema = z.object({
  unit: resultUnitSchema,
  name: z.string(),
  pipsSum: z.string(),
  /** The sample: closed ideas with a result. */
  trades: z.number().int(),
});
export type RankedStrategy = z.infer<typeof rankedStrategySchema>;

/**
 * The best (or worst) strategy of a unit: among the named strategies with a sample of at least
 * STRATEGY_RANKING_MIN_IDEAS, the highest sum if it is a gain (the lowest if it is a loss). A loss is
 * never "best", a gain never "worst", and ideas without a strategy are no strategy.
 */
export function rankedStrategy(
  strategies: readonly Pick<Performer, 'name' | 'metrics'>[],
  unit: ResultUnit,
  pick: 'best' | 'worst',
): RankedStrategy | null {
  let chosen: Pick<Performer, 'name' | 'metrics'> | null = null;
  for (const s of strategies) {
    if (s.metrics.unit !== unit || !s.name || s.metrics.trades < STRATEGY_RANKING_MIN_IDEAS) continue;
    const sum = dec(s.metrics.pipsSum);
    if (pick === 'best' ? sum.lte(0) : sum.gte(0)) continue;
    const better =
      chosen === null || (pick === 'best' ? sum.gt(chosen.metrics.pipsSum) : sum.lt(chosen.metrics.pipsSum));
    if (better) chosen = s;
  }
  return (
    chosen && { unit, name: chosen.name, pipsSum: chosen.metrics.pipsSum, trades: chosen.metrics.trades }
  );
}

export const performersSchema = z.object({
  range: rangeSchema,
  traders: z.array(performerSchema),
  strategies: z.array(performerSchema),
  /** SPEC best_strategy / worst_strategy, per unit, by the rule of `rankedStrategy`. */
  bestStrategy: z.array(rankedStrategySchema),
  worstStrategy: z.array(rankedStrategySchema),
  /** SPEC top monthly performers: the best three traders of each month, per unit. */
  monthly: z.array(monthlyPerformersSchema),
});
export type Performers = z.infer<typeof performersSchema>;

export const pipsGainSchema = z.object({
  range: rangeSchema,
  /** SPEC monthly pips gain keyed by year and month. */
  months: z.array(
    z.object({
      year: z.number().int(),
      month: z.number().int().min(1).max(12),
      unit: resultUnitSchema,
      pipsSum: z.string(),
      trades: z.number().int(),
    }),
  ),
  years: z.array(
    z.object({
      year: z.number().int(),
      unit: resultUnitSchema,
      pipsSum: z.string(),
      trades: z.number().int(),
    }),
  ),
  /** The equity curve and its figures, per unit. */
  units: z.array(
    z.object({ unit: resultUnitSchema, metrics: metricsSchema, equity: z.array(equityPointSchema) }),
  ),
});
export type PipsGain = z.infer<typeof pipsGainSchema>;

/** Every status, counted 0 when absent. */
export function statusCounts(rows: readonly { status: string; n: number }[]) {
  const out = Object.fromEntries(SIGNAL_STATUSES.map((s) => [s, 0])) as Record<
    (typeof SIGNAL_STATUSES)[number],
    number
  >;
  for (const row of rows) {
    if (row.status in out) out[row.status as (typeof SIGNAL_STATUSES)[number]] += row.n;
  }
  return out;
}

/** The three best of each month and unit by result sum. */
export function topMonthly(
  rows: readonly {
    month: string;
    unit: ResultUnit;
    key: string;
    name: string;
    pips: DecimalText;
    trades: number;
  }[],
  size = 3,
) {
  const groups = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) {
    const id = `${row.month}|${row.unit}`;
    groups.set(id, [...(groups.get(id) ?? []), row]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([, group]) => ({
      month: group[0]?.month ?? '',
      unit: group[0]?.unit ?? 'pips',
      top: [...group]
        .sort((a, b) => dec(b.pips).cmp(a.pips) || a.name.localeCompare(b.name))
        .slice(0, size)
        .map((r) => ({ key: r.key, name: r.name, pipsSum: text(dec(r.pips)), trades: r.trades })),
    }));
}
