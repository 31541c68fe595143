import {
  adminUserSchema,
  changeActivationStatusInputSchema,
  createAdminInputSchema,
  quoteProviderInputSchema,
  updateAdminInputSchema,
} from '@signal-desk/domain/admin';
import { idSchema } from '@signal-desk/domain/fields';
import { dataOf, listOf, listQuerySchema } from '@signal-desk/domain/http';
import { z } from 'zod';
import { actorOf } from '../../http/access';
import { type Api, errorResponses, type RouteDeps } from '../../http/api';
import { adminAsSeenBy } from './admin-view';
import {
  changeActivationStatus,
  createAdmin,
  getAdmin,
  listAdmins,
  resetTwoFactorsOf,
  revokeSessionsOf,
  setOwnQuoteProvider,
  updateAdmin,
} from './admins-service';

const byId = z.object({ id: idSchema });
const adminReply = { 200: dataOf(adminUserSchema), ...errorResponses };

export function adminRoutes(app: Api, { db }: RouteDeps) {
  app.get(
    '/admin-users',
    {
      schema: {
        tags: ['admins'],
        summary: 'List admins (search by name, nickname, email)',
        querystring: listQuerySchema,
        response: { 200: listOf(adminUserSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = actorOf(request).admin;
      const page = await listAdmins(db, request.query);
      return { ...page, data: page.data.map((admin) => adminAsSeenBy(viewer, admin)) };
    },
  );

  app.get(
    '/admin-users/:id',
    {
      schema: { tags: ['admins'], summary: 'One admin', params: byId, response: adminReply },
    },
    async (request) => ({
      data: adminAsSeenBy(actorOf(request).admin, await getAdmin(db, request.params.id)),
    }),
  );

  app.post(
    '/admin-users',
    {
      schema: {
        tags: ['admins'],
        summary: 'Create an admin',
        body: createAdminInputSchema,
        response: { 201: dataOf(adminUserSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createAdmin(db, actorOf(request), request.body) }),
  );

  app.put(
    '/admin-users/quote-provider',
    {
      schema: {
        tags: ['admins'],
        summary: "Set the signed-in admin's quote provider (OANDA 1, synthetic 2, crypto -1)",
        body: quoteProviderInputSchema,
        response: adminReply,
      },
    },
    async (request) => ({
      data: await setOwnQuoteProvider(db, actorOf(request), request.body.quoteProvider),
    }),
  );

  app.put(
    '/admin-users/:id',
    {
      schema: {
        tags: ['admins'],
        summary: 'Update an admin',
        params: byId,
        body: updateAdminInputSchema,
        response: adminReply,
      },
    },
    async (request) => ({ data: await updateAdmin(db, actorOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/admin-users/change-activation-status',
    {
      schema: {
        tags: ['admins'],
        summary: 'Activate or deactivate an admin; deactivation ends their sessions',
        body: changeActivationStatusInputSchema,
        response: adminReply,
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id, activationStatus } = request.body;
      return {
        data: adminAsSeenBy(actor.admin, await changeActivationStatus(db, actor, id, activationStatus)),
      };
    },
  );

  app.post(
    '/admin-users/:id/revoke-admin-session',
    {
      schema: {
        tags: ['admins'],
        summary: "End all of an admin's sessions",
        params: byId,
        response: { 200: dataOf(z.object({ revoked: z.number().int() })), ...errorResponses },
      },
    },
    async (request) => ({ data: await revokeSessionsOf(db, actorOf(request), request.params.id) }),
  );

  app.post(
    '/admin-users/:id/reset-two-factor',
    {
      schema: {
        tags: ['admins'],
        summary: "Remove another admin's second factors and recovery codes and end their sessions",
        params: byId,
        response: {
          200: dataOf(z.object({ totp: z.boolean(), passkeys: z.number().int() })),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ data: await resetTwoFactorsOf(db, actorOf(request), request.params.id) }),
  );
}
