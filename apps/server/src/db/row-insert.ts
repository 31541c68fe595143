import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Param } from './prepared';

type Row<T extends PgTable> = T['$inferSelect'];
type Values<T extends PgTable> = T['$inferInsert'];

const given = <T extends PgTable>(values: Values<T>) =>
  Object.entries(values as Record<string, unknown>).filter(([, value]) => value !== undefined);

/**
 * The insert of one row as the body of a data-modifying CTE, made once for each row of `source`
 * (`insert into t (...) select ... from source, ... returning ...`): the statement's other CTEs decide
 * whether it happens. The row is one jsonb parameter, `row` (its value from `jsonRow`, or a placeholder
 * of a prepared statement), so the text depends on the table only: a statement that inserts this way
 * can be built once and prepared. Every column of the table is written, each read from the row's key of
 * its physical name by `jsonb_populate_record`, which casts it to the column's type. It returns the
 * columns it wrote, named, not `*`: a prepared statement whose result changes shape fails ("cached plan
 * must not change result type"), and a rolling deploy adds columns under the running release.
 */
export function insertJsonRowForEach<T extends PgTable>(table: T, row: Param<string>, source: SQL): SQL {
  const names = Object.values(getTableColumns(table)).map((column) => sql.identifier(column.name));
  const columns = sql.join(names, sql`, `);
  const values = sql.join(
    names.map((name) => sql`r.${name}`),
    sql`, `,
  );
  return sql`insert into ${table} (${columns}) select ${values} from ${source}, jsonb_populate_record(null::${table}, ${row}::jsonb) r returning ${columns}`;
}

/**
 * A whole row of `table` (`rowAsInserted`) as the JSON `insertJsonRowForEach` reads: keyed by physical
 * column names, each value as the driver would send it (a json column's value as JSON itself).
 */
export function jsonRow<T extends PgTable>(table: T, row: Row<T>): string {
  const values = row as Record<string, unknown>;
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(getTableColumns(table)).map(([key, column]) => {
        const value = values[key];
        if (value === undefined) throw new Error(`no value for ${key}: give the whole row`);
        const driver = value === null || column.dataType === 'json' ? value : column.mapToDriverValue(value);
        return [column.name, driver];
      }),
    ),
  );
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

/** A row as raw SQL returns it (keyed by column names), mapped as Drizzle maps its own selects. */
export function rowOf<T extends PgTable>(table: T, raw: Record<string, unknown>): Row<T> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => {
      const value = raw[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as Row<T>;
}
