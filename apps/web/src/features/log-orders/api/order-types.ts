import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

/** GET /orders/types: the order types (time in force) the reports name. */
export const orderTypesQueryOptions = queryOptions({
  queryKey: ['order-reports', 'types'],
  queryFn: () => apiClient.get('/orders/types', z.array(z.string())),
  staleTime: 60_000,
});

export const useOrderTypes = () => useQuery(orderTypesQueryOptions);
