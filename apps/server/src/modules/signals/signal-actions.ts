import type { ErrorReason } from '@signal-desk/domain/http';
import { isOutdated } from '@signal-desk/domain/markets';
import type { Signal, SignalStatus } from '@signal-desk/domain/signal';
import {
  closingPrice,
  type LifecycleEvent,
  type LifecycleRefusal,
  transition,
} from '@signal-desk/domain/signal-lifecycle';
import {
  isOwnSignal,
  softDeletePermissions,
  statusActionPermissions,
} from '@signal-desk/domain/signal-permissions';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { precompiled } from '../../db/cte';
import { signals } from '../../db/schema';
import { fieldRefusal, refused } from '../../shared/errors';
import { SIGNAL_CHANGES, type SignalChange } from '../../shared/signal-changes';
import { type Actor, insertActivities } from '../activity/service';
import type { AdminActor } from '../identity/admins-service';
import { type SignalDelivery, signalDeliveryCtes } from '../notifications/signal-delivery-service';
import { getSettings } from '../signal-support/settings-service';
import { type LivePrice, type LivePrices, readPrice } from './live-prices';
import { changed, changes, defineChanged, signalRowsCte } from './signal-ctes';
import { eventsOf, type SignalEvent, type SignalEventBus } from './signal-events';
import { lifecycleColumns, type SignalRow, toLifecycle } from './signal-row';
import { type SignalWritePlan, writeSignal } from './signal-write';

const REFUSALS: Record<LifecycleRefusal, ErrorReason> = {
  closed: 'signal_closed',
  not_closed: 'signal_not_closed',
  not_pending: 'signal_not_pending',
  not_active: 'signal_not_active',
  no_profit: 'no_profit',
  price_required: 'force_required',
};

/** Status actions on the admin's own ideas or on anyone's (SPEC section 6). */
const statusPermissions = (actor: AdminActor, row: SignalRow, reopen = false) =>
  statusActionPermissions(isOwnSignal(actor.admin._id, row), reopen);

/** A lifecycle event for a signal row locked by the caller's transaction. */
export interface LifecycleStep {
  row: SignalRow;
  event: LifecycleEvent;
  /** The quote behind an automatic change, recorded so the trail shows what caused it. */
  quote?: LivePrice;
  manualPrice?: boolean;
}

/** What a lifecycle step changes: the row's new lifecycle columns, its trail and its bus events. */
function planLifecycle(step: LifecycleStep) {
  const result = transition(toLifecycle(step.row), step.event);
  if (!result.ok) throw refused('conflict', REFUSALS[result.refusal]);
  const columns = {
    ...lifecycleColumns(result.signal),
    ...(step.manualPrice ? { isUpdatePriceManually: true } : {}),
  };
  const log = result.changes.map((change) => ({
    kind: change.kind,
    prev: change.prev,
    next:
      step.quote && change.kind !== 'update live price'
        ? { ...(change.next as object), quote: step.quote }
        : change.next,
  }));
  const at = step.event.type === 'clock' ? step.event.now : step.event.at;
  return { columns, log, events: eventsOf(step.row, result.changes, at, step.quote) };
}

/** A lifecycle step as a plan of the write pipeline (an admin's action or manual price). */
function lifecyclePlan(step: LifecycleStep): SignalWritePlan {
  const { columns, log, events } = planLifecycle(step);
  return { set: columns, log, events };
}

/**
 * The lifecycle events of several signals (all the signals one tick moves), each planned on its row as
 * read at `step.row.version`, written in one autocommit statement whatever their number: every round
 * trip is paid by the engine's tick-to-commit latency. The rows are locked in id order (replicas never
 * deadlock), and a row whose version moved since it was read is left as it is, with its trail and
 * notifications: it comes back in `outdated`, to be read and planned again. A refused event refuses
 * them all. The engine's path; an admin's goes through `writeSignal`, and both plan with the same
 * `planLifecycle`.
 */
/** The rows a tick's update wrote, to the rest of its statement. */
const upd = signalRowsCte('upd');
const changedInTick = precompiled(defineChanged(upd, changes));

export async function applyLifecycles(
  db: Db,
  delivery: SignalDelivery,
  actor: Actor,
  steps: readonly LifecycleStep[],
): Promise<{ written: { row: SignalRow; events: SignalEvent[] }[]; outdated: string[] }> {
  if (steps.length === 0) return { written: [], outdated: [] };
  const updatedAt = new Date();
  const planned = steps.map((step) => {
    const plan = planLifecycle(step);
    const updated: SignalRow = { ...step.row, ...plan.columns, version: step.row.version + 1, updatedAt };
    return { step, plan, updated };
  });
  const changeList = planned.map(({ step, plan, updated }) => {
    const change: SignalChange = {
      id: step.row.id,
      app: step.row.app,
      version: updated.version,
      kinds: plan.log.map((entry) => entry.kind),
      ownerId: step.row.ownerId,
    };
    return { id: change.id, kinds: change.kinds, payload: JSON.stringify(change) };
  });
  const activities = insertActivities(
    actor,
    planned.flatMap(({ step, plan }) =>
      plan.log.map((entry) => ({ ...entry, targetType: 'signal', targetId: step.row.id })),
    ),
    upd,
  );
  const deliveries = signalDeliveryCtes(changed, delivery);
  const ids = planned.map(({ updated }) => updated.id);
  const c = changes.as('c');
  const result = await db.execute(sql`
    with locked as materialized (
      select id from ${signals} where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)
      order by id for no key update),
    ${upd.define(sql`
      ${updateLifecycleColumns(planned.map((p) => p.updated))}
      and s.id in (select id from locked) returning s.*`)},
    ${changes.rows(changeList)},
    ${changedInTick},
    activities as (${activities}),
    ${sql.join(deliveries.ctes, sql`, `)}
    select ${c.id}, pg_notify(${SIGNAL_CHANGES}, ${c.payload}) from ${changes.ref} c
      where ${c.id} in (select ${upd.col.id} from ${upd.ref})
    union all select null, pg_notify from (${deliveries.wake}) w`);
  const committed = new Set(rowsOf<{ id: string | null }>(result).map((r) => r.id));
  return {
    written: planned
      .filter(({ updated }) => committed.has(updated.id))
      .map(({ plan, updated }) => ({ row: updated, events: plan.events })),
    outdated: planned.filter(({ updated }) => !committed.has(updated.id)).map(({ updated }) => updated.id),
  };
}

/** The update of these rows' lifecycle columns, each only while still at the version before its new one. */
function updateLifecycleColumns(rows: readonly SignalRow[]): SQL {
  const values = JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      version: row.version,
      status: row.status,
      take_profits: row.takeProfits,
      expires_at: row.expiresAt,
      activated_at: row.activatedAt,
      closed_at: row.closedAt,
      close_price: row.closePrice,
      result_pips: row.resultPips,
      last_price: row.lastPrice,
      last_price_at: row.lastPriceAt,
      is_update_price_manually: row.isUpdatePriceManually,
      updated_at: row.updatedAt,
    })),
  );
  return sql`
    update ${signals} as s set
      version = v.version, status = v.status, take_profits = v.take_profits, expires_at = v.expires_at,
      activated_at = v.activated_at, closed_at = v.closed_at, close_price = v.close_price,
      result_pips = v.result_pips, last_price = v.last_price, last_price_at = v.last_price_at,
      is_update_price_manually = v.is_update_price_manually, updated_at = v.updated_at
    from jsonb_to_recordset(${values}::jsonb) as v(
      id uuid, version integer, status text, take_profits jsonb, expires_at timestamptz,
      activated_at timestamptz, closed_at timestamptz, close_price numeric, result_pips numeric,
      last_price numeric, last_price_at timestamptz, is_update_price_manually boolean, updated_at timestamptz)
    where s.id = v.id and s.version = v.version - 1`;
}

export type SignalAction = 'end' | 'cancel' | 'endEarly' | 'expire' | 'reopen';

/** The latest price that may decide an outcome: fresh quotes only. */
function freshPrice(prices: LivePrices, row: SignalRow): string | null {
  const quote = readPrice(prices, { ...row, exchangeType: row.exchangeType });
  if (!quote || isOutdated(quote.time)) return null;
  return closingPrice(row.side, quote.bid, quote.ask);
}

export async function runSignalAction(
  db: Db,
  { prices, events, delivery }: { prices: LivePrices; events: SignalEventBus; delivery: SignalDelivery },
  actor: AdminActor,
  id: string,
  action: SignalAction,
  input: { version: number; price?: string; force: boolean; expectedStatus?: SignalStatus },
): Promise<Signal> {
  const settings = await getSettings(db);
  return writeSignal(
    db,
    delivery,
    actor,
    {
      id,
      version: input.version,
      permissions: (row) => statusPermissions(actor, row, action === 'reopen'),
      plan: (row) => {
        const at = new Date().toISOString();
        const price = freshPrice(prices, row) ?? input.price ?? null;
        const threshold = settings.cancellationThresholds[row.unit];
        let event: LifecycleEvent;
        switch (action) {
          case 'end':
          case 'cancel':
            event = { type: action, price, force: input.force, threshold, at };
            break;
          case 'endEarly':
            if (!price)
              throw refused('bad_request', 'price_outdated', undefined, [
                fieldRefusal('price', 'price_outdated'),
              ]);
            event = { type: 'endEarly', price, at };
            break;
          case 'expire':
            event = { type: 'expire', at };
            break;
          case 'reopen':
            event = { type: 'reopen', at };
            break;
        }
        const plan = lifecyclePlan({ row, event });
        const status = plan.set.status ?? row.status;
        if (input.expectedStatus && status !== input.expectedStatus)
          throw refused(
            'conflict',
            'outcome_changed',
            `The price moved: this would now close as ${status}. Check the outcome and confirm again`,
          );
        return plan;
      },
    },
    events,
  );
}

/** POST /signals/{id}/update-live-price: the same lifecycle as a quote tick, by hand. */
export function updateLivePrice(
  db: Db,
  { events, delivery }: { events: SignalEventBus; delivery: SignalDelivery },
  actor: AdminActor,
  id: string,
  input: { value: string; version?: number },
): Promise<Signal> {
  return writeSignal(
    db,
    delivery,
    actor,
    {
      id,
      version: input.version,
      permissions: (row) => statusPermissions(actor, row),
      plan: (row) =>
        lifecyclePlan({
          row,
          event: {
            type: 'price',
            bid: input.value,
            ask: input.value,
            at: new Date().toISOString(),
            manual: true,
          },
          manualPrice: true,
        }),
    },
    events,
  );
}

/** PUT /signals/soft/delete/{id}: into the recycle bin ({softDelete: true}) or back out of it. */
export function setSoftDelete(
  db: Db,
  delivery: SignalDelivery,
  actor: AdminActor,
  id: string,
  input: { softDelete: boolean; version?: number },
): Promise<Signal> {
  return writeSignal(db, delivery, actor, {
    id,
    version: input.version,
    deleted: true,
    permissions: (row) => softDeletePermissions(row.app),
    plan: (row) => {
      if (row.softDelete === input.softDelete)
        throw refused('conflict', input.softDelete ? 'already_deleted' : 'not_deleted');
      return {
        set: { softDelete: input.softDelete, deletedAt: input.softDelete ? new Date() : null },
        log: [
          {
            kind: input.softDelete ? 'signal soft-deleted' : 'signal restored',
            prev: { softDelete: row.softDelete, status: row.status },
            next: { softDelete: input.softDelete },
          },
        ],
      };
    },
  });
}
