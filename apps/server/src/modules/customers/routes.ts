import {
  customerListSchema,
  revokeCustomerSessionOutputSchema,
  sendCustomerPushInputSchema,
  sendCustomerPushOutputSchema,
} from '@signal-desk/domain/customers';
import { idSchema } from '@signal-desk/domain/fields';
import { dataOf, listQuerySchema } from '@signal-desk/domain/http';
import type { Permission } from '@signal-desk/domain/permissions';
import { z } from 'zod';
import { actorOf } from '../../http/access';
import { type Api, errorResponses, type RouteDeps } from '../../http/api';
import { assertPermission } from '../../shared/access-rules';
import { listCustomers, revokeCustomerSession, sendCustomerPush } from './customers-service';

const tags = ['users (customers)'];
const byId = z.object({ id: idSchema });
const USERS: Permission[] = ['USERS_VIEW'];
/** A push to a customer also needs the right to send notifications. */
const PUSH: Permission[] = ['NOTIFICATIONS_MODERATE'];

export interface CustomerRouteDeps extends RouteDeps {
  /** Called after a revocation commits, so this replica forgets the sessions before it answers. */
  sessionsEnded: (customerId: string) => void;
}

/** The customers of the apps (SPEC "Users"): search, other accounts, revoke, push. */
export function customerRoutes(app: Api, { db, sessionsEnded }: CustomerRouteDeps) {
  app.get(
    '/users',
    {
      config: { access: USERS },
      schema: {
        tags,
        summary:
          'Customers, newest first: `search` (or params.search) matches full name, username or email, or an app or subscription type; `where` filters (legacynumber finds other accounts)',
        querystring: listQuerySchema,
        response: { 200: customerListSchema, ...errorResponses },
      },
    },
    (request) => listCustomers(db, request.query),
  );

  app.post(
    '/users/:id/revoke-session',
    {
      config: { access: USERS },
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
      config: { access: USERS },
      // Before the body is read, like the route's own permission check.
      preValidation: async (request) => assertPermission(actorOf(request).admin, PUSH),
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
