import type { App } from '@signal-desk/domain/apps';
import type { Permission } from '@signal-desk/domain/permissions';
import { requiresTwoFactorByDefault } from '@signal-desk/domain/two-factor';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activityLog, adminRoles, admins, appliedSeeds, roles, signals } from '../db/schema';
import { recordActivity, SYSTEM_ACTOR } from '../modules/activity/service';
import { hashPassword } from '../modules/identity/password';
import { listPairs } from '../modules/markets/pairs-service';
import { reserveSignalNumbers, SIGNAL_ID_PREFIX } from '../modules/signals/daily-limits';
import { seedDemoCustomers } from './demo-customers';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoOrderReports } from './demo-order-reports';
import { generateSignals, randomSource } from './signal-generator';

export const DEMO_PASSWORD = 'DemoDesk1!';

/** The trader permissions of the apps customers use, which open those apps' content and customers. */
const CUSTOMER_APP_PERMISSIONS: Permission[] = ['SHIFT', 'NFX', 'MIRA', 'RELIC', 'TITAN'];

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
      // Content is kept per app: the apps they edit (decision 21).
      ...CUSTOMER_APP_PERMISSIONS,
    ],
  },
  {
    name: 'Customer support',
    permissions: [
      'USERS_VIEW',
      'SUBSCRIPTION_IDS_VIEW',
      'NOTIFICATIONS_VIEW',
      'NOTIFICATIONS_MODERATE',
      // Customers, products and pushes are kept per app: the apps they support (decision 21).
      ...CUSTOMER_APP_PERMISSIONS,
    ],
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
    const newRoles = await tx
      .insert(roles)
      .values(DEMO_ROLES.map((r) => ({ ...r, requireTwoFactor: requiresTwoFactorByDefault(r.permissions) })))
      .onConflictDoNothing()
      .returning();
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
  const signalsAdded = await seedDemoSignals(db);
  if (signalsAdded) print(`Demo data: ${signalsAdded} trade ideas over the last ${DEMO_DAYS} days`);
  await seedDemoCustomers(db, print, { password: DEMO_PASSWORD });
  const pushes = await seedDemoNotifications(db);
  const reports = await seedDemoOrderReports(db);
  if (pushes || reports) print(`Demo data: ${pushes} push notifications, ${reports} partner order reports`);
}

const DEMO_DAYS = 180;
/** Demo trade ideas per app, and who publishes them (by demo email). */
const DEMO_DESKS: { app: App; count: number; traders: string[] }[] = [
  { app: 'shift', count: 260, traders: ['olivia.martin', 'lucas.bernard', 'elsa.lindqvist'] },
  { app: 'nfx', count: 120, traders: ['olivia.martin', 'elsa.lindqvist'] },
  { app: 'mira', count: 70, traders: ['elsa.lindqvist'] },
  { app: 'relic', count: 180, traders: ['sofia.garcia'] },
  { app: 'titan', count: 150, traders: ['lucas.bernard', 'jonas.weber'] },
  { app: 'external', count: 40, traders: ['sofia.garcia'] },
];

/** Months of trade ideas across apps, traders and outcomes, each with its activity trail; once per database. */
async function seedDemoSignals(db: Db): Promise<number> {
  const pairs = (await listPairs(db, { perPage: 200, page: 1 })).data;
  const emails = DEMO_ADMINS.map((a) => a.email);
  const traderRows = await db
    .select({ id: admins.id, email: admins.email })
    .from(admins)
    .where(inArray(admins.email, emails));
  const idOf = (name: string) => traderRows.find((r) => r.email.startsWith(`${name}@`))?.id;
  const random = randomSource(20261121);
  return db.transaction(async (tx) => {
    const [first] = await tx
      .insert(appliedSeeds)
      .values({ name: 'demo-signals-v1' })
      .onConflictDoNothing()
      .returning();
    if (!first) return 0;
    let total = 0;
    for (const desk of DEMO_DESKS) {
      const traders = desk.traders.map(idOf).filter((id): id is string => id !== undefined);
      if (traders.length === 0) continue;
      const firstNumber = await reserveSignalNumbers(tx, desk.app, desk.count);
      const rows = [
        ...generateSignals({
          app: desk.app,
          pairs,
          traders,
          ownerId: traders[0] as string,
          count: desk.count,
          days: DEMO_DAYS,
          now: new Date(),
          random,
          firstNumber,
          prefix: SIGNAL_ID_PREFIX[desk.app],
        }),
      ];
      const inserted = await tx.insert(signals).values(rows).returning({
        id: signals.id,
        status: signals.status,
        createdAt: signals.createdAt,
        closedAt: signals.closedAt,
        takeProfits: signals.takeProfits,
        traderId: signals.traderId,
      });
      await tx.insert(activityLog).values(inserted.flatMap((s) => demoTrail(s)));
      total += inserted.length;
    }
    return total;
  });
}

/** The trail a generated idea would have left: created, take profits hit, closed. */
function demoTrail(s: {
  id: string;
  status: string;
  createdAt: Date;
  closedAt: Date | null;
  takeProfits: { price: string; hitAt: string | null }[];
}) {
  const entry = (kind: string, at: Date, prev?: unknown, next?: unknown) => ({
    adminId: null,
    actor: 'system',
    ip: null,
    kind,
    targetType: 'signal',
    targetId: s.id,
    prev: prev ?? null,
    next: next ?? null,
    createdAt: at,
  });
  const trail = [
    entry('create signal', s.createdAt, undefined, { status: s.status === 'pending' ? 'pending' : 'active' }),
  ];
  if (!s.closedAt) return trail;
  s.takeProfits.forEach((tp, i) => {
    if (tp.hitAt)
      trail.push(entry('take profit hit', new Date(tp.hitAt), undefined, { index: i + 1, price: tp.price }));
  });
  trail.push(entry('status changed automatically', s.closedAt, { status: 'active' }, { status: s.status }));
  return trail;
}
