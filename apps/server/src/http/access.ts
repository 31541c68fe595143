import { type AdminUser, apiKeyTypesOf } from '@signal-desk/domain/admin';
import { APP_INFO, type App } from '@signal-desk/domain/apps';
import {
  APP_PERMISSIONS,
  canAccessApp,
  hasPermission,
  type Permission,
} from '@signal-desk/domain/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { AdminActor } from '../modules/identity/admins-service';
import { forgetAdminLocally } from '../modules/identity/identity-cache';
import { type AuthSession, authenticate } from '../modules/identity/sessions-service';
import { forbidden, unauthorized } from './errors';

/** What a route needs: nothing, a signed-in admin, or one of these permissions (SPEC section 5 rule). */
export type Access = 'public' | 'signed-in' | readonly Permission[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    session: AuthSession | null;
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access | undefined;
}

const bearer = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * Every API route must declare its access; the app refuses to start otherwise. The check runs
 * before the body is read, so an unauthorised caller learns nothing about validation.
 */
export function registerAccessControl(app: FastifyInstance, db: Db, routes: RouteAccess[]) {
  app.decorateRequest('session', null);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url, access });
    if (route.url.startsWith('/api/') && access === undefined) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access`);
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const match = bearer.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized();
    const session = await authenticate(db, match[1]);
    if (!session) throw unauthorized('Your session has ended, sign in again');
    request.session = session;
    if (access !== 'signed-in') assertPermission(session.admin, access);
  });
  // A write may change the writer's own view (today's sent counts, profile): the next request of the
  // same client must not see the cached one, whenever the notification arrives.
  app.addHook('onSend', async (request) => {
    if (request.session && request.method !== 'GET' && request.method !== 'HEAD')
      forgetAdminLocally(request.session.admin._id);
  });
}

/** The signed-in admin behind a guarded request, as the actor of what it changes. */
export function actorOf(request: FastifyRequest): AdminActor & { sessionId: string } {
  const session = request.session;
  if (!session) throw unauthorized();
  return {
    adminId: session.admin._id,
    label: session.admin.email,
    ip: request.ip,
    admin: session.admin,
    sessionId: session.sessionId,
  };
}

/** The app-level check of SPEC section 5 (external apps also need the matching API key). */
export function assertAppAccess(admin: AdminUser, app: App): void {
  if (!canAccessApp({ permissions: admin.effectivePermissions, apiKeyTypes: apiKeyTypesOf(admin) }, app)) {
    const key = APP_INFO[app].externalKey;
    throw forbidden(
      key && !apiKeyTypesOf(admin).includes(key)
        ? `The ${app} app needs a ${key} API key`
        : `Missing permission: ${APP_PERMISSIONS[app].join(' or ')}`,
    );
  }
}

/** Like the route check, for checks that depend on the resource (field and state permissions). */
export function assertPermission(admin: AdminUser, required: readonly Permission[]): void {
  if (!hasPermission(admin.effectivePermissions, required))
    throw forbidden(`Missing permission: ${required.join(' or ')}`);
}
