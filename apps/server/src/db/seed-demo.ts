import type { Permission } from '@signal-desk/domain/permissions';
import { inArray, sql } from 'drizzle-orm';
import { recordActivity, SYSTEM_ACTOR } from '../modules/activity/service';
import { hashPassword } from '../modules/identity/password';
import type { Db } from './client';
import { adminRoles, admins, roles } from './schema';

export const DEMO_PASSWORD = 'DemoDesk1!';

const DEMO_ROLES: { name: string; permissions: Permission[] }[] = [
  {
    name: 'Forex trader',
    permissions: ['SHIFT', 'NFX', 'SIGNALS_VIEW', 'SIGNAL_OPEN_FIELDS_MODIFY', 'MODIFY_SL', 'CURRENCY_VIEW'],
  },
  {
    name: 'Crypto trader',
    permissions: ['RELIC', 'EXTERNAL', 'SIGNALS_VIEW', 'SIGNAL_OPEN_FIELDS_MODIFY', 'CURRENCY_VIEW'],
  },
  {
    name: 'Indices desk',
    permissions: ['TITAN', 'TITAN_INDICES', 'TITAN_SYNTHETIC', 'SIGNALS_VIEW', 'SIGNAL_OPEN_FIELDS_MODIFY'],
  },
  {
    name: 'Head trader',
    permissions: [
      'SIGNALS_MODERATE',
      'MODIFY_SIGNAL_STATUS',
      'MODIFY_ALL_SIGNAL_STATUS',
      'MODIFY_ALL_SIGNAL_FIELDS',
      'SIGNAL_CLOSED_FIELDS_MODIFY',
      'STATS',
      'STATS_GLOBAL',
    ],
  },
  {
    name: 'Content editor',
    permissions: [
      'FAQ_VIEW',
      'FAQ_MODERATE',
      'MASTERIES_VIEW',
      'MASTERIES_MODERATE',
      'FILTER_VIEW',
      'FILTER_MODERATE',
      'BANNER_VIEW_ALL',
      'BANNER_EDIT_ALL',
    ],
  },
  {
    name: 'Customer support',
    permissions: ['USERS_VIEW', 'SUBSCRIPTION_IDS_VIEW', 'NOTIFICATIONS_VIEW', 'NOTIFICATIONS_MODERATE'],
  },
  {
    name: 'Admin manager',
    permissions: ['ADMIN_VIEW', 'ADMIN_MODERATE', 'REVOKE_ADMIN_SESSION', 'CHANGE_ACTIVATION_STATUS'],
  },
];

const DEMO_ADMINS = [
  {
    name: 'Olivia Martin',
    nickname: 'olivia',
    email: 'olivia.martin@demo.signal-desk.test',
    roles: ['Forex trader'],
    limits: { shift: 10, nfx: 5 },
    locale: 'en',
  },
  {
    name: 'Lucas Bernard',
    nickname: 'lucasb',
    email: 'lucas.bernard@demo.signal-desk.test',
    roles: ['Forex trader', 'Indices desk'],
    limits: { shift: 8, titan: 6 },
    locale: 'fr',
  },
  {
    name: 'Sofia García',
    nickname: 'sofia',
    email: 'sofia.garcia@demo.signal-desk.test',
    roles: ['Crypto trader'],
    limits: { relic: 12, external: 4 },
    locale: 'es',
    cryptoApiKey: 'wh_crypto_7f3a91',
  },
  {
    name: 'Jonas Weber',
    nickname: 'jonas',
    email: 'jonas.weber@demo.signal-desk.test',
    roles: ['Indices desk'],
    limits: { titan: 10 },
    locale: 'de',
  },
  {
    name: 'Elsa Lindqvist',
    nickname: 'elsa',
    email: 'elsa.lindqvist@demo.signal-desk.test',
    roles: ['Head trader', 'Forex trader'],
    limits: { shift: 20, nfx: 10, mira: 5 },
    locale: 'sv',
  },
  {
    name: 'Marco Rossi',
    nickname: 'marco',
    email: 'marco.rossi@demo.signal-desk.test',
    roles: ['Content editor'],
    limits: {},
    locale: 'it',
  },
  {
    name: 'Hannah Cole',
    nickname: 'hannah',
    email: 'hannah.cole@demo.signal-desk.test',
    roles: ['Customer support'],
    limits: {},
    locale: null,
  },
  {
    name: 'Ravi Patel',
    nickname: 'ravi',
    email: 'ravi.patel@demo.signal-desk.test',
    roles: ['Admin manager'],
    limits: {},
    locale: 'en',
  },
] as const;

/** Adds demo roles and admins; running it again changes nothing. */
export async function seedDemoData(db: Db, print: (line: string) => void): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const added = await db.transaction(async (tx) => {
    const newRoles = await tx.insert(roles).values(DEMO_ROLES).onConflictDoNothing().returning();
    for (const role of newRoles) {
      await recordActivity(tx, SYSTEM_ACTOR, {
        kind: 'role created',
        targetType: 'role',
        targetId: role.id,
        next: role,
      });
    }
    const roleRows = await tx
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(
        inArray(
          sql`lower(${roles.name})`,
          DEMO_ROLES.map((r) => r.name.toLowerCase()),
        ),
      );
    const roleId = new Map(roleRows.map((r) => [r.name.toLowerCase(), r.id]));

    const newAdmins = await tx
      .insert(admins)
      .values(
        DEMO_ADMINS.map(({ roles: _roles, limits, ...a }) => ({
          ...a,
          cryptoApiKey: 'cryptoApiKey' in a ? a.cryptoApiKey : null,
          passwordHash,
          signalsLimit: limits,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: admins.id, email: admins.email });
    for (const admin of newAdmins) {
      const demo = DEMO_ADMINS.find((d) => d.email === admin.email);
      const ids = (demo?.roles ?? [])
        .map((name) => roleId.get(name.toLowerCase()))
        .filter((id) => id !== undefined);
      if (ids.length)
        await tx.insert(adminRoles).values(ids.map((id) => ({ adminId: admin.id, roleId: id })));
      await recordActivity(tx, SYSTEM_ACTOR, {
        kind: 'admin created',
        targetType: 'admin',
        targetId: admin.id,
        next: { email: admin.email, roles: demo?.roles },
      });
    }
    return { roles: newRoles.length, admins: newAdmins.length };
  });
  print(
    `Demo data: ${added.roles} roles and ${added.admins} admins added (demo admins sign in with the password ${DEMO_PASSWORD})`,
  );
}
