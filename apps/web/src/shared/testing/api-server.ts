import { dataOf, type ErrorBody, errorBodySchema, listOf, pageOf } from '@signal-desk/domain/http';
import { type HttpHandler, HttpResponse, http, ws } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';

/**
 * The API of the component tests: MSW answers the app's own `fetch` calls. A test declares the answers
 * of the routes its screen calls (`serveApi(answer(...), refuse(...))`); every answer's body is checked
 * against the domain schema the real API answers with, so a fixture that drifts from the contract fails
 * where it is written. Anything else answers 404 in the one error shape. Started for every web test by
 * `api-setup.ts`.
 */

/** A request the screen sent, as the API saw it: the path with its query, the JSON body if any. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * A body, or a body computed from the request; computed as undefined, the next answer declared for the
 * route answers instead (a refusal for some bodies only, then the usual answer).
 */
type Reply<T> = T | ((request: SentRequest) => T | undefined);

const sent: SentRequest[] = [];

/** The request as a test reads it. */
export async function sentOf(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  const json = request.headers.get('content-type')?.includes('application/json');
  const text = json ? await request.clone().text() : '';
  return {
    method: request.method,
    path: url.pathname + url.search,
    body: text ? JSON.parse(text) : undefined,
  };
}

/** Keeps the request for the test: each answer records the request it answers. */
export async function record(request: Request): Promise<SentRequest> {
  const entry = await sentOf(request);
  sent.push(entry);
  return entry;
}

const routeOf = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} satisfies Record<Method, unknown>;

/** A body the schema refuses fails the test, naming the route and the fields. */
function checked<S extends z.ZodType>(route: string, schema: S, body: unknown): unknown {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new Error(`The test's answer to ${route} breaks the API contract: ${parsed.error.message}`);
  return body;
}

function replyWith<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  status: number,
  body: Reply<z.input<S>>,
): HttpHandler {
  const route = `${method} ${path}`;
  if (typeof body !== 'function') checked(route, schema, body);
  return routeOf[method](path, async ({ request }) => {
    const seen = await sentOf(request);
    const reply =
      typeof body === 'function' ? (body as (request: SentRequest) => z.input<S> | undefined)(seen) : body;
    if (reply === undefined) return undefined;
    sent.push(seen);
    return HttpResponse.json(checked(route, schema, reply) as object, { status });
  });
}

/**
 * `METHOD /api/...` answers with `body` (status 200 unless told), which must be what `schema` (the
 * domain's response schema, `dataOf(...)` or `listOf(...)`) accepts. A `:name` segment matches any value.
 */
export function answer<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  body: Reply<z.input<S>>,
  status = 200,
): HttpHandler {
  return replyWith(method, path, schema, status, body);
}

/** `METHOD /api/...` answers `{ data }`, `data` being what the item's domain schema accepts. */
export function answerData<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  data: Reply<z.input<S>>,
  status = 200,
): HttpHandler {
  const body =
    typeof data === 'function'
      ? (request: SentRequest) => {
          const reply = (data as (request: SentRequest) => z.input<S> | undefined)(request);
          return reply === undefined ? undefined : { data: reply };
        }
      : { data };
  return answer(method, path, dataOf(schema), body, status);
}

/** `GET /api/...` answers a list holding `items`, all on its first page. */
export function answerList<S extends z.ZodType>(
  path: string,
  schema: S,
  items: readonly z.input<S>[],
): HttpHandler {
  const paging = pageOf(items.length, 1, Math.max(items.length, 1));
  return answer('GET', path, listOf(schema), { data: [...items], ...paging });
}

/** `METHOD /api/...` refuses with `status` and the one error body shape (code, message, fields, reason). */
export function refuse(
  method: Method,
  path: string,
  status: number,
  error: Reply<ErrorBody['error']>,
): HttpHandler {
  const body =
    typeof error === 'function'
      ? (request: SentRequest) => {
          const reply = error(request);
          return reply === undefined ? undefined : { error: reply };
        }
      : { error };
  return replyWith(method, path, errorBodySchema, status, body);
}

/** `METHOD /api/...` answers 204 with no body. */
export function noContent(method: Method, path: string): HttpHandler {
  return routeOf[method](path, async ({ request }) => {
    await record(request);
    return new HttpResponse(null, { status: 204 });
  });
}

/** `GET /api/...` answers a file: `text` of `contentType` (an export). */
export function answerFile(path: string, contentType: string, text: string): HttpHandler {
  return http.get(path, async ({ request }) => {
    await record(request);
    return new HttpResponse(text, { headers: { 'content-type': contentType } });
  });
}

/** The live channel (`/api/ws`) is down in component tests: each connection closes before it opens. */
const liveChannel = ws.link(/\/api\/ws$/);

export const apiServer = setupServer(
  liveChannel.addEventListener('connection', ({ client }) => client.close()),
  // Live price streams end with an unsubscribe, whatever the test.
  noContent('POST', '/api/sse/unsubscribe-quotes'),
  http.all('*', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  }),
);

/** Serves these answers for the rest of the test; `sent` lists every request the test's screen sends. */
export function serveApi(...handlers: HttpHandler[]) {
  apiServer.use(...handlers);
  return { sent };
}

/** Forgets the test's answers and requests (after each test). */
export function resetApi() {
  apiServer.resetHandlers();
  sent.length = 0;
}
