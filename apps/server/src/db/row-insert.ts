import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

type Row<T extends PgTable> = T['$inferSelect'];
type Values<T extends PgTable> = T['$inferInsert'];

const given = <T extends PgTable>(values: Values<T>) =>
  Object.entries(values as Record<string, unknown>).filter(([, value]) => value !== undefined);

/**
 * The insert of one row as the body of a data-modifying CTE, made once for each row of `source`
 * (`insert into t (...) select ... from source returning *`): the statement's other CTEs decide whether
 * it happens. Each value is cast to its column's type, which a select list does not give parameters.
 */
export function insertForEach<T extends PgTable>(table: T, values: Values<T>, source: SQL): SQL {
  const columns = getTableColumns(table);
  const entries = given(values).map(([key, value]) => {
    const column = columns[key];
    if (!column) throw new Error(`no column ${key}`);
    const expression = is(value, SQL)
      ? value
      : sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`;
    return { name: sql.identifier(column.name), expression };
  });
  return sql`insert into ${table} (${sql.join(
    entries.map((e) => e.name),
    sql`, `,
  )}) select ${sql.join(
    entries.map((e) => e.expression),
    sql`, `,
  )} from ${source} returning *`;
}

/**
 * The row an insert of `values` writes, known before it runs: each given value, else the column's
 * constant default, else null. A column whose default the database computes must be given.
 */
export function rowAsInserted<T extends PgTable>(table: T, values: Values<T>): Row<T> {
  const known = new Map(given(values));
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => {
      if (known.has(key)) return [key, known.get(key)];
      if (is(column.default, SQL)) throw new Error(`give ${key}: the database computes its default`);
      return [key, column.default ?? null];
    }),
  ) as Row<T>;
}

/** A row as raw SQL returns it (`returning *`, column names), mapped as Drizzle maps its own selects. */
export function rowOf<T extends PgTable>(table: T, raw: Record<string, unknown>): Row<T> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => {
      const value = raw[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as Row<T>;
}
