import type { ActivityKind } from '@signal-desk/domain/activity';
import type { Permission } from '@signal-desk/domain/permissions';
import type { Signal } from '@signal-desk/domain/signal';
import { and, eq } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { signals } from '../../db/schema';
import { assertAppAccess, assertPermission } from '../../shared/access-rules';
import { notFound, refused } from '../../shared/errors';
import { activityCte } from '../activity/service';
import { type AdminActor, nicknamesOf } from '../identity/admins-service';
import type { SignalDelivery } from '../notifications/signal-delivery-service';
import { notifySignalChange } from './signal-changes-service';
import type { SignalEvent, SignalEventBus } from './signal-events';
import { type SignalRow, toSignal } from './signal-row';

export async function withNicknames(exec: Executor, rows: SignalRow[]): Promise<Signal[]> {
  const names = await nicknamesOf(
    exec,
    rows.map((r) => r.traderId),
  );
  return rows.map((row) => toSignal(row, names.get(row.traderId) ?? ''));
}

/** The stored signal, locked for the rest of the transaction when asked; soft-deleted ones only on request. */
export async function findSignal(
  exec: Executor,
  id: string,
  options: { lock?: boolean; deleted?: boolean } = {},
): Promise<SignalRow> {
  const query = exec.select().from(signals).where(eq(signals.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row || (row.softDelete && !options.deleted)) throw notFound('Signal');
  return row;
}

/** A stale version is refused: nothing is ever overwritten silently. */
export function assertVersion(row: SignalRow, version: number | undefined) {
  if (version !== undefined && version !== row.version) throw refused('conflict', 'signal_outdated');
}

/** What one admin's change does to a signal, planned on its locked row. */
export interface SignalWritePlan {
  /** The columns that change; the pipeline bumps `version` and sets `updatedAt`. */
  set: Partial<typeof signals.$inferInsert>;
  /** The trail of the change on this signal, in order. */
  log: { kind: ActivityKind; prev?: unknown; next?: unknown }[];
  /** The kinds the change notification carries; the log's kinds by default. */
  kinds?: ActivityKind[];
  /** Bus events (the engine, push notifications), emitted once the transaction has committed. */
  events?: SignalEvent[];
}

export interface SignalWrite {
  id: string;
  /** The version the admin saw; a stale one is refused. Absent: no check (older clients). */
  version?: number;
  /** Whether a signal in the recycle bin may be written (restoring it). */
  deleted?: boolean;
  /** The permissions the change needs on this signal, beyond the access to its app. */
  permissions?: (row: SignalRow) => readonly Permission[];
  /** Plans the change on the locked, checked row; throwing refuses it and writes nothing. */
  plan: (row: SignalRow, tx: Tx) => SignalWritePlan | Promise<SignalWritePlan>;
}

/**
 * The one pipeline of an admin's change to a stored signal: find and lock the row, check the access to
 * its app, the permission and the version, plan the change, write it with the version bumped, log it and
 * notify every replica (pg_notify, delivered on commit), all in one transaction; the bus events follow
 * the commit. Every signal write path of this module goes through here, except creation (no row yet) and
 * the engine's batches (`applyLifecycles`, which write many locked rows in three statements).
 */
export async function writeSignal(
  db: Db,
  delivery: SignalDelivery,
  actor: AdminActor,
  write: SignalWrite,
  bus?: SignalEventBus,
): Promise<Signal> {
  const { signal, events } = await db.transaction(async (tx) => {
    const row = await findSignal(tx, write.id, { lock: true, deleted: write.deleted });
    assertAppAccess(actor.admin, row.app);
    if (write.permissions) assertPermission(actor.admin, [...write.permissions(row)]);
    assertVersion(row, write.version);
    const plan = await write.plan(row, tx);
    const [updated] = await tx
      .update(signals)
      .set({ ...plan.set, version: row.version + 1, updatedAt: new Date() })
      .where(and(eq(signals.id, row.id), eq(signals.version, row.version)))
      .returning();
    if (!updated) throw refused('conflict', 'signal_outdated');
    await notifySignalChange(
      tx,
      delivery,
      {
        id: row.id,
        app: row.app,
        version: updated.version,
        kinds: plan.kinds ?? [...new Set(plan.log.map((entry) => entry.kind))],
        ownerId: row.ownerId,
      },
      [
        activityCte(
          actor,
          plan.log.map((entry) => ({ ...entry, targetType: 'signal', targetId: row.id })),
        ),
      ],
    );
    const [signal] = await withNicknames(tx, [updated]);
    return { signal: signal as Signal, events: plan.events ?? [] };
  });
  if (events.length > 0) bus?.emit(events);
  return signal;
}
