import { activityLogEntrySchema } from '@signal-desk/domain/activity-log';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ListParams } from '../../../shared/api/api-client';
import { type LogSearch, logQueryOf } from '../components/log-search';

export const LOG_PAGE_SIZE = 50;

/** GET /log-statistic: one page of the activity log, newest first. */
export const activityLogQueryOptions = (params: ListParams, search: LogSearch) =>
  queryOptions({
    queryKey: ['activity-log', 'list', params, logQueryOf(search)],
    queryFn: () => apiClient.list('/log-statistic', activityLogEntrySchema, params, logQueryOf(search)),
    placeholderData: keepPreviousData,
  });

export const useActivityLog = (params: ListParams, search: LogSearch) =>
  useQuery(activityLogQueryOptions(params, search));
