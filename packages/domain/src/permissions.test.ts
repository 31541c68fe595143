import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPS, type App } from './apps';
import {
  canAccessApp,
  effectivePermissions,
  grantablePermissions,
  hasPermission,
  PERMISSION_GROUPS,
  PERMISSIONS,
  type Permission,
} from './permissions';

type Row = [string, readonly Permission[], readonly Permission[], boolean];

// held, required, expected — including every example of SPEC section 6.
const ROUTE_CHECKS: Row[] = [
  ['no requirement passes everyone', [], [], true],
  ['no requirement passes with any permission', ['STATS'], [], true],
  ['signals per app need the trader permission', ['SHIFT'], ['SHIFT'], true],
  ['another app’s trader permission is not enough', ['NFX'], ['SHIFT'], false],
  [
    'signal creation needs SIGNAL_OPEN_FIELDS_MODIFY',
    ['SIGNAL_OPEN_FIELDS_MODIFY'],
    ['SIGNAL_OPEN_FIELDS_MODIFY'],
    true,
  ],
  ['signal creation refused without it', ['SIGNALS_VIEW'], ['SIGNAL_OPEN_FIELDS_MODIFY'], false],
  ['reports need STATS', ['STATS'], ['STATS'], true],
  ['reports refused with STATS_GLOBAL only', ['STATS_GLOBAL'], ['STATS'], false],
  ['roles need ALL', ['ALL'], ['ALL'], true],
  ['roles refused to SUPER_ADMIN', ['SUPER_ADMIN'], ['ALL'], false],
  ['roles refused to ADMIN_MODERATE', ['ADMIN_MODERATE'], ['ALL'], false],
  ['push stats need ALL', ['NOTIFICATIONS_VIEW'], ['ALL'], false],
  ['recycle allows ALL', ['ALL'], ['ALL', 'SOFT_DELETE_VIEW_SHIFT', 'SOFT_DELETE_VIEW_ALL'], true],
  [
    'recycle allows the per-app soft-delete-view',
    ['SOFT_DELETE_VIEW_SHIFT'],
    ['ALL', 'SOFT_DELETE_VIEW_SHIFT', 'SOFT_DELETE_VIEW_ALL'],
    true,
  ],
  [
    'recycle refuses soft-delete without view',
    ['SOFT_DELETE_SHIFT'],
    ['ALL', 'SOFT_DELETE_VIEW_SHIFT', 'SOFT_DELETE_VIEW_ALL'],
    false,
  ],
  ['users list allows USERS_VIEW', ['USERS_VIEW'], ['USERS_VIEW', 'ADMIN_VIEW'], true],
  ['admins list allows ADMIN_VIEW', ['ADMIN_VIEW'], ['USERS_VIEW', 'ADMIN_VIEW'], true],
  ['users list refuses FAQ_VIEW', ['FAQ_VIEW'], ['USERS_VIEW', 'ADMIN_VIEW'], false],
  [
    'log orders allow LOG_ORDER_STATISTIC_VIEW',
    ['LOG_ORDER_STATISTIC_VIEW'],
    ['ALL', 'LOG_ORDER_STATISTIC_VIEW'],
    true,
  ],
  ['log orders refuse STATS', ['STATS'], ['ALL', 'LOG_ORDER_STATISTIC_VIEW'], false],
  ['ALL passes any ordinary requirement', ['ALL'], ['FAQ_MODERATE'], true],
  ['SUPER_ADMIN passes any ordinary requirement', ['SUPER_ADMIN'], ['CURRENCY_MODIFY'], true],
  [
    'banner edit needs a banner edit permission',
    ['BANNER_VIEW_SHIFT'],
    ['BANNER_EDIT_SHIFT', 'BANNER_EDIT_ALL'],
    false,
  ],
  ['banner edit for the app passes', ['BANNER_EDIT_SHIFT'], ['BANNER_EDIT_SHIFT', 'BANNER_EDIT_ALL'], true],
];

describe('hasPermission (SPEC sections 5 and 6)', () => {
  it.each(ROUTE_CHECKS)('%s', (_label, held, required, expected) => {
    expect(hasPermission(held, required)).toBe(expected);
  });

  it('never passes a requirement of ALL alone without ALL', () => {
    fc.assert(
      fc.property(fc.subarray([...PERMISSIONS]), (held) => {
        expect(hasPermission(held, ['ALL'])).toBe(held.includes('ALL'));
      }),
    );
  });

  it('passes whenever a required permission (other than ALL) is held', () => {
    fc.assert(
      fc.property(fc.subarray([...PERMISSIONS]), fc.constantFrom(...PERMISSIONS), (required, p) => {
        const allAlone = required.length === 1 && required[0] === 'ALL';
        if (!allAlone && required.includes(p)) expect(hasPermission([p], required)).toBe(true);
      }),
    );
  });
});

const noKeys = { apiKeyTypes: [] } as const;
type AppRow = [
  string,
  readonly Permission[],
  readonly ('crypto' | 'forex' | 'indices' | 'synthetic')[],
  App,
  boolean,
];
const APP_CHECKS: AppRow[] = [
  ['ALL opens shift', ['ALL'], [], 'shift', true],
  ['SUPER_ADMIN opens mira', ['SUPER_ADMIN'], [], 'mira', true],
  ['SHIFT opens shift', ['SHIFT'], [], 'shift', true],
  ['SHIFT does not open nfx', ['SHIFT'], [], 'nfx', false],
  ['titan accepts TITAN', ['TITAN'], [], 'titan', true],
  ['titan accepts TITAN_INDICES', ['TITAN_INDICES'], [], 'titan', true],
  ['titan accepts TITAN_SYNTHETIC', ['TITAN_SYNTHETIC'], [], 'titan', true],
  ['titan refuses RELIC', ['RELIC'], [], 'titan', false],
  ['external needs a crypto key', ['EXTERNAL'], [], 'external', false],
  ['external with a crypto key', ['EXTERNAL'], ['crypto'], 'external', true],
  ['external forex needs a forex key, not a crypto one', ['EXTERNAL_FX'], ['crypto'], 'externalFx', false],
  ['external forex with a forex key', ['EXTERNAL_FX'], ['forex'], 'externalFx', true],
  ['external indices with an indices key', ['EXTERNAL_INDICES'], ['indices'], 'externalIndices', true],
  [
    'external synthetic with a synthetic key',
    ['EXTERNAL_SYNTHETIC'],
    ['synthetic'],
    'externalSynthetic',
    true,
  ],
  ['even ALL needs the key for an external app', ['ALL'], [], 'externalSynthetic', false],
  ['a key without the permission is not enough', ['SHIFT'], ['crypto'], 'external', false],
];

describe('canAccessApp (SPEC section 5, app-level check)', () => {
  it.each(APP_CHECKS)('%s', (_label, permissions, apiKeyTypes, app, expected) => {
    expect(canAccessApp({ permissions, apiKeyTypes }, app)).toBe(expected);
  });

  it('opens every non-external app to ALL and SUPER_ADMIN', () => {
    for (const app of APPS.filter((a) => !a.startsWith('external'))) {
      expect(canAccessApp({ ...noKeys, permissions: ['ALL'] }, app)).toBe(true);
      expect(canAccessApp({ ...noKeys, permissions: ['SUPER_ADMIN'] }, app)).toBe(true);
      expect(canAccessApp({ ...noKeys, permissions: [] }, app)).toBe(false);
    }
  });
});

describe('the catalogue', () => {
  it('holds every permission of SPEC section 6 once', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    const required = [
      'ALL',
      'SUPER_ADMIN',
      'SIGNALS_VIEW',
      'SIGNALS_MODERATE',
      'MODIFY_SL',
      'NFX_MODIFY_PENDING_TRADE_ENTRY_PRICE',
      'STATS_GLOBAL',
      'IGOLUXE_NOTIFICATIONS',
      'SUBSCRIPTION_IDS_MODERATE',
      'LOG_ORDER_STATISTIC_VIEW',
      'EXTERNAL_SYNTHETIC',
    ];
    for (const p of required) expect(PERMISSIONS).toContain(p);
    for (const app of [
      'SHIFT',
      'NFX',
      'TITAN',
      'RELIC',
      'EXTERNAL',
      'EXTERNAL_FX',
      'EXTERNAL_INDICES',
      'ALL',
    ]) {
      expect(PERMISSIONS).toContain(`SOFT_DELETE_${app}`);
      expect(PERMISSIONS).toContain(`SOFT_DELETE_VIEW_${app}`);
    }
    for (const app of ['SHIFT', 'NFX', 'TITAN', 'RELIC', 'ALL']) {
      expect(PERMISSIONS).toContain(`BANNER_VIEW_${app}`);
      expect(PERMISSIONS).toContain(`BANNER_EDIT_${app}`);
    }
  });

  it('puts every permission in exactly one group', () => {
    const grouped = Object.values(PERMISSION_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...PERMISSIONS].sort());
  });
});

describe('effective and grantable permissions', () => {
  it('unites own and role permissions in catalogue order without duplicates', () => {
    expect(
      effectivePermissions(['SHIFT', 'STATS'], [{ permissions: ['STATS', 'ALL'] }, { permissions: ['NFX'] }]),
    ).toEqual(['ALL', 'STATS', 'SHIFT', 'NFX']);
  });

  it('lets ALL and SUPER_ADMIN grant everything, others only what they hold', () => {
    expect(grantablePermissions(['SUPER_ADMIN'])).toEqual(PERMISSIONS);
    expect(grantablePermissions(['ADMIN_MODERATE', 'SHIFT'])).toEqual(['ADMIN_MODERATE', 'SHIFT']);
  });
});
