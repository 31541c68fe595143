import type { Db } from './client';

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
