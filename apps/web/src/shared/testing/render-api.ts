import { vi } from 'vitest';

/** One API answer of the fake server: a status and a JSON body. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/** A request the component sent, as the fake server saw it. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Route = (request: SentRequest) => FakeAnswer | undefined;

/**
 * Replaces `fetch` with a fake API: each request goes to the first route that answers it (anything
 * else is a 404 in the one error shape), and is recorded in `sent`.
 */
export function fakeApi(...routes: Route[]) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const request: SentRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname + url.search,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      sent.push(request);
      // Live price streams end with an unsubscribe, whatever the test.
      if (request.path === '/api/sse/unsubscribe-quotes') return new Response(null, { status: 204 });
      const answer = routes.map((route) => route(request)).find(Boolean) ?? {
        status: 404,
        body: { error: { code: 'not_found', message: 'Not found' } },
      };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { sent };
}

/** A route answering `METHOD /api/path` (the path without its query, unless it has one). */
export const on =
  (method: string, path: string, answer: FakeAnswer | ((request: SentRequest) => FakeAnswer)): Route =>
  (request) => {
    const bare = request.path.split('?')[0];
    if (request.method !== method || (request.path !== path && bare !== path)) return undefined;
    return typeof answer === 'function' ? answer(request) : answer;
  };
