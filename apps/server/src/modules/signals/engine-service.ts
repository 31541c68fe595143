import { OPEN_STATUSES } from '@signal-desk/domain/signal';
import type { LifecycleSignal } from '@signal-desk/domain/signal-lifecycle';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { signals } from '../../db/schema';
import { parseSignalChange, SIGNAL_CHANGES, type SignalChange } from '../../shared/signal-changes';
import { SYSTEM_ACTOR } from '../activity/service';
import type { SignalDelivery } from '../notifications/signal-delivery-service';
import type { LivePrice, LivePrices, PricedInstrument } from './live-prices';
import { applyLifecycles, type LifecycleStep } from './signal-actions';
import type { SignalEvent, SignalEventBus } from './signal-events';
import { type SignalRow, toLifecycle } from './signal-row';

/**
 * What the live engine (src/engine) may do with signals, and all it sees of this module: load the open
 * ones, read one again, listen to changes, and lock a batch to apply lifecycle steps to it as the system.
 */

export type {
  LivePrice,
  LivePrices,
  PricedInstrument,
  SignalDelivery,
  SignalEvent,
  SignalEventBus,
  SignalRow,
};
/** A lifecycle step without its row: the engine plans it, `commitLifecycles` applies it to the locked row. */
export type EngineStep = Omit<LifecycleStep, 'row'>;

/** The lifecycle view of a stored signal (trigger bands are computed on it). */
export const lifecycleOf = (row: SignalRow): LifecycleSignal => toLifecycle(row);

/** A page of open signals in id order, after `after` (keyset paging over the whole table). */
export function loadOpenSignals(db: Db, after: string, limit: number): Promise<SignalRow[]> {
  return db
    .select()
    .from(signals)
    .where(
      and(inArray(signals.status, [...OPEN_STATUSES]), eq(signals.softDelete, false), gt(signals.id, after)),
    )
    .orderBy(asc(signals.id))
    .limit(limit);
}

/** Signals as stored now (one that is gone is not among them). */
export function readSignals(db: Db, ids: readonly string[]): Promise<SignalRow[]> {
  return preparedOn(db, 'engine_read_signals', prepareSignalsRead).execute({ ids: [...ids] });
}

// Read at every commit of the engine: a prepared statement (its text built once, planned once).
function prepareSignalsRead(db: Db, name: string) {
  return db
    .select()
    .from(signals)
    .where(sql`${signals.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare(name);
}

/** Calls `onChange` for every committed signal change of any replica; returns the unsubscribe. */
export function onSignalChanges(database: Database, onChange: (change: SignalChange) => void) {
  return database.listen(SIGNAL_CHANGES, (payload) => {
    const change = parseSignalChange(payload);
    if (change) onChange(change);
  });
}

/**
 * Reads the rows, asks `stepOf` what each must do on its current state (another replica may have
 * moved it already; null: nothing) and applies the steps as the system in one statement. A row that
 * moved between the read and the write is read and judged again. Every row comes back (a deleted one
 * does not), with the bus events of its change; the caller emits them after the commit.
 */
export async function commitLifecycles(
  db: Db,
  delivery: SignalDelivery,
  ids: readonly string[],
  stepOf: (row: SignalRow) => EngineStep | null,
): Promise<{ row: SignalRow; events: SignalEvent[] }[]> {
  const results: { row: SignalRow; events: SignalEvent[] }[] = [];
  let pending = ids;
  while (pending.length > 0) {
    const rows = await db
      .select()
      .from(signals)
      .where(inArray(signals.id, [...pending]));
    const steps: LifecycleStep[] = [];
    for (const row of rows) {
      const step = !row.softDelete && OPEN_STATUSES.includes(row.status) ? stepOf(row) : null;
      if (step) steps.push({ ...step, row });
      else results.push({ row, events: [] });
    }
    const { written, outdated } = await applyLifecycles(db, delivery, SYSTEM_ACTOR, steps);
    results.push(...written);
    pending = outdated;
  }
  return results;
}
