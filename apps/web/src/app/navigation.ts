import { type AdminUser, apiKeyTypesOf } from '@signal-desk/domain/admin';
import { APP_INFO, type App, appSchema, DEFAULT_APP, signalTypeSchema } from '@signal-desk/domain/apps';
import { canAccessApp, hasPermission, type Permission } from '@signal-desk/domain/permissions';
import type { z } from 'zod';
import { PATHS, SIGN_IN_ALIASES } from '../shared/paths';

/** What a route asks of the admin before it opens. */
export interface RouteRule {
  permissions: readonly Permission[];
  /** The page works on one app, chosen by `?app=` (default shift), and needs access to it. */
  appDependent?: boolean;
  /** What the chosen app further asks of an app-dependent page (e.g. its recycle-bin permission). */
  appPermissions?: (app: App) => readonly Permission[];
  /** Path parameters the page accepts; anything else is a 404. */
  params?: z.ZodType;
}

export type NavigationUser = Pick<
  AdminUser,
  'effectivePermissions' | 'apiType' | 'apiKey' | 'forexApiKey' | 'cryptoApiKey'
>;

export interface NavigationRequest {
  pathname: string;
  /** The rule of the matched route; undefined when no route matches. */
  route: RouteRule | undefined;
  user: NavigationUser | null;
  params: Record<string, unknown>;
  search: Record<string, unknown>;
}

export type NavigationOutcome =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: typeof PATHS.signin | typeof PATHS.dashboard }
  | { kind: 'notFound' };

const allow: NavigationOutcome = { kind: 'allow' };
const toSignIn: NavigationOutcome = { kind: 'redirect', to: PATHS.signin };
const toHome: NavigationOutcome = { kind: 'redirect', to: PATHS.dashboard };
const notFound: NavigationOutcome = { kind: 'notFound' };

/** The routing rules of SPEC section 2, in the order they apply. */
export function resolveNavigation({
  pathname,
  route,
  user,
  params,
  search,
}: NavigationRequest): NavigationOutcome {
  if (SIGN_IN_ALIASES.includes(pathname)) return user ? toHome : toSignIn;
  const onSignIn = pathname === PATHS.signin;
  if (!user) return onSignIn ? allow : toSignIn;
  if (onSignIn) return toHome;
  if (!route) return notFound;
  if (route.params && !route.params.safeParse(params).success) return notFound;
  if (!hasPermission(user.effectivePermissions, route.permissions)) return toHome;
  if (pathname.includes('signals/add') && (search.app === undefined || search.signalType === undefined)) {
    return toHome;
  }
  if (!route.appDependent) return allow;

  const app = appSchema.safeParse(search.app ?? DEFAULT_APP);
  if (!app.success) return notFound;
  if (search.signalType !== undefined) {
    const signalType = signalTypeSchema.safeParse(search.signalType);
    if (!signalType.success || !APP_INFO[app.data].signalTypes.includes(signalType.data)) return notFound;
  }
  const subject = { permissions: user.effectivePermissions, apiKeyTypes: apiKeyTypesOf(user) };
  if (!canAccessApp(subject, app.data)) return toHome;
  const appPermissions = route.appPermissions?.(app.data) ?? [];
  return hasPermission(user.effectivePermissions, appPermissions) ? allow : toHome;
}
