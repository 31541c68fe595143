import { faqSchema } from '@signal-desk/domain/content';
import { MAX_PER_PAGE } from '@signal-desk/domain/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { FAQ_KEY } from './list-categories';

/** GET /faq-category/{id}/faqs: the questions of a category. */
export const categoryFaqsQueryOptions = (categoryId: string) =>
  queryOptions({
    queryKey: [...FAQ_KEY, 'faqs', categoryId],
    queryFn: () =>
      apiClient.list(`/faq-category/${categoryId}/faqs`, faqSchema, {
        page: 1,
        perPage: MAX_PER_PAGE,
        sort: 'createdAt',
      }),
  });

export const useCategoryFaqs = (categoryId: string | null) =>
  useQuery({ ...categoryFaqsQueryOptions(categoryId ?? ''), enabled: categoryId !== null });
