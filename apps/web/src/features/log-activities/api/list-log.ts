import { activityLogEntrySchema } from '@signal-desk/domain/activity-log';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { type LogFilters, logQueryOf } from '../components/log-search';

export const LOG_PAGE_SIZE = 50;

/** GET /log-statistic: one page of the activity log, newest first. */
export const activityLogQueryOptions = (filters: LogFilters) =>
  queryOptions({
    queryKey: ['activity-log', 'list', filters],
    queryFn: () =>
      apiClient.list(
        '/log-statistic',
        activityLogEntrySchema,
        { page: filters.page, perPage: LOG_PAGE_SIZE },
        logQueryOf(filters),
      ),
    placeholderData: keepPreviousData,
  });

export const useActivityLog = (filters: LogFilters) => useQuery(activityLogQueryOptions(filters));
