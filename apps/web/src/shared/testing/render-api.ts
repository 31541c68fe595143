import { HttpResponse, http } from 'msw';
import { record, resetApi, type SentRequest, sentOf, serveApi } from './api-server';

export type { SentRequest } from './api-server';

/**
 * The untyped answers some list pages' tests still declare, served by the same MSW API as `serveApi`
 * (`api-server.ts`); new tests declare typed answers with `answer` and `refuse`.
 */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

type Route = (request: SentRequest) => FakeAnswer | undefined;

/** Serves these routes for the test (replacing the answers declared before); `sent` lists the requests. */
export function fakeApi(...routes: Route[]) {
  resetApi();
  return serveApi(
    http.all('*', async ({ request }) => {
      const seen = await sentOf(request);
      const answer = routes.map((route) => route(seen)).find(Boolean);
      if (!answer) return undefined;
      await record(request);
      return answer.body === undefined
        ? new HttpResponse(null, { status: answer.status ?? 200 })
        : HttpResponse.json(answer.body as object, { status: answer.status ?? 200 });
    }),
  );
}

/** A route answering `METHOD /api/path` (the path without its query, unless it has one). */
export const on =
  (method: string, path: string, answer: FakeAnswer | ((request: SentRequest) => FakeAnswer)): Route =>
  (request) => {
    const bare = request.path.split('?')[0];
    if (request.method !== method || (request.path !== path && bare !== path)) return undefined;
    return typeof answer === 'function' ? answer(request) : answer;
  };
