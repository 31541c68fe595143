import type { Permission } from '@signal-desk/domain/permissions';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type NavigationRequest, type RouteRule, resolveNavigation } from './navigation';

const user = (effectivePermissions: Permission[], keys: Partial<NavigationRequest['user']> = {}) => ({
  effectivePermissions,
  apiType: null,
  apiKey: null,
  forexApiKey: null,
  cryptoApiKey: null,
  ...keys,
});

const open: RouteRule = { permissions: [] };
const adminsRule: RouteRule = { permissions: ['ADMIN_VIEW', 'USERS_VIEW'] };
const rolesRule: RouteRule = { permissions: ['ALL'] };
const appRule: RouteRule = { permissions: [], appDependent: true };

const resolve = (request: Partial<NavigationRequest>) =>
  resolveNavigation({ pathname: '/', route: open, user: null, params: {}, search: {}, ...request });

describe('resolveNavigation', () => {
  it('sends a signed-out admin to /signin from any route but /signin', () => {
    expect(resolve({ pathname: '/admins', route: adminsRule })).toEqual({ kind: 'redirect', to: '/signin' });
    expect(resolve({ pathname: '/no-such-page', route: undefined })).toEqual({
      kind: 'redirect',
      to: '/signin',
    });
    expect(resolve({ pathname: '/signin' })).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in admin from /signin to /', () => {
    expect(resolve({ pathname: '/signin', user: user([]) })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('treats /login, which no route matches, as the sign-in page rather than a 404', () => {
    const login = { pathname: '/login', route: undefined };
    expect(resolve(login)).toEqual({ kind: 'redirect', to: '/signin' });
    expect(resolve({ ...login, user: user(['ALL']) })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('gives a 404 when no route matches or the path parameters are invalid', () => {
    expect(resolve({ pathname: '/nothing', route: undefined, user: user(['ALL']) })).toEqual({
      kind: 'notFound',
    });
    const withId: RouteRule = { permissions: [], params: z.object({ id: z.uuid() }) };
    expect(resolve({ route: withId, user: user([]), params: { id: 'nope' } })).toEqual({ kind: 'notFound' });
    expect(
      resolve({ route: withId, user: user([]), params: { id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b' } }),
    ).toEqual({ kind: 'allow' });
  });

  it("sends an admin lacking the route's permissions to /", () => {
    expect(resolve({ route: adminsRule, user: user(['SHIFT']) })).toEqual({ kind: 'redirect', to: '/' });
    expect(resolve({ route: adminsRule, user: user(['USERS_VIEW']) })).toEqual({ kind: 'allow' });
    expect(resolve({ route: adminsRule, user: user(['SUPER_ADMIN']) })).toEqual({ kind: 'allow' });
  });

  it('lets only ALL through a route requiring ALL', () => {
    expect(resolve({ route: rolesRule, user: user(['SUPER_ADMIN']) })).toEqual({ kind: 'redirect', to: '/' });
    expect(resolve({ route: rolesRule, user: user(['ALL']) })).toEqual({ kind: 'allow' });
  });

  it('lets everyone signed in through a route without permissions', () => {
    expect(resolve({ route: open, user: user([]) })).toEqual({ kind: 'allow' });
  });

  it('checks the app of an app-dependent route, shift by default', () => {
    expect(resolve({ route: appRule, user: user(['SHIFT']) })).toEqual({ kind: 'allow' });
    expect(resolve({ route: appRule, user: user(['NFX']) })).toEqual({ kind: 'redirect', to: '/' });
    expect(resolve({ route: appRule, user: user(['NFX']), search: { app: 'nfx' } })).toEqual({
      kind: 'allow',
    });
    expect(resolve({ route: appRule, user: user(['TITAN_SYNTHETIC']), search: { app: 'titan' } })).toEqual({
      kind: 'allow',
    });
  });

  it('needs the matching API key for an external app', () => {
    const search = { app: 'external' };
    expect(resolve({ route: appRule, user: user(['ALL']), search })).toEqual({ kind: 'redirect', to: '/' });
    expect(resolve({ route: appRule, user: user(['EXTERNAL'], { cryptoApiKey: 'hook' }), search })).toEqual({
      kind: 'allow',
    });
  });

  it('gives a 404 for an unknown app or signal type', () => {
    expect(resolve({ route: appRule, user: user(['ALL']), search: { app: 'nope' } })).toEqual({
      kind: 'notFound',
    });
    expect(resolve({ route: appRule, user: user(['ALL']), search: { signalType: 'gold' } })).toEqual({
      kind: 'notFound',
    });
  });

  it('gives a 404 for a signal type the app does not publish', () => {
    expect(resolve({ route: appRule, user: user(['ALL']), search: { signalType: 'crypto' } })).toEqual({
      kind: 'notFound',
    });
    expect(
      resolve({ route: appRule, user: user(['ALL']), search: { app: 'titan', signalType: 'synthetic' } }),
    ).toEqual({ kind: 'allow' });
  });

  it('checks what the chosen app further asks, such as its recycle-bin permission', () => {
    const recycleRule: RouteRule = {
      permissions: [],
      appDependent: true,
      appPermissions: (app) => (app === 'shift' ? ['SOFT_DELETE_VIEW_SHIFT'] : ['SOFT_DELETE_VIEW_NFX']),
    };
    const viewer = user(['SHIFT', 'NFX', 'SOFT_DELETE_VIEW_SHIFT']);
    expect(resolve({ route: recycleRule, user: viewer, search: { app: 'shift' } })).toEqual({
      kind: 'allow',
    });
    expect(resolve({ route: recycleRule, user: viewer, search: { app: 'nfx' } })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('needs both app and signalType on any path containing signals/add', () => {
    const request = { pathname: '/signals/add', route: appRule, user: user(['ALL']) };
    expect(resolve({ ...request, search: { app: 'shift' } })).toEqual({ kind: 'redirect', to: '/' });
    expect(resolve({ ...request, search: { signalType: 'forex' } })).toEqual({ kind: 'redirect', to: '/' });
    expect(resolve({ ...request, search: { app: 'shift', signalType: 'forex' } })).toEqual({ kind: 'allow' });
  });
});
