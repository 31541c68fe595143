import { faqSchema } from '@signal-desk/domain/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { FAQ_KEY } from './list-categories';

/** GET /faq/{id}: one question with its answer. */
export const faqQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...FAQ_KEY, 'faq', id], queryFn: () => apiClient.get(`/faq/${id}`, faqSchema) });

export const useFaq = (id: string) => useQuery({ ...faqQueryOptions(id), retry: false });
