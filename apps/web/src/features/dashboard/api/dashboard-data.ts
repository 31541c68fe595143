import { hasPermission, type Permission } from '@signal-desk/domain/permissions';
import { queryClient } from '../../../shared/api/query-client';
import { keyFiguresQueryOptions } from './key-figures';
import { quotesHealthQueryOptions } from './quotes-health';

/** Whether the dashboard shows the key figures (today's and this month's results). */
export const showsKeyFigures = (permissions: readonly Permission[]) =>
  hasPermission(permissions, ['STATS', 'STATS_GLOBAL']);

/** Whether the dashboard shows the health of the quote feeds. */
export const showsFeedHealth = (permissions: readonly Permission[]) =>
  hasPermission(permissions, ['CURRENCY_VIEW', 'CURRENCY_MODIFY']);

/**
 * The route's loader: the figures the dashboard shows this admin start loading with the page's code,
 * not once it has rendered.
 */
export function prefetchDashboard(permissions: readonly Permission[]) {
  if (showsKeyFigures(permissions)) {
    void queryClient.prefetchQuery(keyFiguresQueryOptions('today'));
    void queryClient.prefetchQuery(keyFiguresQueryOptions('thisMonth'));
  }
  if (showsFeedHealth(permissions)) void queryClient.prefetchQuery(quotesHealthQueryOptions);
}
