import { idSchema } from '@signal-desk/domain/fields';
import { dataOf, listOf, listQuerySchema } from '@signal-desk/domain/http';
import {
  PERMISSION_GROUPS,
  PERMISSIONS,
  type Permission,
  permissionSchema,
} from '@signal-desk/domain/permissions';
import { roleInputSchema, roleSchema } from '@signal-desk/domain/role';
import { z } from 'zod';
import { actorOf } from '../../http/access';
import { type Api, errorResponses, type RouteDeps } from '../../http/api';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './roles-service';

const byId = z.object({ id: idSchema });
const groupNames = Object.keys(PERMISSION_GROUPS) as (keyof typeof PERMISSION_GROUPS)[];
const catalogue = PERMISSIONS.map((name) => ({
  name,
  group: groupNames.find((g) => (PERMISSION_GROUPS[g] as readonly Permission[]).includes(name)) ?? 'general',
}));

export function roleRoutes(app: Api, { db }: RouteDeps) {
  app.get(
    '/permissions',
    {
      schema: {
        tags: ['roles'],
        summary: 'The permission catalogue, grouped',
        response: {
          200: dataOf(z.array(z.object({ name: permissionSchema, group: z.enum(groupNames) }))),
          ...errorResponses,
        },
      },
    },
    async () => ({ data: catalogue }),
  );

  app.get(
    '/roles',
    {
      schema: {
        tags: ['roles'],
        summary: 'List roles',
        querystring: listQuerySchema,
        response: { 200: listOf(roleSchema), ...errorResponses },
      },
    },
    (request) => listRoles(db, request.query),
  );

  app.get(
    '/roles/:id',
    {
      schema: {
        tags: ['roles'],
        summary: 'One role',
        params: byId,
        response: { 200: dataOf(roleSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getRole(db, request.params.id) }),
  );

  app.post(
    '/roles',
    {
      schema: {
        tags: ['roles'],
        summary: 'Create a role',
        body: roleInputSchema,
        response: { 201: dataOf(roleSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createRole(db, actorOf(request), request.body) }),
  );

  app.put(
    '/roles/:id',
    {
      schema: {
        tags: ['roles'],
        summary: 'Update a role',
        params: byId,
        body: roleInputSchema,
        response: { 200: dataOf(roleSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await updateRole(db, actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/roles/:id',
    {
      schema: {
        tags: ['roles'],
        summary: 'Delete a role (it is taken from its admins)',
        params: byId,
        response: { 200: dataOf(z.object({ _id: idSchema })), ...errorResponses },
      },
    },
    async (request) => ({ data: await deleteRole(db, actorOf(request), request.params.id) }),
  );
}
