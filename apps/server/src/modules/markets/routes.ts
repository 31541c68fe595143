import {
  contractsInputSchema,
  contractsSchema,
  cryptoCoinSchema,
  cryptoCoinSearchSchema,
  exchangeAvailabilitySchema,
  exchangeListingInputSchema,
  marketTypeInputSchema,
} from '@signal-desk/domain/crypto-markets';
import { idSchema } from '@signal-desk/domain/fields';
import { dataOf, listOf, listQuerySchema } from '@signal-desk/domain/http';
import {
  currencyInputSchema,
  currencyPairInputSchema,
  currencyPairSchema,
  currencySchema,
} from '@signal-desk/domain/markets';
import { z } from 'zod';
import { actorOf } from '../../http/access';
import { type Api, errorResponses, type RouteDeps } from '../../http/api';
import {
  createCurrency,
  deleteCurrency,
  getCurrency,
  listCurrencies,
  updateCurrency,
} from './currencies-service';
import {
  exchangesListing,
  marketTypeAvailability,
  searchCryptoCoins,
  validateContracts,
} from './exchanges-service';
import type { MarketData } from './market-data';
import { createPair, deletePair, getPair, listPairs } from './pairs-service';

const byId = z.object({ id: idSchema });
const deleted = { 200: dataOf(z.object({ _id: idSchema })), ...errorResponses };

export function marketRoutes(app: Api, { db, market }: RouteDeps & { market: MarketData }) {
  const tags = ['markets'];

  app.get(
    '/currencies',
    {
      schema: {
        tags,
        summary: 'List currencies',
        querystring: listQuerySchema,
        response: { 200: listOf(currencySchema), ...errorResponses },
      },
    },
    (request) => listCurrencies(db, request.query),
  );
  app.get(
    '/currencies/search-crypto-coins',
    {
      schema: {
        tags,
        summary: 'Coins the crypto exchanges list, by code (at least 2 characters)',
        querystring: cryptoCoinSearchSchema,
        response: { 200: listOf(cryptoCoinSchema), ...errorResponses },
      },
    },
    (request) =>
      searchCryptoCoins(market, request.query.searchText, request.query.page, request.query.perPage),
  );
  app.get(
    '/currencies/:id',
    {
      schema: {
        tags,
        summary: 'One currency',
        params: byId,
        response: { 200: dataOf(currencySchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getCurrency(db, request.params.id) }),
  );
  app.post(
    '/currencies',
    {
      schema: {
        tags,
        summary: 'Create a currency',
        body: currencyInputSchema,
        response: { 201: dataOf(currencySchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createCurrency(db, actorOf(request), request.body) }),
  );
  app.put(
    '/currencies/:id',
    {
      schema: {
        tags,
        summary: 'Update a currency',
        params: byId,
        body: currencyInputSchema,
        response: { 200: dataOf(currencySchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await updateCurrency(db, actorOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/currencies/:id',
    {
      schema: { tags, summary: 'Delete a currency no pair uses', params: byId, response: deleted },
    },
    async (request) => ({ data: await deleteCurrency(db, actorOf(request), request.params.id) }),
  );

  app.get(
    '/currency-pairs/quote-providers',
    {
      schema: {
        tags,
        summary: 'Quote providers (OANDA 1, synthetic 2, crypto -1), whether simulated, and their exchanges',
        response: {
          200: dataOf(
            z.array(
              z.object({
                code: z.number().int(),
                name: z.string(),
                simulated: z.boolean(),
                exchanges: z.array(z.string()),
              }),
            ),
          ),
          ...errorResponses,
        },
      },
    },
    async () => ({ data: market.providers() }),
  );
  app.get(
    '/currency-pairs',
    {
      schema: {
        tags,
        summary: 'List currency pairs',
        querystring: listQuerySchema,
        response: { 200: listOf(currencyPairSchema), ...errorResponses },
      },
    },
    (request) => listPairs(db, request.query),
  );
  app.get(
    '/currency-pairs/:id',
    {
      schema: {
        tags,
        summary: 'One currency pair',
        params: byId,
        response: { 200: dataOf(currencyPairSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getPair(db, request.params.id) }),
  );
  app.post(
    '/currency-pairs',
    {
      schema: {
        tags,
        summary: 'Add a pair or stock the provider quotes',
        body: currencyPairInputSchema,
        response: { 201: dataOf(currencyPairSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createPair(db, market, actorOf(request), request.body) }),
  );
  app.delete(
    '/currency-pairs/:id',
    {
      schema: { tags, summary: 'Delete a currency pair', params: byId, response: deleted },
    },
    async (request) => ({ data: await deletePair(db, actorOf(request), request.params.id) }),
  );
  app.post(
    '/currency-pairs/search-crypto-exchange',
    {
      schema: {
        tags,
        summary: 'Which crypto exchanges list base/quote',
        body: exchangeListingInputSchema,
        response: { 200: dataOf(z.array(z.string())), ...errorResponses },
      },
    },
    async (request) => ({ data: await exchangesListing(market, request.body.base, request.body.quote) }),
  );
  app.post(
    '/exchanges/market-type',
    {
      schema: {
        tags,
        summary: 'Whether base/quote trades as spot or futures on each exchange',
        body: marketTypeInputSchema,
        response: { 200: dataOf(z.array(exchangeAvailabilitySchema)), ...errorResponses },
      },
    },
    async (request) => ({ data: await marketTypeAvailability(market, request.body) }),
  );
  app.post(
    '/contracts/validate',
    {
      schema: {
        tags,
        summary: 'Futures contract sizing: whole contracts for an amount of the base coin',
        body: contractsInputSchema,
        response: { 200: dataOf(contractsSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await validateContracts(market, request.body) }),
  );
}
