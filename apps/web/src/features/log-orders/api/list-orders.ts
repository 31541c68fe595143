import { type OrderReportListQuery, orderReportSchema } from '@signal-desk/domain/partner';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export const ORDERS_PAGE_SIZE = 50;

/** GET /log-statistic/orders: the partner's order reports, newest first. */
export const orderReportsQueryOptions = (query: OrderReportListQuery) =>
  queryOptions({
    queryKey: ['order-reports', 'list', query],
    queryFn: () => {
      const { page, perPage: _perPage, ...filters } = query;
      return apiClient.list(
        '/log-statistic/orders',
        orderReportSchema,
        { page: page ?? 1, perPage: ORDERS_PAGE_SIZE },
        filters,
      );
    },
    placeholderData: keepPreviousData,
  });

export const useOrderReports = (query: OrderReportListQuery) => useQuery(orderReportsQueryOptions(query));
