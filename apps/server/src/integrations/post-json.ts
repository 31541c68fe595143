import { request } from 'undici';

/** The answer to `postJson`: its status, its headers, and its body read as JSON or let go. */
export interface PostAnswer {
  status: number;
  /** A 2xx status. */
  ok: boolean;
  header(name: string): string | undefined;
  json(): Promise<unknown>;
  /** Reads the body to its end without keeping it, which frees the connection for the next post. */
  discard(): Promise<void>;
}

/**
 * POSTs `body` (JSON text) to `url`. Refused connections and other network failures reject with their
 * own error; an aborted `signal` rejects with its reason (a `TimeoutError` from `AbortSignal.timeout`).
 *
 * undici's `request`, not `fetch`: deliveries post for every change of every idea, and fetch's WHATWG
 * layer (Request, Headers, body streams, signal plumbing) was 7 % of the server's busy time while it
 * created ideas four at a time (CPU profile of `bench/operations.ts`), several times the cost of the
 * post itself.
 */
export async function postJson(
  url: string,
  { headers = {}, body, signal }: { headers?: Record<string, string>; body: string; signal?: AbortSignal },
): Promise<PostAnswer> {
  const answer = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    signal,
  });
  return {
    status: answer.statusCode,
    ok: answer.statusCode >= 200 && answer.statusCode < 300,
    header: (name) => {
      const value = answer.headers[name.toLowerCase()];
      return Array.isArray(value) ? value[0] : value;
    },
    json: () => answer.body.json(),
    discard: () => answer.body.dump(),
  };
}
