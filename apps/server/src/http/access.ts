import {
  API_ACCESS,
  type AppResource,
  type AppSource,
  appsPassing,
  type RouteAccess,
} from '@signal-desk/domain/access';
import type { AdminUser } from '@signal-desk/domain/admin';
import { APPS, type App } from '@signal-desk/domain/apps';
import { idSchema } from '@signal-desk/domain/fields';
import { hasPermission } from '@signal-desk/domain/permissions';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { appSubjectOf, assertAppAccessBy, missingPermission } from '../shared/access-rules';
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
  /** The app of the row of an app-dependent resource, or undefined when there is none. */
  appOf(resource: AppResource, id: string): Promise<App | undefined>;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession | null;
    /** The apps an app-dependent route may answer about (see `visibleApps`). */
    apps: readonly App[] | null;
  }
}

/** A registered route and its entry in the access table (undefined outside the API). */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

const accessOf = (method: string, url: string): RouteAccess | undefined =>
  (API_ACCESS as Record<string, RouteAccess>)[`${method} ${url}`];
const isApiRoute = (url: string) => url.startsWith('/api/') || url.startsWith('/app-api/');

const BEARER = 'Bearer ';
const bearer = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * Every API route has its entry in the access table (API_ACCESS of the domain); the app refuses to
 * start otherwise. A guarded route gets its check as its first own onRequest hook, so public routes pay
 * nothing and the check runs before the body is read: an unauthorised caller learns nothing about
 * validation. An app-dependent route then gets the app check before validation, so a caller without
 * the app learns nothing about the rest of the input either.
 */
export function registerAccessControl(
  app: FastifyInstance,
  identity: AccessIdentity,
  routes: RegisteredRoute[],
) {
  app.decorateRequest('session', null);
  app.decorateRequest('apps', null);
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    if (methods.length === 0) return;
    const access = accessOf(methods[0] as string, route.url);
    for (const method of methods) routes.push({ method, url: route.url, access });
    if (isApiRoute(route.url) && !route.url.startsWith('/api/docs') && access === undefined) {
      throw new Error(`Route ${methods.join(',')} ${route.url} has no entry in the access table`);
    }
    if (access === undefined || access.permissions === 'public') return;
    route.onRequest = [accessCheck(identity, access), ...hooksOf(route.onRequest)];
    const sources = access.app ?? [];
    if (sources.length > 0)
      route.preValidation = [appCheck(identity, access, sources), ...hooksOf(route.preValidation)];
    // A query's app may be a default (the signal lists open on shift): checked again once validated.
    const ofQuery = sources.filter((s) => s.from === 'query');
    if (ofQuery.length > 0)
      route.preHandler = [appCheck(identity, access, ofQuery), ...hooksOf(route.preHandler)];
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
function accessCheck(identity: AccessIdentity, access: RouteAccess): onRequestHookHandler {
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
  access: RouteAccess,
  done: (error?: Error) => void,
) {
  if (!session) return done(refused('unauthorized', 'session_ended'));
  request.session = session;
  const held = session.admin.effectivePermissions;
  if (typeof access.permissions !== 'string' && !hasPermission(held, access.permissions))
    return done(missingPermission(access.permissions));
  if (access.also && !hasPermission(held, access.also)) return done(missingPermission(access.also));
  done();
}

const isApp = (value: unknown): value is App => typeof value === 'string' && APPS.includes(value as App);
const field = (input: unknown, name: string): unknown =>
  typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[name] : undefined;

/** The apps a source names in the request as it arrived; a value that is no app is left to validation. */
async function appsNamed(
  identity: AccessIdentity,
  request: FastifyRequest,
  source: AppSource,
): Promise<App[]> {
  if (source.from === 'settings-key')
    return [field(request.params, 'key')].map((key) => String(key).split('-')[0]).filter(isApp);
  if (source.from === 'resource') {
    const id = field(request.params, 'id');
    if (!idSchema.safeParse(id).success) return [];
    const app = await identity.appOf(source.resource, id as string);
    return app ? [app] : [];
  }
  const input = source.from === 'body' ? request.body : request.query;
  const values = source.items
    ? Array.isArray(input)
      ? input.map((item) => field(item, 'app'))
      : []
    : [field(input, 'app')];
  return values.filter(isApp);
}

/**
 * The app check of SPEC section 5 on every app the request touches (its input's app, the row it names),
 * by the route's app rules. A list whose app filter was left out then answers about the caller's apps
 * only (`visibleApps`).
 */
function appCheck(
  identity: AccessIdentity,
  access: RouteAccess,
  sources: readonly AppSource[],
): (request: FastifyRequest) => Promise<void> {
  const rules = access.appRules ?? ['app'];
  return async (request) => {
    const admin = sessionOf(request).admin;
    const named: App[] = [];
    for (const source of sources) named.push(...(await appsNamed(identity, request, source)));
    for (const app of named) assertAppAccessBy(admin, rules, app);
    const listed = sources.some((s) => s.from === 'query' && s.optional);
    if (listed) request.apps = named.length > 0 ? named : appsPassing(rules, appSubjectOf(admin));
  };
}

/** The bearer token of a request, when it carries a well-formed one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return bearer.exec(request.headers.authorization ?? '')?.[1];
}

/**
 * The apps a list route may answer about: the one it asked for, else every app the caller may open.
 * Only for routes whose access entry names an optional `app` query.
 */
export function visibleApps(request: FastifyRequest): readonly App[] {
  if (!request.apps) throw new Error(`${request.routeOptions.url} lists no apps: see its access entry`);
  return request.apps;
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
