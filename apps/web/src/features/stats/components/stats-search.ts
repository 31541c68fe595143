import type { statsSearch } from '@signal-desk/domain/page-search';
import { type StatsQuery, statsQuerySchema } from '@signal-desk/domain/stats';
import type { FieldError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../shared/api/api-error';
import { serverFieldError } from '../../../shared/forms/server-errors';

/** The /stats screen's filters, kept in the URL; a bad value is dropped rather than refused. */
export type StatsFilters = Pick<StatsQuery, 'app' | 'trader' | 'strategy' | 'period' | 'from' | 'to'>;

type StatsSearch = z.output<typeof statsSearch>;

/** The screen opens on the last 12 months, so the monthly analytics have months to show. */
export const DEFAULT_STATS_PERIOD = 'year';

/** The filters of the page's validated query: a period, else a range, else the default period. */
export function statsFiltersOf({ app, trader, strategy, period, from, to }: StatsSearch): StatsFilters {
  const range = !period && (from !== undefined || to !== undefined);
  return {
    app,
    trader,
    strategy,
    period: period ?? (range ? undefined : DEFAULT_STATS_PERIOD),
    from: period ? undefined : from,
    to: period ? undefined : to,
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
