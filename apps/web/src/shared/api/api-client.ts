import { dataOf, listOf } from '@signal-desk/domain/http';
import type { z } from 'zod';
import { expireSession, getSession } from '../session/session-store';
import { ApiError } from './api-error';

/** The one API client: JSON in and out, the bearer token, and the end of the session on a 401. */

type Query = Record<string, string | number | undefined>;

function urlOf(path: string, query?: Query) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** A multipart body (uploads); the browser sets its content type. */
  form?: FormData;
  accept?: string;
  signal?: AbortSignal;
}

async function fetchApi(method: string, path: string, options: RequestOptions) {
  const session = getSession();
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (session) headers.Authorization = `Bearer ${session.token}`;
  const response = await fetch(urlOf(path, options.query), {
    method,
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: options.signal,
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    if (response.status === 401 && session) expireSession();
    throw ApiError.fromResponse(response.status, body);
  }
  return response;
}

async function request(method: string, path: string, options: RequestOptions = {}) {
  const response = await fetchApi(method, path, options);
  return response.status === 204 ? undefined : await response.json().catch(() => undefined);
}

export interface ListParams {
  page: number;
  perPage: number;
  search?: string;
  sort?: string;
  /** JSON filter of the fields the resource allows, e.g. `{"type":"crypto"}` (SPEC section 7). */
  where?: string;
}

export const apiClient = {
  /** GET one resource: the `data` of the answer, checked against its schema. */
  async get<T extends z.ZodType>(path: string, schema: T, query?: Query): Promise<z.output<T>> {
    const answer = dataOf(schema).parse(await request('GET', path, { query })) as { data: z.output<T> };
    return answer.data;
  },
  /** GET a page of a list: the whole list envelope; `filters` adds the resource's own query parameters. */
  async list<T extends z.ZodType>(path: string, schema: T, params: ListParams, filters?: Query) {
    return listOf(schema).parse(await request('GET', path, { query: { ...filters, ...params } }));
  },
  /** POST, PUT, PATCH or DELETE; the answer's `data` checked against the schema when one is given. */
  async send<T extends z.ZodType>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    schema?: T,
  ): Promise<z.output<T>> {
    const answer = await request(method, path, { body });
    if (!schema) return undefined as z.output<T>;
    return (dataOf(schema).parse(answer) as { data: z.output<T> }).data;
  },
  /** POST a multipart form (a file upload); the answer's `data` checked against the schema. */
  async upload<T extends z.ZodType>(
    path: string,
    form: FormData,
    schema: T,
    query?: Query,
  ): Promise<z.output<T>> {
    const response = await fetchApi('POST', path, { form, query });
    return (dataOf(schema).parse(await response.json()) as { data: z.output<T> }).data;
  },
  /** GET a file (e.g. a CSV export): its content and the file name the server gives it. */
  async download(path: string, query?: Query): Promise<{ blob: Blob; fileName: string | null }> {
    const response = await fetchApi('GET', path, { query, accept: '*/*' });
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
    return { blob: await response.blob(), fileName };
  },
  /** POST whose answer streams (server-sent events): the open body; errors and a 401 as above. */
  async stream(path: string, body: unknown, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
    const response = await fetchApi('POST', path, { body, signal, accept: 'text/event-stream' });
    if (!response.body) throw new ApiError(response.status, 'internal', 'The answer has no body');
    return response.body;
  },
};
