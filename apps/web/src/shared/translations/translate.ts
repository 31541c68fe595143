import type { Locale } from '@signal-desk/domain/locales';
import { languagesSchema, type TranslateInput, translateResultSchema } from '@signal-desk/domain/translation';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';

/** GET /languages/list: the UI languages and whether machine translation is configured. */
export const languagesQueryOptions = queryOptions({
  queryKey: ['languages'],
  queryFn: () => apiClient.get('/languages/list', languagesSchema),
  staleTime: 5 * 60_000,
});
export const useLanguages = () => useQuery(languagesQueryOptions);

/** POST /languages/translate: the texts in every other language, for review before saving. */
export const useTranslate = () =>
  useMutation({
    mutationFn: (input: TranslateInput) =>
      apiClient.send('POST', '/languages/translate', input, translateResultSchema),
  });

export type TranslationTexts = Partial<Record<Locale, Record<string, string | undefined>>>;
