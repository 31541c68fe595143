import { bannerAppSchema, bannerInputSchema, bannerSchema } from '@signal-desk/domain/content';
import { idSchema } from '@signal-desk/domain/fields';
import { dataOf, listOf, listQuerySchema } from '@signal-desk/domain/http';
import { z } from 'zod';
import { actorOf } from '../../http/access';
import { type Api, errorResponses, type RouteDeps } from '../../http/api';
import { createBanner, deleteBanner, listBanners, updateBanner } from './banners-service';

const byId = z.object({ id: idSchema });

export function bannerRoutes(app: Api, { db }: RouteDeps) {
  const tags = ['banners'];
  app.get(
    '/banner',
    {
      schema: {
        tags,
        summary: 'The banners of one app, by ascending order',
        querystring: listQuerySchema.extend({ app: bannerAppSchema }),
        response: { 200: listOf(bannerSchema), ...errorResponses },
      },
    },
    (request) => listBanners(db, actorOf(request).admin.effectivePermissions, request.query),
  );
  app.post(
    '/banner',
    {
      schema: {
        tags,
        summary: 'Create (publish) a banner',
        body: bannerInputSchema,
        response: { 201: dataOf(bannerSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createBanner(db, actorOf(request), request.body) }),
  );
  app.put(
    '/banner/:id',
    {
      schema: {
        tags,
        summary: 'Replace a banner (a changed text needs its translations changed too)',
        params: byId,
        body: bannerInputSchema,
        response: { 200: dataOf(bannerSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await updateBanner(db, actorOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/banner/:id',
    {
      schema: {
        tags,
        summary: 'Delete a banner',
        params: byId,
        response: { 200: dataOf(z.object({ _id: idSchema })), ...errorResponses },
      },
    },
    async (request) => ({ data: await deleteBanner(db, actorOf(request), request.params.id) }),
  );
}
