import type { App } from './apps';
import type { Permission } from './permissions';
import type { SignalStatus } from './signal';

// Types only from ./signal: the route table imports this file, and the signal schemas stay out of the
// sign-in page's bundle.

/** Per-app recycle-bin permissions (SPEC section 6); mira and externalSynthetic have none of their own. */
const RECYCLE_VIEW: Partial<Record<App, Permission>> = {
  shift: 'SOFT_DELETE_VIEW_SHIFT',
  nfx: 'SOFT_DELETE_VIEW_NFX',
  titan: 'SOFT_DELETE_VIEW_TITAN',
  relic: 'SOFT_DELETE_VIEW_RELIC',
  external: 'SOFT_DELETE_VIEW_EXTERNAL',
  externalFx: 'SOFT_DELETE_VIEW_EXTERNAL_FX',
  externalIndices: 'SOFT_DELETE_VIEW_EXTERNAL_INDICES',
};

const SOFT_DELETE: Partial<Record<App, Permission>> = {
  shift: 'SOFT_DELETE_SHIFT',
  nfx: 'SOFT_DELETE_NFX',
  titan: 'SOFT_DELETE_TITAN',
  relic: 'SOFT_DELETE_RELIC',
  external: 'SOFT_DELETE_EXTERNAL',
  externalFx: 'SOFT_DELETE_EXTERNAL_FX',
  externalIndices: 'SOFT_DELETE_EXTERNAL_INDICES',
};

/** Viewing an app's recycle bin: ALL, or the soft-delete-view permission of the app or of every app. */
export function recycleViewPermissions(app: App): Permission[] {
  const own = RECYCLE_VIEW[app];
  return own ? ['ALL', 'SOFT_DELETE_VIEW_ALL', own] : ['ALL', 'SOFT_DELETE_VIEW_ALL'];
}

/** Every permission that opens some recycle bin (the route-level check). */
export const ANY_RECYCLE_VIEW: readonly Permission[] = [
  'ALL',
  'SOFT_DELETE_VIEW_ALL',
  ...Object.values(RECYCLE_VIEW),
];

/** Moving an app's trade idea to the recycle bin or restoring it. */
export function softDeletePermissions(app: App): Permission[] {
  const own = SOFT_DELETE[app];
  return own ? ['SOFT_DELETE_ALL', own] : ['SOFT_DELETE_ALL'];
}

/** An idea is the admin's own when they are its trader or created it (its owner). */
export const isOwnSignal = (adminId: string, signal: { traderId: string; ownerId: string | null }) =>
  signal.traderId === adminId || signal.ownerId === adminId;

/**
 * Status actions (end, cancel, early take profit, expire, live price): MODIFY_ALL_SIGNAL_STATUS on any
 * idea, MODIFY_SIGNAL_STATUS on the admin's own; reopening always needs MODIFY_ALL_SIGNAL_STATUS.
 */
export function statusActionPermissions(own: boolean, reopen = false): Permission[] {
  return reopen || !own ? ['MODIFY_ALL_SIGNAL_STATUS'] : ['MODIFY_SIGNAL_STATUS', 'MODIFY_ALL_SIGNAL_STATUS'];
}

/** Fields that move the trade's levels; they never change once the idea is closed. */
export const SIGNAL_LEVEL_FIELDS = [
  'entry',
  'stopLoss',
  'takeProfits',
  'activationMargin',
  'expiresAt',
  'exchangeType',
  'leverage',
] as const;

/**
 * Which permissions may change a field of a trade idea in its present state (SPEC section 6); `open`
 * is `isOpen(status)` of signal.ts.
 */
export function signalFieldPermissions(
  field: string,
  signal: { app: App; status: SignalStatus; open: boolean },
): Permission[] {
  if (field === 'stopLoss') return ['MODIFY_SL', 'MODIFY_ALL_SIGNAL_FIELDS'];
  if (field === 'entry') {
    return signal.app === 'nfx' && signal.status === 'pending'
      ? ['NFX_MODIFY_PENDING_TRADE_ENTRY_PRICE', 'MODIFY_ALL_SIGNAL_FIELDS']
      : ['MODIFY_ALL_SIGNAL_FIELDS'];
  }
  if ((SIGNAL_LEVEL_FIELDS as readonly string[]).includes(field)) return ['MODIFY_ALL_SIGNAL_FIELDS'];
  return signal.open
    ? ['SIGNAL_OPEN_FIELDS_MODIFY', 'MODIFY_ALL_SIGNAL_FIELDS']
    : ['SIGNAL_CLOSED_FIELDS_MODIFY', 'MODIFY_ALL_SIGNAL_FIELDS'];
}
