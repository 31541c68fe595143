import { PATHS, SIGN_IN_ALIASES } from './paths';

/** The query parameter of the sign-in page that names the page to open after signing in. */
export const REDIRECT_PARAM = 'redirect';

/**
 * Where to go after signing in: the page asked for when it is a path of this app (never another origin,
 * never the sign-in page itself nor an alias of it), else the dashboard.
 */
export function signInTarget(requested: unknown): string {
  if (typeof requested !== 'string' || !requested.startsWith('/') || requested.startsWith('//')) return '/';
  if (requested.includes('\\')) return '/';
  const url = new URL(requested, 'http://app.invalid');
  if (
    url.origin !== 'http://app.invalid' ||
    url.pathname === PATHS.signin ||
    SIGN_IN_ALIASES.includes(url.pathname)
  )
    return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in path that comes back to `href` (the dashboard needs no parameter). */
export function signInPathFor(href: string): string {
  const target = signInTarget(href);
  return target === '/' ? '/signin' : `/signin?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}
