import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from './admin';
import {
  type Grants,
  grantsBeyondHoldings,
  type Holder,
  holdsAtLeast,
  ownAccountChanges,
} from './admin-grants';
import { API_KEY_TYPES, APPS } from './apps';
import { effectivePermissions, PERMISSIONS, type Permission } from './permissions';

const noKeys = { apiType: null, apiKey: null, forexApiKey: null, cryptoApiKey: null };
const holder = (permissions: Permission[], signalsLimit = {}, keys = {}): Holder => ({
  effectivePermissions: permissions,
  signalsLimit,
  ...noKeys,
  ...keys,
});
const grants = (values: Partial<Grants> = {}): Grants => ({
  permissions: [],
  roles: [],
  signalsLimit: {},
  ...noKeys,
  ...values,
});

describe('grantsBeyondHoldings', () => {
  const manager = holder(['ADMIN_MODERATE', 'SHIFT'], { shift: 2 }, { forexApiKey: 'fx' });

  it.each<[string, Grants, string[]]>([
    ['what the granter holds', grants({ permissions: ['SHIFT'], signalsLimit: { shift: 2 } }), []],
    ['a permission they lack', grants({ permissions: ['STATS'] }), ['permissions']],
    [
      'a role with a permission they lack',
      grants({ roles: [{ _id: 'r', permissions: ['NFX'] }] }),
      ['roles'],
    ],
    ['a limit above theirs', grants({ signalsLimit: { shift: 3 } }), ['signalsLimit.shift']],
    ['a limit in an app they have none in', grants({ signalsLimit: { relic: 1 } }), ['signalsLimit.relic']],
    ['a key of a kind they hold', grants({ forexApiKey: 'k' }), []],
    ['a key of a kind they lack', grants({ cryptoApiKey: 'k' }), ['cryptoApiKey']],
    ['a generic key of a kind they lack', grants({ apiType: 'indices', apiKey: 'k' }), ['apiKey']],
    ['a generic key without a kind (opens nothing)', grants({ apiKey: 'k' }), []],
  ])('on create: %s', (_, after, paths) => {
    expect(grantsBeyondHoldings(manager, after)).toEqual(paths);
  });

  it('on edit: keeping or lowering values beyond the granter’s passes, raising them does not', () => {
    const before = {
      ...grants({ permissions: ['SHIFT'], signalsLimit: { shift: 50 }, cryptoApiKey: 'c' }),
      roles: [{ _id: 'wide', name: 'Wide' }],
    };
    const kept = grants({
      ...before,
      roles: [{ _id: 'wide', permissions: ['NFX'] }],
    });
    expect(grantsBeyondHoldings(manager, kept, before)).toEqual([]);
    expect(
      grantsBeyondHoldings(manager, { ...kept, signalsLimit: { shift: 20 }, cryptoApiKey: null }, before),
    ).toEqual([]);
    expect(grantsBeyondHoldings(manager, { ...kept, signalsLimit: { shift: 51 } }, before)).toEqual([
      'signalsLimit.shift',
    ]);
    expect(grantsBeyondHoldings(manager, { ...kept, cryptoApiKey: 'other' }, before)).toEqual([
      'cryptoApiKey',
    ]);
    // Changing the kind of a generic key gives a new kind.
    const generic = { ...before, apiType: 'forex' as const, apiKey: 'g' };
    expect(grantsBeyondHoldings(manager, { ...kept, apiType: 'crypto', apiKey: 'g' }, generic)).toEqual([
      'apiKey',
    ]);
  });

  it('ALL and SUPER_ADMIN grant anything', () => {
    for (const universal of ['ALL', 'SUPER_ADMIN'] as const) {
      const after = grants({ permissions: ['STATS'], signalsLimit: { shift: 1e6 }, cryptoApiKey: 'c' });
      expect(grantsBeyondHoldings(holder([universal]), after)).toEqual([]);
    }
  });

  const permissionList = fc.uniqueArray(
    fc.constantFrom(...PERMISSIONS.filter((p) => p !== 'ALL' && p !== 'SUPER_ADMIN')),
    {
      maxLength: 6,
    },
  );
  const limits = fc.dictionary(fc.constantFrom(...APPS), fc.integer({ min: 0, max: 10 }));
  const keys = fc.record({
    apiType: fc.option(fc.constantFrom(...API_KEY_TYPES), { nil: null }),
    apiKey: fc.option(fc.constant('g'), { nil: null }),
    forexApiKey: fc.option(fc.constant('f'), { nil: null }),
    cryptoApiKey: fc.option(fc.constant('c'), { nil: null }),
  });
  const account = fc.record({
    permissions: permissionList,
    roles: fc.array(fc.record({ _id: fc.uuid(), permissions: permissionList }), { maxLength: 2 }),
    signalsLimit: limits,
    keys,
  });
  type Account = typeof account extends fc.Arbitrary<infer T> ? T : never;
  const holderOf = (a: Account): Holder => ({
    effectivePermissions: effectivePermissions(a.permissions, a.roles),
    signalsLimit: a.signalsLimit,
    ...a.keys,
  });

  it('no chain of accounts holds more than its first creator: what passes on create is held by the creator', () => {
    fc.assert(
      fc.property(account, account, (granter, created) => {
        const after = { ...created, ...created.keys };
        if (grantsBeyondHoldings(holderOf(granter), after).length === 0) {
          expect(holdsAtLeast(holderOf(granter), holderOf(created))).toBe(true);
        }
      }),
    );
  });

  it('an edit that passes leaves nothing beyond both the granter’s holdings and the target’s old ones', () => {
    fc.assert(
      fc.property(account, account, account, (granter, target, change) => {
        const before: AdminUser = {
          ...({} as AdminUser),
          permissions: target.permissions,
          roles: target.roles.map((r) => ({ _id: r._id, name: 'r' })),
          signalsLimit: target.signalsLimit,
          ...target.keys,
        };
        const after = { ...change, ...change.keys };
        if (grantsBeyondHoldings(holderOf(granter), after, before).length > 0) return;
        for (const app of APPS) {
          const next = after.signalsLimit[app] ?? 0;
          expect(next <= (granter.signalsLimit[app] ?? 0) || next <= (target.signalsLimit[app] ?? 0)).toBe(
            true,
          );
        }
      }),
    );
  });
});

describe('holdsAtLeast', () => {
  it('needs the permissions, every limit and every key kind of the other account', () => {
    const manager = holder(['ADMIN_MODERATE', 'SHIFT'], { shift: 5 });
    expect(holdsAtLeast(manager, holder(['SHIFT'], { shift: 5 }))).toBe(true);
    expect(holdsAtLeast(manager, holder(['SHIFT'], { shift: 6 }))).toBe(false);
    expect(holdsAtLeast(manager, holder(['STATS']))).toBe(false);
    expect(holdsAtLeast(manager, holder(['SHIFT'], {}, { cryptoApiKey: 'c' }))).toBe(false);
    expect(holdsAtLeast(holder(['SUPER_ADMIN']), holder(['ALL'], { shift: 1e6 }))).toBe(true);
  });
});

describe('ownAccountChanges', () => {
  const me = {
    ...({} as AdminUser),
    email: 'me@example.com',
    activationStatus: true,
    permissions: ['SHIFT'],
    roles: [{ _id: 'r1', name: 'R' }],
    signalsLimit: { shift: 2 },
    ...noKeys,
  } as AdminUser;

  it('passes the fields of /auth/me and values sent unchanged', () => {
    expect(
      ownAccountChanges(me, {
        name: 'New Name',
        nickname: 'nick',
        locale: 'fr',
        quoteProvider: -1,
        email: 'me@example.com',
        activationStatus: true,
        permissions: ['SHIFT'],
        roles: ['r1'],
        signalsLimit: { shift: 2, relic: 0 },
        ...noKeys,
      }),
    ).toEqual([]);
  });

  it('names every other change, and any password', () => {
    expect(
      ownAccountChanges(me, {
        password: 'Same-Or-Not1',
        email: 'other@example.com',
        activationStatus: false,
        permissions: ['SHIFT', 'NFX'],
        roles: [],
        signalsLimit: { shift: 3 },
        apiType: 'forex',
        apiKey: 'k',
        forexApiKey: 'f',
        cryptoApiKey: 'c',
      }),
    ).toEqual([
      'password',
      'email',
      'activationStatus',
      'permissions',
      'roles',
      'apiType',
      'apiKey',
      'forexApiKey',
      'cryptoApiKey',
      'signalsLimit.shift',
    ]);
  });
});
