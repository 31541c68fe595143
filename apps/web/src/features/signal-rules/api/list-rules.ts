import type { App } from '@signal-desk/domain/apps';
import { MAX_PER_PAGE } from '@signal-desk/domain/http';
import { takeProfitRuleSchema } from '@signal-desk/domain/signal-support';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

/** GET /take-profit-rules: the rules of one app, or of every app (an app has a handful). */
export const rulesQueryOptions = (app?: App) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.takeProfitRules, 'list', app ?? 'all'],
    queryFn: () =>
      apiClient.list('/take-profit-rules', takeProfitRuleSchema, { page: 1, perPage: MAX_PER_PAGE }, { app }),
  });

export const useRules = (app: App) => useQuery(rulesQueryOptions(app));

/** One rule: the API has no GET by id, so it is found among all rules. */
export const useRule = (id: string) =>
  useSuspenseQuery({
    ...rulesQueryOptions(),
    select: (rules) => rules.data.find((rule) => rule._id === id) ?? null,
  });
