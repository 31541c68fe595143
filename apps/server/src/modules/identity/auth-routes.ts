import { adminUserSchema } from '@signal-desk/domain/admin';
import { loginInputSchema, loginOutputSchema, updateMeInputSchema } from '@signal-desk/domain/auth';
import { dataOf } from '@signal-desk/domain/http';
import { z } from 'zod';
import { actorOf, bearerToken, sessionOf } from '../../http/access';
import { type Api, errorResponses, type RouteDeps } from '../../http/api';
import { sendShared } from '../../http/shared-reply';
import { login, logout, updateMe } from './auth-service';
import { ownView } from './sessions-service';

export function authRoutes(app: Api, { db }: RouteDeps) {
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password; answers a bearer token',
        body: loginInputSchema,
        response: { 200: loginOutputSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await login(db, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
    }),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the current session',
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await logout(db, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in admin',
        response: { 200: dataOf(adminUserSchema), ...errorResponses },
      },
    },
    // The admin view is the identity cache's own object until it changes: its JSON is written once.
    // A plain handler, not an async one: the answer from memory is sent with no promise to wait for.
    (request, reply) => {
      const view = ownView(db, sessionOf(request).admin, () => bearerToken(request));
      if (view instanceof Promise) {
        return view.then((admin) => {
          sendShared(reply, admin);
        });
      }
      sendShared(reply, view);
    },
  );

  app.put(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Update the own profile; a password change needs the current one and ends other sessions',
        body: updateMeInputSchema,
        response: { 200: dataOf(adminUserSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await updateMe(db, actorOf(request), request.body, request.ip) }),
  );
}
