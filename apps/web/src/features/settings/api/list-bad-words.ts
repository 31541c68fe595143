import { MAX_PER_PAGE } from '@signal-desk/domain/http';
import { badWordSchema } from '@signal-desk/domain/signal-support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

/** GET /badWords: the blacklisted words, alphabetically. */
export const badWordsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.badWords, page],
    queryFn: () => apiClient.list('/badWords', badWordSchema, { page, perPage: MAX_PER_PAGE, sort: 'text' }),
  });

export const useBadWords = (page = 1) => useQuery(badWordsQueryOptions(page));
