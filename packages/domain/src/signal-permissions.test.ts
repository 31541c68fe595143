import { describe, expect, it } from 'vitest';
import { APPS } from './apps';
import { hasPermission } from './permissions';
import {
  ANY_RECYCLE_VIEW,
  recycleViewPermissions,
  signalFieldPermissions,
  softDeletePermissions,
  statusActionPermissions,
} from './signal-permissions';

describe('recycle permissions', () => {
  it('open an app bin with ALL, the all-apps view or the app view', () => {
    expect(hasPermission(['SOFT_DELETE_VIEW_SHIFT'], recycleViewPermissions('shift'))).toBe(true);
    expect(hasPermission(['SOFT_DELETE_VIEW_NFX'], recycleViewPermissions('shift'))).toBe(false);
    expect(hasPermission(['SOFT_DELETE_VIEW_ALL'], recycleViewPermissions('mira'))).toBe(true);
    expect(hasPermission(['ALL'], recycleViewPermissions('externalSynthetic'))).toBe(true);
  });

  it('list every per-app view permission for the route check', () => {
    for (const app of APPS) {
      for (const permission of recycleViewPermissions(app)) expect(ANY_RECYCLE_VIEW).toContain(permission);
    }
  });

  it('restore with the app soft-delete permission or the one for every app', () => {
    expect(hasPermission(['SOFT_DELETE_RELIC'], softDeletePermissions('relic'))).toBe(true);
    expect(hasPermission(['SOFT_DELETE_RELIC'], softDeletePermissions('shift'))).toBe(false);
    expect(hasPermission(['SOFT_DELETE_ALL'], softDeletePermissions('mira'))).toBe(true);
    expect(hasPermission(['SOFT_DELETE_VIEW_SHIFT'], softDeletePermissions('shift'))).toBe(false);
  });
});

describe('statusActionPermissions', () => {
  it('lets MODIFY_SIGNAL_STATUS act on own ideas only, and never reopen', () => {
    expect(hasPermission(['MODIFY_SIGNAL_STATUS'], statusActionPermissions(true))).toBe(true);
    expect(hasPermission(['MODIFY_SIGNAL_STATUS'], statusActionPermissions(false))).toBe(false);
    expect(hasPermission(['MODIFY_SIGNAL_STATUS'], statusActionPermissions(true, true))).toBe(false);
    expect(hasPermission(['MODIFY_ALL_SIGNAL_STATUS'], statusActionPermissions(false, true))).toBe(true);
  });
});

describe('signalFieldPermissions', () => {
  const open = { app: 'shift', status: 'active', open: true } as const;
  const closed = { app: 'shift', status: 'won', open: false } as const;

  it('guards the stop loss with MODIFY_SL and the other levels with MODIFY_ALL_SIGNAL_FIELDS', () => {
    expect(hasPermission(['MODIFY_SL'], signalFieldPermissions('stopLoss', open))).toBe(true);
    expect(hasPermission(['MODIFY_SL'], signalFieldPermissions('takeProfits', open))).toBe(false);
    expect(hasPermission(['SIGNAL_OPEN_FIELDS_MODIFY'], signalFieldPermissions('entry', open))).toBe(false);
  });

  it('lets NFX_MODIFY_PENDING_TRADE_ENTRY_PRICE move the entry of a pending NFX idea only', () => {
    const held = ['NFX_MODIFY_PENDING_TRADE_ENTRY_PRICE'] as const;
    expect(
      hasPermission(held, signalFieldPermissions('entry', { app: 'nfx', status: 'pending', open: true })),
    ).toBe(true);
    expect(
      hasPermission(held, signalFieldPermissions('entry', { app: 'nfx', status: 'active', open: true })),
    ).toBe(false);
  });

  it('splits descriptive fields between open and closed ideas', () => {
    expect(hasPermission(['SIGNAL_OPEN_FIELDS_MODIFY'], signalFieldPermissions('analysis', open))).toBe(true);
    expect(hasPermission(['SIGNAL_OPEN_FIELDS_MODIFY'], signalFieldPermissions('analysis', closed))).toBe(
      false,
    );
    expect(hasPermission(['SIGNAL_CLOSED_FIELDS_MODIFY'], signalFieldPermissions('analysis', closed))).toBe(
      true,
    );
  });
});
