import { type OrderReportListQuery, orderReportSchema } from '@signal-desk/domain/partner';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ListParams } from '../../../shared/api/api-client';

export const ORDERS_PAGE_SIZE = 50;

/** GET /log-statistic/orders: the partner's order reports, newest first. */
export const orderReportsQueryOptions = (
  params: ListParams,
  { page: _page, perPage: _perPage, search: _search, ...filters }: OrderReportListQuery,
) =>
  queryOptions({
    queryKey: ['order-reports', 'list', params, filters],
    queryFn: () => apiClient.list('/log-statistic/orders', orderReportSchema, params, filters),
    placeholderData: keepPreviousData,
  });

export const useOrderReports = (params: ListParams, query: OrderReportListQuery) =>
  useQuery(orderReportsQueryOptions(params, query));
