import {
  customerAuthOutputSchema,
  customerProfileSchema,
  customerSignInInputSchema,
  customerSignUpInputSchema,
  deviceInputSchema,
  feedQuerySchema,
  feedSchema,
} from '@signal-desk/domain/app-api';
import { dataOf } from '@signal-desk/domain/http';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { type Api, errorResponses } from '../../http/api';
import { unauthorized } from '../../shared/errors';
import { getProfile, signIn, signOut, signUp } from '../customers/customer-accounts-service';
import { registerDevice } from '../notifications/service';
import { type CustomerSessionCache, customerAuthHook, customerOf } from './customer-auth-service';
import { type FeedPageCache, readFeed } from './feed-service';

export const APP_API_PREFIX = '/app-api/v1';
const tags = ['customer app API v1'];
/** Customer routes send the customer's token, never an admin's. */
const customerSecurity = [{ customerBearer: [] }];

export interface AppApiDeps {
  db: Db;
  sessions: CustomerSessionCache;
  listCache: FeedPageCache;
  trialDays: number;
}

/**
 * The mobile apps' API under /app-api/v1. At the admin layer every route is `public`; customer routes
 * run their own hook, which accepts customer sessions only.
 */
export function appApiRoutes(app: Api, { db, sessions, listCache, trialDays }: AppApiDeps) {
  const customer = customerAuthHook(sessions);
  const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
  });

  app.post(
    '/auth/sign-up',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Create an account for one app (a trial subscription starts) and sign in',
        security: [],
        body: customerSignUpInputSchema,
        response: { 201: customerAuthOutputSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await signUp(db, request.body, client(request), trialDays) }),
  );

  app.post(
    '/auth/sign-in',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with the email and password of an app account; answers a bearer token',
        security: [],
        body: customerSignInInputSchema,
        response: { 200: customerAuthOutputSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await signIn(db, request.body, client(request)) }),
  );

  app.post(
    '/auth/sign-out',
    {
      config: { access: 'public' },
      onRequest: customer,
      schema: {
        tags,
        summary: 'End this session',
        security: customerSecurity,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = customerOf(request);
      await signOut(db, session.sessionId, session.customerId);
      sessions.invalidateCustomer(session.customerId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      config: { access: 'public' },
      onRequest: customer,
      schema: {
        tags,
        summary: 'The signed-in customer and their subscription',
        security: customerSecurity,
        response: { 200: dataOf(customerProfileSchema), ...errorResponses },
      },
    },
    async (request) => {
      const profile = await getProfile(db, customerOf(request).customerId);
      if (!profile) throw unauthorized('Your session has ended, sign in again');
      return { data: profile };
    },
  );

  app.post(
    '/devices',
    {
      config: { access: 'public' },
      onRequest: customer,
      schema: {
        tags,
        summary: "Register this device's push token for the customer (again after a token refresh)",
        security: customerSecurity,
        body: deviceInputSchema,
        response: { 201: dataOf(z.object({ registered: z.literal(true) })), ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = customerOf(request);
      await db.transaction((tx) =>
        registerDevice(tx, {
          token: request.body.token,
          app: session.app as Parameters<typeof registerDevice>[1]['app'],
          language: request.body.language,
          customerId: session.customerId,
          platform: request.body.platform,
        }),
      );
      return reply.status(201).send({ data: { registered: true as const } });
    },
  );

  app.get(
    '/signals',
    {
      config: { access: 'public' },
      onRequest: customer,
      schema: {
        tags,
        summary:
          'Trade ideas of the app, newest first: open ones live while the subscription runs, closed ones with their result',
        security: customerSecurity,
        querystring: feedQuerySchema,
        response: { 200: feedSchema, ...errorResponses },
      },
    },
    (request) => readFeed(db, listCache, customerOf(request), request.query),
  );
}
