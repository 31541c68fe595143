import { filterSchema } from '@signal-desk/domain/content';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { FILTERS_KEY } from './list-filters';

/** GET /filters/{id}. */
export const useFilter = (id: string) =>
  useQuery({
    queryKey: [...FILTERS_KEY, 'one', id],
    queryFn: () => apiClient.get(`/filters/${id}`, filterSchema),
    retry: false,
  });
