import { appSchema } from '@signal-desk/domain/apps';
import { filterInputSchema, filterSchema } from '@signal-desk/domain/content';
import { idSchema } from '@signal-desk/domain/fields';
import { dataOf, listOf, listQuerySchema } from '@signal-desk/domain/http';
import { z } from 'zod';
import { actorOf, visibleApps } from '../../http/access';
import { type Api, errorResponses, type RouteDeps } from '../../http/api';
import { createFilter, deleteFilter, getFilter, listFilters, updateFilter } from './filters-service';

const byId = z.object({ id: idSchema });

export function filterRoutes(app: Api, { db }: RouteDeps) {
  const tags = ['filters'];
  app.get(
    '/filters',
    {
      schema: {
        tags,
        summary: 'Filter categories and items by position (`where` on type and parentId)',
        querystring: listQuerySchema.extend({ app: appSchema.optional() }),
        response: { 200: listOf(filterSchema), ...errorResponses },
      },
    },
    (request) => listFilters(db, request.query, visibleApps(request)),
  );
  app.get(
    '/filters/:id',
    {
      schema: {
        tags,
        summary: 'One filter',
        params: byId,
        response: { 200: dataOf(filterSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getFilter(db, request.params.id) }),
  );
  app.post(
    '/filters',
    {
      schema: {
        tags,
        summary: 'Create a filter category or item',
        body: filterInputSchema,
        response: { 201: dataOf(filterSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createFilter(db, actorOf(request), request.body) }),
  );
  app.put(
    '/filters/:id',
    {
      schema: {
        tags,
        summary: 'Replace a filter',
        params: byId,
        body: filterInputSchema,
        response: { 200: dataOf(filterSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await updateFilter(db, actorOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/filters/:id',
    {
      schema: {
        tags,
        summary: 'Delete a filter (a category must be empty)',
        params: byId,
        response: { 200: dataOf(z.object({ _id: idSchema })), ...errorResponses },
      },
    },
    async (request) => ({ data: await deleteFilter(db, actorOf(request), request.params.id) }),
  );
}
