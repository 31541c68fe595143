import type { activityLogSearch } from '@signal-desk/domain/page-search';
import type { z } from 'zod';

/** The log screen's URL query, as its route validated it. */
export type LogSearch = z.output<typeof activityLogSearch>;

/** The API query of the log's filters: the URL's, without its paging. */
export function logQueryOf({ page: _page, perPage: _perPage, ...filters }: LogSearch) {
  return filters;
}
