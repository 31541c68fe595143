import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

type Headers = Record<string, string>;

/** The headers helmet's middleware sets, read once: they are the same for every answer. */
function headersOf(middleware: ReturnType<typeof helmet>): Headers {
  const headers: Headers = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * The inline scripts of a page (`<script>` elements without `src`), as the content security policy
 * hashes them: the exact text between the tags.
 */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}

/**
 * The web app's pages and assets: helmet's full set with the app's content security policy. Scripts
 * come from the origin only, but for the page's own inline scripts, each allowed by its SHA-256 (the
 * web build writes one: see `signedInPreload` in apps/web/vite.config.ts).
 */
export function pageHeaders(inlineScripts: readonly string[] = []): Readonly<Headers> {
  const hashes = inlineScripts.map(
    (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
  return Object.freeze(
    headersOf(
      helmet({
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...hashes],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
          },
        },
      }),
    ),
  );
}

/**
 * JSON answers of the APIs: the set OWASP's REST Security Cheat Sheet gives for APIs. A JSON answer is
 * never a document, so it may load nothing and be framed nowhere; it is never stored by a cache. The
 * page set (900 bytes) on every answer cost `/api/auth/me` a third of its throughput.
 * A route that answers otherwise (an uploaded file, the API docs page) sets its own.
 */
export const API_HEADERS: Readonly<Headers> = Object.freeze({
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
});

const isApi = (url: string) => url.startsWith('/api/') || url.startsWith('/app-api/');

/**
 * Every answer carries its request id and its set of security headers, set before any hook can fail;
 * `pages` are those of the web app's pages and assets (`pageHeaders`).
 */
export function registerSecurityHeaders(app: FastifyInstance, pages: Readonly<Headers>) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApi(request.url) ? API_HEADERS : pages);
    reply.header('x-request-id', request.id);
    done();
  });
}
