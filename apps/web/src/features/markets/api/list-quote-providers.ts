import { quoteProviderSchema } from '@signal-desk/domain/apps';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

const providersSchema = z.array(
  z.object({
    code: quoteProviderSchema,
    name: z.string(),
    simulated: z.boolean(),
    exchanges: z.array(z.string()),
  }),
);
export type QuoteProviderInfo = z.infer<typeof providersSchema>[number];

/** The quote providers (OANDA 1, synthetic 2, crypto -1), whether simulated, and their exchanges. */
export const quoteProvidersQueryOptions = queryOptions({
  queryKey: [...QUERY_KEYS.currencyPairs, 'quote-providers'],
  queryFn: () => apiClient.get('/currency-pairs/quote-providers', providersSchema),
  staleTime: 5 * 60_000,
});

export const useQuoteProviders = () => useQuery(quoteProvidersQueryOptions);
