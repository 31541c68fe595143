import { is, SQL, sql } from 'drizzle-orm';
import { type Relation, recordsetCte, tableCte } from '../../db/cte';
import { signals } from '../../db/schema';

/**
 * The relations that a signal write's one statement passes between its CTEs, owned here: the write
 * paths of this module define them, the delivery CTEs of other modules (push jobs, partner copies) and
 * the activity insert read them through these typed objects (decision 26).
 */

export type SignalColumn = keyof typeof signals._.columns;

/** Signals' rows as a statement writes them (`insert ... returning *`, `update ... returning s.*`). */
export const signalRowsCte = (name: string) => tableCte(name, signals);

/** `changed`: each changed signal's row as written, with the `kinds` of its change. */
export const changed = tableCte('changed', signals, ['kinds']);
export type Changed = typeof changed;

/** The changes of a statement, sent as one parameter: each signal's kinds and notification payload. */
export const changes = recordsetCte('changes', { id: 'uuid', kinds: 'text[]', payload: 'text' });

/**
 * The definition of `changed`: the rows of `rows`, with their kinds read from `kinds` by id, or with
 * the same kinds (an SQL array) for every row.
 */
export function defineChanged(rows: Relation<SignalColumn>, kinds: Relation<'id' | 'kinds'> | SQL): SQL {
  const r = rows.as('r');
  const kindsAs = changed.bare('kinds');
  if (is(kinds, SQL)) return changed.define(sql`select r.*, ${kinds} as ${kindsAs} from ${rows.ref} r`);
  const k = kinds.as('k');
  return changed.define(
    sql`select r.*, ${k.kinds} as ${kindsAs} from ${rows.ref} r join ${kinds.ref} k on ${k.id} = ${r.id}`,
  );
}
