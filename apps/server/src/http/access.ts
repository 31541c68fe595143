import type { AdminUser } from '@signal-desk/domain/admin';
import type { Permission } from '@signal-desk/domain/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertPermission } from '../shared/access-rules';
import { refused, unauthorized } from '../shared/errors';

/** A signed-in request's session, as the identity module resolves it from a bearer token. */
export interface RequestSession {
  sessionId: string;
  admin: AdminUser;
}

/** The signed-in admin of a request, as the actor of what it changes. */
export interface RequestActor {
  adminId: string;
  label: string;
  ip: string;
  admin: AdminUser;
  sessionId: string;
}

/** What the access hook needs of the identity module (given by app.ts, so http/ imports no module). */
export interface AccessIdentity {
  authenticate(token: string): Promise<RequestSession | null>;
  /** Called after a write of a signed-in admin, whose own view may have changed. */
  forgetAdmin(adminId: string): void;
}

/** What a route needs: nothing, a signed-in admin, or one of these permissions (SPEC section 5 rule). */
export type Access = 'public' | 'signed-in' | readonly Permission[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    session: RequestSession | null;
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
export function registerAccessControl(app: FastifyInstance, identity: AccessIdentity, routes: RouteAccess[]) {
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
    const session = await identity.authenticate(match[1]);
    if (!session) throw refused('unauthorized', 'session_ended');
    request.session = session;
    if (access !== 'signed-in') assertPermission(session.admin, access);
  });
  // A write may change the writer's own view (today's sent counts, profile): the next request of the
  // same client must not see the cached one, whenever the notification arrives.
  app.addHook('onSend', async (request) => {
    if (request.session && request.method !== 'GET' && request.method !== 'HEAD')
      identity.forgetAdmin(request.session.admin._id);
  });
}

/** The signed-in admin behind a guarded request, as the actor of what it changes. */
export function actorOf(request: FastifyRequest): RequestActor {
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
