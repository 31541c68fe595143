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

async function request(method: string, path: string, options: { query?: Query; body?: unknown } = {}) {
  const session = getSession();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (session) headers.Authorization = `Bearer ${session.token}`;
  const response = await fetch(urlOf(path, options.query), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401 && session) expireSession();
    throw ApiError.fromResponse(response.status, body);
  }
  return body;
}

export interface ListParams {
  page: number;
  perPage: number;
  search?: string;
  sort?: string;
}

export const apiClient = {
  /** GET one resource: the `data` of the answer, checked against its schema. */
  async get<T extends z.ZodType>(path: string, schema: T, query?: Query): Promise<z.output<T>> {
    const answer = dataOf(schema).parse(await request('GET', path, { query })) as { data: z.output<T> };
    return answer.data;
  },
  /** GET a page of a list: the whole list envelope. */
  async list<T extends z.ZodType>(path: string, schema: T, params: ListParams) {
    return listOf(schema).parse(await request('GET', path, { query: { ...params } }));
  },
  /** POST, PUT or DELETE; the answer's `data` checked against the schema when one is given. */
  async send<T extends z.ZodType>(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    schema?: T,
  ): Promise<z.output<T>> {
    const answer = await request(method, path, { body });
    if (!schema) return undefined as z.output<T>;
    return (dataOf(schema).parse(answer) as { data: z.output<T> }).data;
  },
};
