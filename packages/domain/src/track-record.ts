import { z } from 'zod';
import { appSchema } from './apps';
import { type DecimalText, dec, text } from './decimal';
import { nicknameSchema } from './fields';
import {
  EMPTY_SUMS,
  type EquityPoint,
  equityCurve,
  equityPointSchema,
  maxDrawdown,
  metricsOf,
  RESULT_UNITS,
  type ResultUnit,
  resultUnitSchema,
  SumsTotal,
  weeklyCurve,
} from './stats';

// The public track record (decision 29): each closed idea's result is a link of a hash chain per app.
// This file holds the rule of the chain, which the database applies when it appends a link and every
// reader applies when it checks one (docs/track-record/verify.mjs writes the same rule without imports).

/** The `prevHash` of an app's first link. */
export const GENESIS_HASH = '0'.repeat(64);

/** A value the canonical JSON writes: decimals travel as strings, so the only numbers are integers. */
export type CanonicalValue =
  | string
  | number
  | boolean
  | null
  | readonly CanonicalValue[]
  | { readonly [key: string]: CanonicalValue };

/**
 * The canonical JSON of a value: object keys sorted (by UTF-16 code units, JavaScript's default
 * sort), no whitespace, strings escaped as JSON.stringify does, numbers only as safe integers
 * (decimals are strings, so no reader ever rounds one). The same value always gives the same text.
 */
export function canonicalJson(value: CanonicalValue): string {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`canonical JSON takes integers only, not ${value}`);
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const object = value as { readonly [key: string]: CanonicalValue };
  const keys = Object.keys(object).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key] as CanonicalValue)}`).join(',')}}`;
}

/** The Web Crypto and encoding APIs browsers and Node share (the domain compiles without DOM or Node types). */
const platform = globalThis as unknown as {
  crypto: { subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> } };
  TextEncoder: new () => { encode(text: string): Uint8Array };
};

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A link's hash: SHA-256 (hex) of the previous link's hash followed by the entry's canonical JSON (UTF-8). */
export async function linkHash(prevHash: string, entry: CanonicalValue): Promise<string> {
  const bytes = new platform.TextEncoder().encode(prevHash + canonicalJson(entry));
  return hex(await platform.crypto.subtle.digest('SHA-256', bytes));
}

/** What a link says: a closed idea's public result, or a correction of an earlier link of the same idea. */
export const TRACK_RECORD_KINDS = ['result', 'correction'] as const;

/**
 * The hashed entry of a link: public fields only (no email, no internal id). A correction repeats the
 * idea's fields as they now are and names the link it corrects; one whose idea no longer counts
 * (reopened, deleted) is `withdrawn` and carries no levels nor result.
 */
export const trackRecordEntrySchema = z.strictObject({
  seq: z.number().int().positive(),
  kind: z.enum(TRACK_RECORD_KINDS),
  /** The seq of the link this one corrects; null for a result. */
  corrects: z.number().int().positive().nullable(),
  app: appSchema,
  /** The idea's public number (SHIFT-000123). */
  idea: z.string(),
  pair: z.string().nullable(),
  side: z.string().nullable(),
  /** The closed status (won, sl_hit, early_sl_hit, draw, cancelled), or `withdrawn`. */
  status: z.string(),
  entry: z.string().nullable(),
  /** The closing price; null for a close without a price. */
  exit: z.string().nullable(),
  /** In pips or points (`unit`), as stored. */
  result: z.string().nullable(),
  unit: z.string().nullable(),
  /** Crypto ideas read in percent of the entry (decision 19). */
  percent: z.string().nullable(),
  openedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The trader's nickname when they had opted in when the link was written. */
  trader: z.string().nullable(),
});
export type TrackRecordEntry = z.infer<typeof trackRecordEntrySchema>;

export const trackRecordLinkSchema = z.object({
  seq: z.number().int().positive(),
  prevHash: z.string(),
  hash: z.string(),
  entry: trackRecordEntrySchema,
});
export type TrackRecordLink = z.infer<typeof trackRecordLinkSchema>;

/** The links of one page of `GET /api/public/track-record/{app}`. */
export const TRACK_RECORD_PAGE_SIZE = 500;
/** The latest corrections an answer lists (their number is given in full). */
export const TRACK_RECORD_CORRECTIONS_SHOWN = 20;

/**
 * `?from=`: the first seq of a page of links (without it, the answer is the summary the page and the
 * widget read: figures, head, corrections, no links); `?trader=`: a trader who opted in.
 */
export const trackRecordQuerySchema = z.strictObject({
  from: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  trader: nicknameSchema.optional(),
});
export type TrackRecordQuery = z.input<typeof trackRecordQuerySchema>;

export const monthlyResultSchema = z.object({
  /** YYYY-MM (UTC closing month). */
  month: z.string(),
  trades: z.number().int(),
  result: z.string(),
});

export const trackRecordFiguresSchema = z.object({
  unit: resultUnitSchema,
  ideas: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  total: z.string(),
  winRate: z.string().nullable(),
  profitFactor: z.string().nullable(),
  expectancy: z.string().nullable(),
  maxDrawdown: z.string(),
  /** Mean time from opening (activation, or publication of a market order) to close, in hours. */
  averageHoldingHours: z.string().nullable(),
  /** The cumulative result by closing day (by week beyond 92 closing days). */
  equity: z.array(equityPointSchema),
  monthly: z.array(monthlyResultSchema),
});
export type TrackRecordFigures = z.infer<typeof trackRecordFiguresSchema>;

export const trackRecordSchema = z.object({
  app: appSchema,
  /** The nickname asked with `?trader=`, or null for the whole app. */
  trader: z.string().nullable(),
  /** The app's last link; seq 0 and GENESIS_HASH before the first. */
  head: z.object({ seq: z.number().int(), hash: z.string() }),
  /** Ideas that count, over every unit. */
  ideas: z.number().int(),
  /** Per unit: pips, points and percent are never added together. */
  figures: z.array(trackRecordFiguresSchema),
  corrections: z.object({ total: z.number().int(), latest: z.array(trackRecordLinkSchema) }),
  /** Links from `?from=` in seq order, at most TRACK_RECORD_PAGE_SIZE; none without `from`. */
  links: z.array(trackRecordLinkSchema),
  /** The `from` of the next page of links (1 in the summary when there are links); null after the last. */
  next: z.number().int().nullable(),
});
export type TrackRecord = z.infer<typeof trackRecordSchema>;

/** One closing day of one unit, as the database keeps it for the public record. */
export interface TrackRecordDay {
  unit: ResultUnit;
  /** YYYY-MM-DD */
  day: string;
  trades: number;
  wins: number;
  losses: number;
  pips: DecimalText;
  winPips: DecimalText;
  lossPips: DecimalText;
  holdingSeconds: DecimalText;
}

/** The figures of each unit with results, from its closing days (in any order). */
export function trackRecordFigures(days: readonly TrackRecordDay[]): TrackRecordFigures[] {
  return RESULT_UNITS.flatMap((unit) => {
    const own = days.filter((day) => day.unit === unit && day.trades > 0);
    if (own.length === 0) return [];
    const total = new SumsTotal();
    let holding = dec(0);
    const months = new Map<string, { trades: number; result: DecimalText[] }>();
    for (const day of own) {
      total.add({ ...EMPTY_SUMS, ...day });
      holding = holding.plus(day.holdingSeconds);
      const month = months.get(day.day.slice(0, 7)) ?? { trades: 0, result: [] };
      month.trades += day.trades;
      month.result.push(day.pips);
      months.set(day.day.slice(0, 7), month);
    }
    const sums = total.sums();
    const daily: EquityPoint[] = equityCurve(own.map(({ day, pips }) => ({ day, pips })));
    const metrics = metricsOf(unit, sums, daily);
    return [
      {
        unit,
        ideas: sums.trades,
        wins: sums.wins,
        losses: sums.losses,
        total: metrics.pipsSum,
        winRate: metrics.winRate,
        profitFactor: metrics.profitFactor,
        expectancy: metrics.expectancy,
        maxDrawdown: maxDrawdown(daily),
        averageHoldingHours: text(holding.div(sums.trades).div(3600).round(1, 1)),
        equity: weeklyCurve(daily),
        monthly: [...months.entries()]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([month, { trades, result }]) => ({
            month,
            trades,
            result: text(result.reduce((sum, value) => sum.plus(value), dec(0))),
          })),
      },
    ];
  });
}

/** The outcome of checking a downloaded history, link by link. */
export type ChainCheck =
  | { ok: true; head: string; links: number }
  | { ok: false; seq: number; reason: string };

/** Checks links in order from the app's first: each follows the previous and its hash is its entry's. */
export async function checkChain(links: readonly TrackRecordLink[]): Promise<ChainCheck> {
  let prev = GENESIS_HASH;
  let seq = 0;
  for (const link of links) {
    if (link.seq !== seq + 1 || link.entry.seq !== link.seq)
      return { ok: false, seq: link.seq, reason: 'out of order' };
    if (link.prevHash !== prev)
      return { ok: false, seq: link.seq, reason: 'does not follow the previous link' };
    if ((await linkHash(prev, link.entry)) !== link.hash)
      return { ok: false, seq: link.seq, reason: 'hash does not match its entry' };
    prev = link.hash;
    seq = link.seq;
  }
  return { ok: true, head: prev, links: seq };
}

/**
 * The points of an equity curve drawn in a box of `width` x `height` (an SVG polyline's `points`),
 * starting at 0 before the first closing day: the page, the widget and the link preview draw the same.
 */
export function equityPolyline(curve: readonly EquityPoint[], width: number, height: number): string {
  const values = [0, ...curve.map((point) => Number(point.cumulative))];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const step = width / Math.max(values.length - 1, 1);
  return values
    .map((value, i) => `${(i * step).toFixed(1)},${(height - ((value - low) / span) * height).toFixed(1)}`)
    .join(' ');
}
