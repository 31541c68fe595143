import type { statsSearch } from '@signal-desk/domain/page-search';
import type { z } from 'zod';
import { queryClient } from '../../../shared/api/query-client';
import { rangeErrorsOf, statsFiltersOf } from '../components/stats-search';
import { statsCountersQueryOptions } from './stats-counters';
import { statsPerformersQueryOptions } from './stats-performers';
import { statsPipsGainQueryOptions } from './stats-pips-gain';

/**
 * The route's loader: the page's three reports start loading with the page's code, not once it has
 * rendered; a range the API would refuse is not asked for (as on the page).
 */
export function prefetchStats(search: z.output<typeof statsSearch>) {
  const filters = statsFiltersOf(search);
  if (Object.keys(rangeErrorsOf(filters)).length > 0) return;
  void queryClient.prefetchQuery(statsCountersQueryOptions(filters));
  void queryClient.prefetchQuery(statsPerformersQueryOptions(filters));
  void queryClient.prefetchQuery(statsPipsGainQueryOptions(filters));
}
