import { appSchema } from '@signal-desk/domain/apps';
import {
  faqCategoryInputSchema,
  faqCategorySchema,
  faqInputSchema,
  faqSchema,
  removeImageInputSchema,
} from '@signal-desk/domain/content';
import { idSchema } from '@signal-desk/domain/fields';
import { dataOf, listOf, listQuerySchema } from '@signal-desk/domain/http';
import { z } from 'zod';
import { actorOf, visibleApps } from '../../http/access';
import { type Api, errorResponses, type RouteDeps } from '../../http/api';
import type { Storage } from '../../integrations/storage/storage';
import {
  createFaq,
  createFaqCategory,
  deleteFaq,
  deleteFaqCategory,
  getFaq,
  listFaqCategories,
  listFaqsOfCategory,
  removeFaqImage,
  updateFaq,
  updateFaqCategory,
} from './faq-service';

const byId = z.object({ id: idSchema });
const deleted = { 200: dataOf(z.object({ _id: idSchema })), ...errorResponses };

/** Apps pedia: FAQ categories (one level of subcategories) and their questions with rich HTML answers. */
export function faqRoutes(app: Api, { db, storage }: RouteDeps & { storage: Storage }) {
  const tags = ['apps pedia (FAQ)'];
  app.get(
    '/faq-category',
    {
      schema: {
        tags,
        summary: 'FAQ categories and subcategories (`app` keeps one app), with their question counts',
        querystring: listQuerySchema.extend({ app: appSchema.optional() }),
        response: { 200: listOf(faqCategorySchema), ...errorResponses },
      },
    },
    (request) => listFaqCategories(db, request.query, visibleApps(request)),
  );
  app.post(
    '/faq-category',
    {
      schema: {
        tags,
        summary: 'Create a category or subcategory',
        body: faqCategoryInputSchema,
        response: { 201: dataOf(faqCategorySchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createFaqCategory(db, actorOf(request), request.body) }),
  );
  app.put(
    '/faq-category/:id',
    {
      schema: {
        tags,
        summary: 'Replace a category',
        params: byId,
        body: faqCategoryInputSchema,
        response: { 200: dataOf(faqCategorySchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await updateFaqCategory(db, actorOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/faq-category/:id',
    {
      schema: {
        tags,
        summary: 'Delete an empty category (409 has_children while it holds subcategories or questions)',
        params: byId,
        response: deleted,
      },
    },
    async (request) => ({ data: await deleteFaqCategory(db, actorOf(request), request.params.id) }),
  );
  app.get(
    '/faq-category/:id/faqs',
    {
      schema: {
        tags,
        summary: 'The questions of a category',
        params: byId,
        querystring: listQuerySchema,
        response: { 200: listOf(faqSchema), ...errorResponses },
      },
    },
    (request) => listFaqsOfCategory(db, request.params.id, request.query),
  );
  app.get(
    '/faq/:id',
    {
      schema: {
        tags,
        summary: 'One question',
        params: byId,
        response: { 200: dataOf(faqSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getFaq(db, request.params.id) }),
  );
  app.post(
    '/faq',
    {
      schema: {
        tags,
        summary: 'Create a question; its HTML is reduced to an allow-list',
        body: faqInputSchema,
        response: { 201: dataOf(faqSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createFaq(db, actorOf(request), request.body) }),
  );
  app.put(
    '/faq/:id',
    {
      schema: {
        tags,
        summary: 'Replace a question',
        params: byId,
        body: faqInputSchema,
        response: { 200: dataOf(faqSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await updateFaq(db, actorOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/faq/:id',
    {
      schema: { tags, summary: 'Delete a question', params: byId, response: deleted },
    },
    async (request) => ({ data: await deleteFaq(db, actorOf(request), request.params.id) }),
  );
  app.post(
    '/faq/remove-img',
    {
      schema: {
        tags,
        summary: 'Delete an image uploaded for the FAQ editor',
        body: removeImageInputSchema,
        response: { 200: dataOf(z.object({ url: z.string() })), ...errorResponses },
      },
    },
    async (request) => ({ data: await removeFaqImage(db, storage, actorOf(request), request.body.url) }),
  );
}
