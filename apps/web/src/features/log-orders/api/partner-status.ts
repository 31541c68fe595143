import { partnerStatusSchema } from '@signal-desk/domain/partner';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** GET /partner/status: whether signal copies go to the partner, and how they stand. */
export const partnerStatusQueryOptions = queryOptions({
  queryKey: ['partner', 'status'],
  queryFn: () => apiClient.get('/partner/status', partnerStatusSchema),
  staleTime: 10_000,
});

export const usePartnerStatus = () => useQuery(partnerStatusQueryOptions);
