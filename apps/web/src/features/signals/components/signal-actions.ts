import { hasPermission, type Permission } from '@signal-desk/domain/permissions';
import { FROZEN_STATUSES, isOpen, type SignalSummary } from '@signal-desk/domain/signal';
import {
  isOwnSignal,
  SIGNAL_LEVEL_FIELDS,
  signalFieldPermissions,
  softDeletePermissions,
  statusActionPermissions,
} from '@signal-desk/domain/signal-permissions';

/** What can be done to a listed trade idea (its row menu). */
export const SIGNAL_ACTIONS = [
  'trail',
  'edit',
  'livePrice',
  'end',
  'endEarly',
  'cancel',
  'expire',
  'reopen',
  'softDelete',
] as const;
export type SignalAction = (typeof SIGNAL_ACTIONS)[number];

/** Fields an edit may touch: a level, the stop loss and a descriptive one stand for the rest. */
const EDITABLE_FIELDS = ['entry', 'stopLoss', 'takeProfits', 'analysis'] as const;

/** Whether the admin may change at least one field of the idea in its present state. */
export function mayEdit(signal: Pick<SignalSummary, 'app' | 'status'>, held: readonly Permission[]): boolean {
  if (FROZEN_STATUSES.includes(signal.status)) return false;
  const open = isOpen(signal.status);
  return EDITABLE_FIELDS.some(
    (field) =>
      (open || !(SIGNAL_LEVEL_FIELDS as readonly string[]).includes(field)) &&
      hasPermission(held, signalFieldPermissions(field, { app: signal.app, status: signal.status, open })),
  );
}

/**
 * The actions the admin may take on the idea now, by its status and their permissions (SPEC sections
 * 4 and 6); the server checks them again.
 */
export function availableActions(
  signal: Pick<SignalSummary, 'app' | 'status' | 'trader' | 'owner' | 'softDelete'>,
  admin: { _id: string; permissions: readonly Permission[] },
): SignalAction[] {
  const held = admin.permissions;
  const own = isOwnSignal(admin._id, { traderId: signal.trader._id, ownerId: signal.owner });
  const status = hasPermission(held, statusActionPermissions(own));
  const open = isOpen(signal.status);
  const allowed: Record<SignalAction, boolean> = {
    trail: true,
    edit: !signal.softDelete && mayEdit(signal, held),
    livePrice: open && status,
    end: signal.status === 'active' && status,
    endEarly: signal.status === 'active' && status,
    cancel: open && status,
    expire: signal.status === 'pending' && status,
    reopen: !open && hasPermission(held, statusActionPermissions(own, true)),
    softDelete: !signal.softDelete && hasPermission(held, softDeletePermissions(signal.app)),
  };
  return SIGNAL_ACTIONS.filter((action) => allowed[action]);
}
