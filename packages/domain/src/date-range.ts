import { z } from 'zod';
import type { ValidationCode } from './messages';

const m = (code: ValidationCode) => ({ message: code });

/**
 * The date quick filters of SPEC section 2 (today, last week, last 30 days), which every list with a
 * date filter offers. Days are UTC days, as the daily limits and the reports' daily rollup count them
 * (decision 30).
 */
export const QUICK_PERIODS = ['today', 'week', 'month'] as const;
export const quickPeriodSchema = z.enum(QUICK_PERIODS);
export type QuickPeriod = z.infer<typeof quickPeriodSchema>;

/** The quick filters plus the reports' last 12 months and current calendar month (the dashboard's figures). */
export const STATS_PERIODS = [...QUICK_PERIODS, 'year', 'thisMonth'] as const;
export const statsPeriodSchema = z.enum(STATS_PERIODS);
export type StatsPeriod = z.infer<typeof statsPeriodSchema>;

const startOfDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
const DAY = 86_400_000;

/**
 * The instants [from, to] a period covers, ending now: `today` from UTC midnight, `week` the last 7 days
 * and `month` the last 30 days counting today (so 6 and 29 whole days before it), `year` the last 12
 * months counting this day, `thisMonth` from the 1st.
 */
export function quickRange(period: StatsPeriod, now: Date): { from: Date; to: Date } {
  const from = startOfDay(now);
  if (period === 'week') from.setUTCDate(from.getUTCDate() - 6);
  if (period === 'month') from.setUTCDate(from.getUTCDate() - 29);
  if (period === 'year')
    from.setUTCFullYear(from.getUTCFullYear() - 1, from.getUTCMonth(), from.getUTCDate() + 1);
  if (period === 'thisMonth') from.setUTCDate(1);
  return { from, to: now };
}

/** The longest range a report or a log query may cover. */
export const MAX_RANGE_YEARS = 5;

/** A day (`2026-11-23`, the whole UTC day) or an instant with its offset. */
export const dateParamSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })], m('dateInvalid'));

/** A date range from a quick period or from/to; checked: start not after end, at most 5 years. */
export const dateRangeShape = {
  period: statsPeriodSchema.optional(),
  from: dateParamSchema.optional(),
  to: dateParamSchema.optional(),
};

interface RangeInput {
  period?: StatsPeriod;
  from?: string;
  to?: string;
}

/** A `to` given as a day includes that whole day. */
function endOf(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(Date.parse(value) + DAY - 1) : new Date(value);
}

/**
 * The instants [from, to] a query covers. A period wins over from/to; with none, `fallback` (the
 * last 30 days unless said otherwise).
 */
export function resolveRange(
  input: RangeInput,
  now: Date = new Date(),
  fallback: StatsPeriod = 'month',
): { from: Date; to: Date } {
  if (input.period || (!input.from && !input.to)) return quickRange(input.period ?? fallback, now);
  const to = input.to ? endOf(input.to) : now;
  const from = input.from ? new Date(input.from) : new Date(to.getTime() - 29 * DAY);
  return { from, to };
}

/** Refines a query holding a range: start not after end, at most MAX_RANGE_YEARS long. */
export function checkRange(input: RangeInput, ctx: z.RefinementCtx) {
  if (!input.from && !input.to) return;
  const { from, to } = resolveRange({ from: input.from, to: input.to });
  if (from.getTime() > to.getTime()) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'rangeReversed' });
    return;
  }
  const limit = new Date(from);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_RANGE_YEARS);
  if (to.getTime() > limit.getTime()) ctx.addIssue({ code: 'custom', path: ['to'], message: 'rangeTooLong' });
}
