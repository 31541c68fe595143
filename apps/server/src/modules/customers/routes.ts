import {
  customerAppSchema,
  customerDetailSchema,
  customerListSchema,
  revokeCustomerSessionOutputSchema,
  sendCustomerPushInputSchema,
  sendCustomerPushOutputSchema,
} from '@signal-desk/domain/customers';
import { idSchema } from '@signal-desk/domain/fields';
import { dataOf, listQuerySchema } from '@signal-desk/domain/http';
import { z } from 'zod';
import { actorOf, visibleApps } from '../../http/access';
import { type Api, errorResponses, type RouteDeps } from '../../http/api';
import {
  getCustomerDetail,
  listCustomers,
  revokeCustomerSession,
  sendCustomerPush,
} from './customers-service';

const tags = ['users (customers)'];
const byId = z.object({ id: idSchema });

export interface CustomerRouteDeps extends RouteDeps {
  /** Called after a revocation commits, so this replica forgets the sessions before it answers. */
  sessionsEnded: (customerId: string) => void;
}

/** The customers of the apps (SPEC "Users"): search, other accounts, revoke, push. */
export function customerRoutes(app: Api, { db, sessionsEnded }: CustomerRouteDeps) {
  app.get(
    '/users',
    {
      schema: {
        tags,
        summary:
          'Customers, newest first: `search` (or params.search) matches full name, username or email, or an app or subscription type; `where` filters (legacynumber finds other accounts)',
        querystring: listQuerySchema.extend({ app: customerAppSchema.optional() }),
        response: { 200: customerListSchema, ...errorResponses },
      },
    },
    (request) => listCustomers(db, request.query, visibleApps(request)),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary:
          'One customer with their devices and live sessions (most recently seen first, at most 50 each); never a password hash, token or push token',
        params: byId,
        response: { 200: dataOf(customerDetailSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getCustomerDetail(db, request.params.id) }),
  );

  app.post(
    '/users/:id/revoke-session',
    {
      schema: {
        tags,
        summary: 'End every session of the customer: their app signs out at once, on every replica',
        params: byId,
        response: { 200: dataOf(revokeCustomerSessionOutputSchema), ...errorResponses },
      },
    },
    async (request) => {
      const data = await revokeCustomerSession(db, actorOf(request), request.params.id);
      sessionsEnded(request.params.id);
      return { data };
    },
  );

  app.post(
    '/users/:id/send-pn',
    {
      schema: {
        tags,
        summary: "Queue a push notification to the customer's devices (also needs NOTIFICATIONS_MODERATE)",
        params: byId,
        body: sendCustomerPushInputSchema,
        response: { 200: dataOf(sendCustomerPushOutputSchema), ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return {
        data: await sendCustomerPush(
          db,
          { ...actor, name: actor.admin.name },
          request.params.id,
          request.body,
        ),
      };
    },
  );
}
