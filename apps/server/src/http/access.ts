import type { AdminUser } from '@signal-desk/domain/admin';
import type { Permission } from '@signal-desk/domain/permissions';
import { hasPermission } from '@signal-desk/domain/permissions';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { missingPermission } from '../shared/access-rules';
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
  /** The session when memory alone answers (nothing to read or write), else undefined. */
  cached(token: string): RequestSession | undefined;
  /**
   * Called after a write of a signed-in admin: its own sent counts may have changed (a write that
   * changes anything else of a view drops the view in its service).
   */
  forgetCounts(adminId: string): void;
}

/** What a route needs: nothing, a signed-in admin, or one of these permissions (SPEC section 5 rule). */
export type Access = 'public' | 'signed-in' | readonly Permission[];
/** The access of a route that has a check. */
type GuardedAccess = Exclude<Access, 'public'>;

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

const BEARER = 'Bearer ';
const bearer = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * Every API route must declare its access; the app refuses to start otherwise. A guarded route gets
 * its check as its first own onRequest hook, so public routes pay nothing and the check runs before
 * the body is read: an unauthorised caller learns nothing about validation.
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
    if (access === undefined || access === 'public') return;
    route.onRequest = [accessCheck(identity, access), ...hooksOf(route.onRequest)];
    // A write may change the writer's own sent counts: the next request of the same client must not
    // show the cached ones, whenever the notification arrives.
    if (methods.some((method) => method !== 'GET' && method !== 'HEAD')) {
      route.onSend = [
        (request, _reply, payload, done) => {
          if (request.session) identity.forgetCounts(request.session.admin._id);
          done(null, payload);
        },
        ...hooksOf(route.onSend),
      ];
    }
  });
}

const hooksOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * The check of a guarded route: a bearer token of a live session, and the route's permissions. A
 * callback hook, not an async one: a session answered from memory costs no promise.
 */
function accessCheck(identity: AccessIdentity, access: GuardedAccess): onRequestHookHandler {
  return (request, _reply, done) => {
    // A cached token passed the format check when it was stored: a hit needs no regular expression.
    const header = request.headers.authorization;
    const known = header?.startsWith(BEARER) ? identity.cached(header.slice(BEARER.length)) : undefined;
    if (known) return admitSession(request, known, access, done);
    const token = bearerToken(request);
    if (token === undefined) return done(unauthorized());
    identity.authenticate(token).then((session) => admitSession(request, session, access, done), done);
  };
}

function admitSession(
  request: FastifyRequest,
  session: RequestSession | null,
  access: GuardedAccess,
  done: (error?: Error) => void,
) {
  if (!session) return done(refused('unauthorized', 'session_ended'));
  request.session = session;
  if (access !== 'signed-in' && !hasPermission(session.admin.effectivePermissions, access))
    return done(missingPermission(access));
  done();
}

/** The bearer token of a request, when it carries a well-formed one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return bearer.exec(request.headers.authorization ?? '')?.[1];
}

/** The session of a guarded request (its access check set it). */
export function sessionOf(request: FastifyRequest): RequestSession {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** The signed-in admin behind a guarded request, as the actor of what it changes. */
export function actorOf(request: FastifyRequest): RequestActor {
  const session = sessionOf(request);
  return {
    adminId: session.admin._id,
    label: session.admin.email,
    ip: request.ip,
    admin: session.admin,
    sessionId: session.sessionId,
  };
}
