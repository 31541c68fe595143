import { appSchema } from '@signal-desk/domain/apps';
import { masteryInputSchema, masterySchema, reorderChildrenInputSchema } from '@signal-desk/domain/content';
import { idSchema } from '@signal-desk/domain/fields';
import { dataOf, listOf, listQuerySchema } from '@signal-desk/domain/http';
import { z } from 'zod';
import { actorOf, visibleApps } from '../../http/access';
import { type Api, errorResponses, type RouteDeps } from '../../http/api';
import {
  createMastery,
  deleteMastery,
  listMasteries,
  reorderChildren,
  updateMastery,
} from './masteries-service';

const byId = z.object({ id: idSchema });

/** Masteries: a tree of categories and videos (SPEC section 7: /masteries, reorder-children). */
export function masteryRoutes(app: Api, { db }: RouteDeps) {
  const tags = ['masteries'];
  app.get(
    '/masteries',
    {
      schema: {
        tags,
        summary: 'Categories and videos of an app, by order (the whole tree: up to 200 a page)',
        querystring: listQuerySchema.extend({ app: appSchema.optional() }),
        response: { 200: listOf(masterySchema), ...errorResponses },
      },
    },
    (request) => listMasteries(db, request.query, visibleApps(request)),
  );
  app.post(
    '/masteries',
    {
      schema: {
        tags,
        summary: 'Create a category or a video (a video needs its URL)',
        body: masteryInputSchema,
        response: { 201: dataOf(masterySchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createMastery(db, actorOf(request), request.body) }),
  );
  app.put(
    '/masteries/:id',
    {
      schema: {
        tags,
        summary: 'Replace a mastery',
        params: byId,
        body: masteryInputSchema,
        response: { 200: dataOf(masterySchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await updateMastery(db, actorOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/masteries/:id',
    {
      schema: {
        tags,
        summary: 'Delete a video or an empty category',
        params: byId,
        response: { 200: dataOf(z.object({ _id: idSchema })), ...errorResponses },
      },
    },
    async (request) => ({ data: await deleteMastery(db, actorOf(request), request.params.id) }),
  );
  app.put(
    '/masteries/:id/reorder-children',
    {
      schema: {
        tags,
        summary: 'Set the order of children of a category: {orderHashMap: {childId: position}}',
        params: byId,
        body: reorderChildrenInputSchema,
        response: { 200: dataOf(z.array(masterySchema)), ...errorResponses },
      },
    },
    async (request) => ({
      data: await reorderChildren(db, actorOf(request), request.params, request.body.orderHashMap),
    }),
  );
  app.put(
    '/masteries/top-level/reorder-children',
    {
      schema: {
        tags,
        summary: 'Set the order of the top-level categories of an app: {orderHashMap: {id: position}}',
        querystring: z.strictObject({ app: appSchema }),
        body: reorderChildrenInputSchema,
        response: { 200: dataOf(z.array(masterySchema)), ...errorResponses },
      },
    },
    async (request) => ({
      data: await reorderChildren(db, actorOf(request), request.query, request.body.orderHashMap),
    }),
  );
}
