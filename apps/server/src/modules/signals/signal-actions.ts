import type { App } from '@signal-desk/domain/apps';
import { isOutdated } from '@signal-desk/domain/markets';
import type { Signal, SignalStatus } from '@signal-desk/domain/signal';
import {
  closingPrice,
  type LifecycleEvent,
  type LifecycleRefusal,
  transition,
} from '@signal-desk/domain/signal-lifecycle';
import { softDeletePermissions, statusActionPermissions } from '@signal-desk/domain/signal-permissions';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { signals } from '../../db/schema';
import { assertAppAccess, assertPermission } from '../../http/access';
import { badRequest, conflict } from '../../http/errors';
import { type Actor, recordActivity } from '../activity/service';
import type { AdminActor } from '../identity/admins-service';
import { getSettings } from '../signal-support/settings-service';
import { type LivePrice, type LivePrices, readPrice } from './live-prices';
import { notifySignalChange } from './signal-changes-service';
import { eventsOf, type SignalEvent, type SignalEventBus } from './signal-events';
import { lifecycleColumns, type SignalRow, toLifecycle } from './signal-row';
import { assertVersion, findSignal, PRICE_OUTDATED, withNicknames } from './signals-service';

const REFUSALS: Record<LifecycleRefusal, string> = {
  closed: 'This trade idea is closed',
  not_closed: 'Only a closed trade idea can be reopened',
  not_pending: 'Could not make signal expired: only a pending trade idea expires',
  not_active: 'Only an active trade idea can take profit early',
  no_profit: 'Early take profit needs a positive result at the current price',
  price_required:
    'The outcome cannot be determined without a fresh price: confirm a forced close, optionally with the closing price',
};

/** Status actions on the admin's own ideas or on anyone's (SPEC section 6). */
function assertStatusPermission(admin: AdminActor['admin'], row: SignalRow, reopen = false) {
  const own = row.traderId === admin._id || row.ownerId === admin._id;
  assertPermission(admin, statusActionPermissions(own, reopen));
}

/**
 * Runs a lifecycle event on a stored signal and commits it with the version check: the one way a
 * signal's status changes, for admins' actions, manual prices and (later) quote ticks alike.
 * `quote` is recorded with automatic changes so the trail shows what caused them.
 */
export async function applyLifecycle(
  tx: Tx,
  actor: Actor,
  row: SignalRow,
  event: LifecycleEvent,
  extra: { quote?: LivePrice; manualPrice?: boolean } = {},
): Promise<{ row: SignalRow; events: SignalEvent[] }> {
  const result = transition(toLifecycle(row), event);
  if (!result.ok) throw conflict(REFUSALS[result.refusal]);
  const [updated] = await tx
    .update(signals)
    .set({
      ...lifecycleColumns(result.signal),
      ...(extra.manualPrice ? { isUpdatePriceManually: true } : {}),
      version: row.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(signals.id, row.id))
    .returning();
  if (!updated) throw conflict('Outdated signal data, reload');
  for (const change of result.changes) {
    const next =
      extra.quote && change.kind !== 'update live price'
        ? { ...(change.next as object), quote: extra.quote }
        : change.next;
    await recordActivity(tx, actor, {
      kind: change.kind,
      targetType: 'signal',
      targetId: row.id,
      prev: change.prev,
      next,
    });
  }
  await notifySignalChange(tx, {
    id: row.id,
    app: row.app,
    version: updated.version,
    kinds: result.changes.map((c) => c.kind),
    ownerId: row.ownerId,
  });
  const at = event.type === 'clock' ? event.now : event.at;
  return { row: updated, events: eventsOf(row, result.changes, at, extra.quote) };
}

export type SignalAction = 'end' | 'cancel' | 'endEarly' | 'expire' | 'reopen';

/** The latest price that may decide an outcome: fresh quotes only. */
function freshPrice(prices: LivePrices, row: SignalRow): string | null {
  const quote = readPrice(prices, { ...row, exchangeType: row.exchangeType as 'spot' | 'futures' | null });
  if (!quote || isOutdated(quote.time)) return null;
  return closingPrice(row.side as 'buy' | 'sell', quote.bid, quote.ask);
}

export async function runSignalAction(
  db: Db,
  { prices, events }: { prices: LivePrices; events: SignalEventBus },
  actor: AdminActor,
  id: string,
  action: SignalAction,
  input: { version: number; price?: string; force: boolean },
): Promise<Signal> {
  const settings = await getSettings(db);
  return db
    .transaction(async (tx) => {
      const row = await findSignal(tx, id, { lock: true });
      assertAppAccess(actor.admin, row.app as App);
      assertStatusPermission(actor.admin, row, action === 'reopen');
      assertVersion(row, input.version);
      const at = new Date().toISOString();
      const price = freshPrice(prices, row) ?? input.price ?? null;
      const threshold = settings.cancellationThresholds[row.unit as 'pips' | 'points'];
      let event: LifecycleEvent;
      switch (action) {
        case 'end':
        case 'cancel':
          event = { type: action, price, force: input.force, threshold, at };
          break;
        case 'endEarly':
          if (!price) throw badRequest(PRICE_OUTDATED, [{ path: 'price', message: PRICE_OUTDATED }]);
          event = { type: 'endEarly', price, at };
          break;
        case 'expire':
          event = { type: 'expire', at };
          break;
        case 'reopen':
          event = { type: 'reopen', at };
          break;
      }
      const applied = await applyLifecycle(tx, actor, row, event);
      const [signal] = await withNicknames(tx, [applied.row]);
      return { signal: signal as Signal, events: applied.events };
    })
    .then(({ signal, events: happened }) => {
      events.emit(happened);
      return signal;
    });
}

/** POST /signals/{id}/update-live-price: the same lifecycle as a quote tick, by hand. */
export async function updateLivePrice(
  db: Db,
  events: SignalEventBus,
  actor: AdminActor,
  id: string,
  input: { value: string; version?: number },
): Promise<Signal> {
  const { signal, happened } = await db.transaction(async (tx) => {
    const row = await findSignal(tx, id, { lock: true });
    assertAppAccess(actor.admin, row.app as App);
    assertStatusPermission(actor.admin, row);
    assertVersion(row, input.version);
    const at = new Date().toISOString();
    const applied = await applyLifecycle(
      tx,
      actor,
      row,
      { type: 'price', bid: input.value, ask: input.value, at, manual: true },
      { manualPrice: true },
    );
    const [updated] = await withNicknames(tx, [applied.row]);
    return { signal: updated as Signal, happened: applied.events };
  });
  events.emit(happened);
  return signal;
}

/** PUT /signals/soft/delete/{id}: into the recycle bin ({softDelete: true}) or back out of it. */
export async function setSoftDelete(
  db: Db,
  actor: AdminActor,
  id: string,
  input: { softDelete: boolean; version?: number },
): Promise<Signal> {
  return db.transaction(async (tx) => {
    const row = await findSignal(tx, id, { lock: true, deleted: true });
    assertAppAccess(actor.admin, row.app as App);
    assertPermission(actor.admin, softDeletePermissions(row.app as App));
    assertVersion(row, input.version);
    if (row.softDelete === input.softDelete) {
      throw conflict(
        input.softDelete
          ? 'This trade idea is already in the recycle bin'
          : 'This trade idea is not in the recycle bin',
      );
    }
    const [updated] = await tx
      .update(signals)
      .set({
        softDelete: input.softDelete,
        deletedAt: input.softDelete ? new Date() : null,
        version: row.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(signals.id, id))
      .returning();
    if (!updated) throw conflict('Outdated signal data, reload');
    await notifySignalChange(tx, {
      id,
      app: row.app,
      version: updated.version,
      kinds: [input.softDelete ? 'signal soft-deleted' : 'signal restored'],
      ownerId: row.ownerId,
    });
    await recordActivity(tx, actor, {
      kind: input.softDelete ? 'signal soft-deleted' : 'signal restored',
      targetType: 'signal',
      targetId: id,
      prev: { softDelete: row.softDelete, status: row.status as SignalStatus },
      next: { softDelete: input.softDelete },
    });
    const [signal] = await withNicknames(tx, [updated]);
    return signal as Signal;
  });
}
