import type { App } from '@signal-desk/domain/apps';
import { faqCategorySchema } from '@signal-desk/domain/content';
import { MAX_PER_PAGE } from '@signal-desk/domain/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export const FAQ_KEY = ['faq'] as const;

/** GET /faq-category?app=: the categories and subcategories of an app. */
export const faqCategoriesQueryOptions = (app: App) =>
  queryOptions({
    queryKey: [...FAQ_KEY, 'categories', app],
    queryFn: () =>
      apiClient.list(
        '/faq-category',
        faqCategorySchema,
        { page: 1, perPage: MAX_PER_PAGE, sort: 'title' },
        { app },
      ),
  });

export const useFaqCategories = (app: App) => useQuery(faqCategoriesQueryOptions(app));
