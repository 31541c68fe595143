import { getTableColumns, is, Name, SQL, type SQLChunk, StringChunk, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A relation's columns, each as SQL qualified by the relation's name or alias, keyed by TypeScript name. */
export type Columns<K extends string> = { readonly [P in K]: SQL };

/**
 * A relation of one statement (a CTE, or a table it reads) whose columns are known by their TypeScript
 * names: SQL that reads it writes `${changed.col.mutePush}`, never "mute_push", so a column renamed on
 * one side only fails the type check instead of the statement. A function that reads a relation states
 * the columns it needs as its parameter's type (`Relation<'id' | 'app'>`); any relation with at least
 * those columns fits.
 */
export interface Relation<K extends string> {
  readonly name: string;
  /** The relation, for `from` and `join`. */
  readonly ref: SQL;
  /** Its columns, qualified by its name. */
  readonly col: Columns<K>;
  /** Its columns as read through an alias (`from ${changed.ref} c`). */
  as(alias: string): Columns<K>;
  /** A column's name, unqualified (the target of `as`, an insert's column list). */
  bare(column: K): SQL;
  /** A column's name as a string literal (a key of `to_jsonb(row)`). */
  key(column: K): SQL;
}

/** A CTE: a relation the statement defines with `with`. */
export interface Cte<K extends string> extends Relation<K> {
  /** Its entry in a `with` list: `name as (body)`. */
  define(body: SQL): SQL;
}

const PLAIN_NAME = /^[a-z_][a-z0-9_]*$/;

function relation<K extends string>(name: string, names: Readonly<Record<K, string>>, ref: SQL): Relation<K> {
  for (const physical of [name, ...Object.values<string>(names)])
    if (!PLAIN_NAME.test(physical)) throw new Error(`not a plain SQL name: ${physical}`);
  // Statements are built on every write: each alias's columns are built once.
  const aliases = new Map<string, Columns<K>>();
  const as = (alias: string): Columns<K> => {
    let columns = aliases.get(alias);
    if (!columns) {
      columns = Object.fromEntries(
        Object.entries<string>(names).map(([key, physical]) => [
          key,
          sql`${sql.identifier(alias)}.${sql.identifier(physical)}`,
        ]),
      ) as Columns<K>;
      aliases.set(alias, columns);
    }
    return columns;
  };
  return {
    name,
    ref,
    col: as(name),
    as,
    bare: (column) => sql`${sql.identifier(names[column])}`,
    // A literal, not a parameter: `jsonb - $1` would leave PostgreSQL to guess the operator.
    key: (column) => sql.raw(`'${names[column]}'`),
  };
}

/** A CTE named `name` with these columns (TypeScript name: physical name). */
export function cte<K extends string>(name: string, names: Readonly<Record<K, string>>): Cte<K> {
  const rel = relation(name, names, sql`${sql.identifier(name)}`);
  return { ...rel, define: (body) => sql`${rel.ref} as (${body})` };
}

type TableKey<T extends PgTable> = Extract<keyof T['_']['columns'], string>;

function tableNames<T extends PgTable>(table: T): Record<TableKey<T>, string> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]),
  ) as Record<TableKey<T>, string>;
}

/**
 * A CTE whose rows are `table`'s rows (`insert ... returning *`, `update ... returning s.*`), with
 * `extra` columns after them (named the same in TypeScript and SQL); the physical names come from the
 * table's column objects.
 */
export function tableCte<T extends PgTable, E extends string = never>(
  name: string,
  table: T,
  extra: readonly E[] = [],
): Cte<TableKey<T> | E> {
  const extras = Object.fromEntries(extra.map((e) => [e, e])) as unknown as Record<E, string>;
  return cte<TableKey<T> | E>(name, { ...tableNames(table), ...extras });
}

/** A table as a relation of a statement. */
export function tableRelation<T extends PgTable>(table: T, name: string): Relation<TableKey<T>> {
  return relation(name, tableNames(table), sql`${table}`);
}

type RecordsetType = 'uuid' | 'text' | 'text[]' | 'integer' | 'jsonb' | 'boolean' | 'numeric' | 'timestamptz';

/**
 * A CTE of rows sent as one JSON parameter (`jsonb_to_recordset`), its columns typed by `types`: the
 * rows given to `define` must have those keys, and readers see those columns.
 */
export function recordsetCte<K extends string>(name: string, types: Readonly<Record<K, RecordsetType>>) {
  const keys = Object.keys(types) as K[];
  const rel = cte<K>(name, Object.fromEntries(keys.map((k) => [k, k])) as unknown as Record<K, string>);
  const spec = sql.raw(keys.map((k) => `${k} ${types[k]}`).join(', '));
  return {
    ...rel,
    /** Its entry in a `with` list, holding `rows`. */
    rows: (rows: readonly Readonly<Record<K, unknown>>[]) =>
      rel.define(sql`select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${spec})`),
  };
}

/**
 * The same SQL with its text joined into as few chunks as its parameters allow, for a part that is
 * built once and used by every statement of a kind (the delivery CTEs, the definition of `changed`).
 * Drizzle walks every nested SQL node of a statement each time it runs it (2 to 4 µs a node on this
 * machine), and the typed column references make a write's statement hundreds of nodes: joined once,
 * the part costs what the hand-written text did.
 */
export function precompiled(query: SQL): SQL {
  const chunks: SQLChunk[] = [];
  let text = '';
  const walk = (chunk: unknown): void => {
    if (is(chunk, StringChunk)) text += chunk.value.join('');
    else if (is(chunk, Name)) text += `"${chunk.value.replace(/"/g, '""')}"`;
    // A part whose parameters are inlined (`.inlineParams()`) is left to Drizzle.
    else if (is(chunk, SQL) && !(chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams)
      for (const inner of chunk.queryChunks) walk(inner);
    else {
      if (text) chunks.push(new StringChunk(text));
      text = '';
      chunks.push(chunk as SQLChunk);
    }
  };
  walk(query);
  if (text) chunks.push(new StringChunk(text));
  return new SQL(chunks);
}
