import type { activityLogSearch } from '@signal-desk/domain/page-search';
import type { z } from 'zod';

/** The log screen's filters: its route's validated query, on a page counted from 1. */
export type LogFilters = Omit<z.output<typeof activityLogSearch>, 'page' | 'perPage'> & { page: number };

/** The filters of the page's validated query (its page size is the screen's own). */
export function logFiltersOf({
  page,
  perPage: _perPage,
  ...filters
}: z.output<typeof activityLogSearch>): LogFilters {
  return { ...filters, page: page ?? 1 };
}

/** The API query of the filters, without the page. */
export function logQueryOf({ page: _page, ...filters }: LogFilters): Record<string, string | undefined> {
  return filters;
}
