import { APPS } from '@signal-desk/domain/apps';
import { textSchema } from '@signal-desk/domain/fields';
import {
  DEFAULT_PER_PAGE,
  type FilterOperator,
  type ListPage,
  type ListQuery,
  pageOf,
} from '@signal-desk/domain/http';
import { and, arrayContains, asc, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { badRequest, fieldError } from './errors';

type FieldType = 'text' | 'uuid' | 'boolean' | 'integer' | 'timestamp' | 'text[]';

const VALUE_SCHEMAS: Record<FieldType, z.ZodType> = {
  text: textSchema.max(200),
  uuid: z.uuid(),
  boolean: z.boolean(),
  integer: z.number().int(),
  timestamp: z.iso.datetime({ offset: true }).or(z.iso.date()),
  'text[]': textSchema.max(200),
};

export interface FilterField {
  column: PgColumn;
  type: FieldType;
  ops: readonly FilterOperator[];
}

/** What a resource lets callers filter, search and sort on; everything else is a 400. */
export interface ListSpec {
  fields: Record<string, FilterField>;
  search: readonly PgColumn[];
  /** A sort name's column, or its columns in order (a pair's symbol: base, then quote...). */
  sort: Record<string, PgColumn | readonly PgColumn[]>;
  defaultSort: string;
  /** A unique column that keeps pages stable when many rows share the sort value. */
  tieBreaker: PgColumn;
}

export interface ListPlan {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  page: number;
  perPage: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function parseJson(name: string, text: string | undefined): Record<string, unknown> {
  if (text === undefined || text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(`${name} must be a JSON object`, [fieldError(name, 'jsonInvalid')]);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(`${name} must be a JSON object`, [fieldError(name, 'jsonObject')]);
  }
  return value as Record<string, unknown>;
}

function condition(name: string, field: FilterField, op: FilterOperator, raw: unknown): SQL {
  const path = `where.${name}.${op}`;
  if (!field.ops.includes(op))
    throw badRequest(`Operator ${op} is not allowed on ${name}`, [
      fieldError(path, 'operatorNotAllowed', { operator: op, field: name }),
    ]);
  const schema = op === 'in' ? z.array(VALUE_SCHEMAS[field.type]).min(1).max(200) : VALUE_SCHEMAS[field.type];
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw badRequest(`Invalid value for ${name}`, [fieldError(path, 'invalid')]);
  const value = parsed.data;
  switch (op) {
    case 'eq':
      return field.type === 'text[]' ? arrayContains(field.column, [value]) : eq(field.column, value);
    case 'in':
      return inArray(field.column, value as unknown[]);
    case 'gte':
      return gte(field.column, value);
    case 'lte':
      return lte(field.column, value);
    case 'contains':
    case 'search':
      if (field.type === 'text[]') return arrayContains(field.column, [value]);
      return ilike(field.column, `%${escapeLike(String(value))}%`);
  }
}

function filters(spec: ListSpec, where: Record<string, unknown>): SQL[] {
  const out: SQL[] = [];
  for (const [name, raw] of Object.entries(where)) {
    // Own properties only: `__proto__`, `constructor` or `toString` are not fields.
    const field = Object.hasOwn(spec.fields, name) ? spec.fields[name] : undefined;
    if (!field)
      throw badRequest(`Filtering on ${name} is not allowed`, [
        fieldError(`where.${name}`, 'unknownField', { field: name }),
      ]);
    const isOperatorObject = raw !== null && typeof raw === 'object' && !Array.isArray(raw);
    if (!isOperatorObject) {
      out.push(condition(name, field, 'eq', raw));
      continue;
    }
    for (const [op, value] of Object.entries(raw)) {
      if (!(field.ops as readonly string[]).includes(op)) {
        throw badRequest(`Operator ${op} is not allowed on ${name}`, [
          fieldError(`where.${name}.${op}`, 'operatorNotAllowed', { operator: op, field: name }),
        ]);
      }
      out.push(condition(name, field, op as FilterOperator, value));
    }
  }
  return out;
}

function searchCondition(spec: ListSpec, text: string | undefined): SQL | undefined {
  if (!text || spec.search.length === 0) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(...spec.search.map((column) => ilike(column, pattern)));
}

/** Turns the list query of SPEC section 7 into a checked SQL plan; `extra` adds resource conditions. */
export function planList(query: ListQuery, spec: ListSpec, extra: (SQL | undefined)[] = []): ListPlan {
  const perPage = query.limit ?? query.perPage ?? DEFAULT_PER_PAGE;
  const offset = query.skip ?? ((query.page ?? 1) - 1) * perPage;
  const page = Math.floor(offset / perPage) + 1;

  const sortKey = query.sort ?? spec.defaultSort;
  const sortName = sortKey.replace(/^-/, '');
  const sortColumns = Object.hasOwn(spec.sort, sortName) ? spec.sort[sortName] : undefined;
  if (!sortColumns)
    throw badRequest(`Sorting on ${sortName} is not allowed`, [
      fieldError('sort', 'sortNotAllowed', { field: sortName }),
    ]);
  const direction = sortKey.startsWith('-') ? desc : asc;
  const conditions = [
    ...filters(spec, { ...parseJson('params', query.params), ...parseJson('where', query.where) }),
    searchCondition(spec, query.search),
    ...extra,
  ].filter((c): c is SQL => c !== undefined);

  return {
    where: conditions.length ? and(...conditions) : undefined,
    orderBy: [
      ...(Array.isArray(sortColumns) ? sortColumns : [sortColumns]).map((column) => direction(column)),
      direction(spec.tieBreaker),
    ],
    limit: perPage,
    offset,
    page,
    perPage,
  };
}

export function listPage<T>(data: T[], total: number, plan: Pick<ListPlan, 'page' | 'perPage'>): ListPage<T> {
  return { data, ...pageOf(total, plan.page, plan.perPage) };
}

/**
 * Keeps the rows of these apps (the apps a caller may see, see `visibleApps` of the access hook): no
 * condition when they include every app, none at all when the list is empty.
 */
export function inApps(column: PgColumn, apps: readonly string[]): SQL | undefined {
  if (APPS.every((app) => apps.includes(app))) return undefined;
  return apps.length > 0 ? inArray(column, [...apps]) : sql`false`;
}
