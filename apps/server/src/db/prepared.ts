import type { Placeholder, SQL } from 'drizzle-orm';
import { type Db, rowsOf } from './client';

/** A value of a statement that may be prepared: the value itself, or a placeholder of the statement. */
export type Param<T> = T | Placeholder;

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * The statement `prepare` makes on `db` under `name`, made on its first use and kept as long as the
 * database: its text is built once, and PostgreSQL parses and plans it once per connection rather than
 * on every call. One text per name (the name is the prepared statement's).
 */
export function preparedOn<T>(db: Db, name: string, prepare: (db: Db, name: string) => T): T {
  let made = statements.get(db);
  if (!made) {
    made = new Map();
    statements.set(db, made);
  }
  let statement = made.get(name) as T | undefined;
  if (statement === undefined) {
    statement = prepare(db, name);
    made.set(name, statement);
  }
  return statement;
}

/**
 * A raw statement prepared on `db` under `name` (a `prepare` of `preparedOn`): what varies from one
 * run to the next is a `sql.placeholder` of `query`, given to `execute`, which answers the rows as raw
 * SQL returns them. Drizzle prepares only its query builders (`.prepare(name)`); a raw statement goes
 * through the same call of the database's session, with its text as the database's dialect writes it.
 */
export function prepareRaw<Row = Record<string, unknown>>(db: Db, query: SQL, name: string) {
  const statement = db._.session.prepareQuery(db.execute(query).getQuery(), undefined, name, false);
  return {
    execute: async (values: Record<string, unknown>) => rowsOf<Row>(await statement.execute(values)),
  };
}
