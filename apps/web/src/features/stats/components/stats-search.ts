import { appSchema } from '@signal-desk/domain/apps';
import { statsPeriodSchema } from '@signal-desk/domain/date-range';
import { idSchema } from '@signal-desk/domain/fields';
import { type StatsQuery, statsQuerySchema } from '@signal-desk/domain/stats';
import type { FieldError } from 'react-hook-form';
import { ApiError } from '../../../shared/api/api-error';
import { serverFieldError } from '../../../shared/forms/server-errors';

/** The /stats screen's filters, kept in the URL; a bad value is dropped rather than refused. */
export type StatsFilters = Pick<StatsQuery, 'app' | 'trader' | 'strategy' | 'period' | 'from' | 'to'>;

/** The screen opens on the last 12 months, so the monthly analytics have months to show. */
export const DEFAULT_STATS_PERIOD = 'year';

const day = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function parseStatsSearch(search: Record<string, unknown>): StatsFilters {
  const app = appSchema.safeParse(search.app);
  const trader = idSchema.safeParse(search.trader);
  const period = statsPeriodSchema.safeParse(search.period);
  const from = text(search.from);
  const to = text(search.to);
  const strategy = text(search.strategy).slice(0, 100);
  const range = day.test(from) || day.test(to);
  return {
    app: app.success ? app.data : undefined,
    trader: trader.success ? trader.data : undefined,
    strategy: strategy || undefined,
    period: period.success ? period.data : range ? undefined : DEFAULT_STATS_PERIOD,
    from: !period.success && day.test(from) ? from : undefined,
    to: !period.success && day.test(to) ? to : undefined,
  };
}

/** The API query of the filters (empty values left out). */
export function statsQueryOf(filters: StatsFilters): Record<string, string | undefined> {
  return { ...filters };
}

export type RangeField = 'from' | 'to';
export type RangeErrors = Partial<Record<RangeField, Pick<FieldError, 'type' | 'message' | 'types'>>>;
const isRangeField = (path: unknown): path is RangeField => path === 'from' || path === 'to';

/** The range checks of the API (start not after end, at most 5 years), run before asking it. */
export function rangeErrorsOf(filters: StatsFilters): RangeErrors {
  const parsed = statsQuerySchema.safeParse(statsQueryOf(filters));
  const errors: RangeErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (isRangeField(field)) errors[field] ??= { type: 'validate', message: issue.message };
  }
  return errors;
}

/** The server's refusals of the date fields, to show on them. */
export function serverRangeErrorsOf(error: unknown): RangeErrors {
  const errors: RangeErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const field of error.fields) {
    if (isRangeField(field.path)) errors[field.path] ??= { type: 'server', ...serverFieldError(field) };
  }
  return errors;
}
