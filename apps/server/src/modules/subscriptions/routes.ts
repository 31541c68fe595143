import { idSchema } from '@signal-desk/domain/fields';
import { dataOf } from '@signal-desk/domain/http';
import {
  subscriptionInputSchema,
  subscriptionSchema,
  subscriptionsByAppSchema,
  subscriptionsQuerySchema,
} from '@signal-desk/domain/subscriptions';
import { z } from 'zod';
import { actorOf, visibleApps } from '../../http/access';
import { type Api, errorResponses, type RouteDeps } from '../../http/api';
import {
  createSubscription,
  deleteSubscription,
  getSubscription,
  listSubscriptions,
  updateSubscription,
} from './subscriptions-service';

const tags = ['subscriptions'];
const byId = z.object({ id: idSchema });

/** The subscription products of each app (SPEC "Manage subscriptions"). */
export function subscriptionRoutes(app: Api, { db }: RouteDeps) {
  app.get(
    '/subscriptions',
    {
      schema: {
        tags,
        summary: 'Subscriptions grouped by app (shift, relic, titan, nfx), newest first; `app` keeps one',
        querystring: subscriptionsQuerySchema,
        response: { 200: dataOf(subscriptionsByAppSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listSubscriptions(db, visibleApps(request)) }),
  );
  app.get(
    '/subscriptions/:id',
    {
      schema: {
        tags,
        summary: 'One subscription',
        params: byId,
        response: { 200: dataOf(subscriptionSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getSubscription(db, request.params.id) }),
  );
  app.post(
    '/subscriptions',
    {
      schema: {
        tags,
        summary: 'Create a subscription',
        body: subscriptionInputSchema,
        response: { 201: dataOf(subscriptionSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createSubscription(db, actorOf(request), request.body) }),
  );
  app.put(
    '/subscriptions/:id',
    {
      schema: {
        tags,
        summary: 'Replace a subscription',
        params: byId,
        body: subscriptionInputSchema,
        response: { 200: dataOf(subscriptionSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await updateSubscription(db, actorOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/subscriptions/:id',
    {
      schema: {
        tags,
        summary: 'Delete a subscription',
        params: byId,
        response: { 200: dataOf(z.object({ _id: idSchema })), ...errorResponses },
      },
    },
    async (request) => ({ data: await deleteSubscription(db, actorOf(request), request.params.id) }),
  );
}
