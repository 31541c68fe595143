import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

/** GET /orders/user-name: the partner's clients the reports name. */
export const orderClientsQueryOptions = queryOptions({
  queryKey: ['order-reports', 'clients'],
  queryFn: () => apiClient.get('/orders/user-name', z.array(z.string())),
  staleTime: 60_000,
});

export const useOrderClients = () => useQuery(orderClientsQueryOptions);
