import type { AdminUser, createAdminInputSchema, updateAdminInputSchema } from '@signal-desk/domain/admin';
import { ownAccountChanges } from '@signal-desk/domain/admin-grants';
import { APPS, type QuoteProviderCode } from '@signal-desk/domain/apps';
import type { ListQuery } from '@signal-desk/domain/http';
import { effectivePermissions, type Permission } from '@signal-desk/domain/permissions';
import type { signalSettingsInputSchema } from '@signal-desk/domain/signal-support';
import { and, arrayOverlaps, count, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { countMatching } from '../../db/row-count';
import { adminRoles, admins, roles, rowCounts } from '../../db/schema';
import { selectValue } from '../../db/select-value';
import { statementName } from '../../db/statement-name';
import { badRequest, conflict, fieldError, notFound, refused } from '../../shared/errors';
import { type ListSpec, listPage, planList } from '../../shared/list-query';
import { type Actor, recordActivity, SYSTEM_ACTOR } from '../activity/service';
import { notifyAdminChanged } from './admin-changes-service';
import { adminViewColumns, toAdminUser } from './admin-view';
import {
  assertCanManage,
  assertMaySetCredentials,
  assertNotLastSuperAdmin,
  assertOwnAccountChange,
  assertSuperAdminRemains,
  assertWithinHoldings,
  lockGovernance,
} from './governance';
import { identityCacheOf } from './identity-cache';
import { hashPassword } from './password';
import { rolesByIds } from './roles-service';
import { revokeAdminSessions } from './sessions-service';
import { endSessionsAwaitingEnrolment, removeAllFactors } from './two-factor-service';

type CreateAdmin = z.output<typeof createAdminInputSchema>;
type UpdateAdmin = z.output<typeof updateAdminInputSchema>;

/** The admin who acts, with what the request knows of them. */
export interface AdminActor extends Actor {
  admin: AdminUser;
}

const listSpec: ListSpec = {
  fields: {
    name: { column: admins.name, type: 'text', ops: ['eq', 'contains', 'search'] },
    nickname: { column: admins.nickname, type: 'text', ops: ['eq', 'in', 'contains', 'search'] },
    email: { column: admins.email, type: 'text', ops: ['eq', 'contains', 'search'] },
    locale: { column: admins.locale, type: 'text', ops: ['eq', 'in'] },
    activationStatus: { column: admins.activationStatus, type: 'boolean', ops: ['eq'] },
    permissions: { column: admins.permissions, type: 'text[]', ops: ['eq', 'contains'] },
    createdAt: { column: admins.createdAt, type: 'timestamp', ops: ['gte', 'lte'] },
  },
  search: [admins.name, admins.nickname, admins.email],
  sort: {
    createdAt: admins.createdAt,
    updatedAt: admins.updatedAt,
    name: admins.name,
    nickname: admins.nickname,
    email: admins.email,
  },
  defaultSort: '-createdAt',
  tieBreaker: admins.id,
};

const emailTaken = () => conflict('An admin with this email already exists', [fieldError('email', 'taken')]);

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * The total of a list: the trigger-kept count without a filter (counting when it is missing), else a
 * count of the matching rows.
 */
function adminTotal(where: SQL | undefined): SQL<number> {
  const counted = where
    ? sql`(select count(*) from ${admins} where ${where})`
    : sql`coalesce((select ${rowCounts.n} from ${rowCounts} where ${rowCounts.tableName} = 'admins'), (select count(*) from ${admins}))`;
  return counted.mapWith(Number);
}

/**
 * One page and its total in one round trip, as a prepared statement named after its text (each
 * connection plans each list shape once; decision 9). Pages are kept by the identity cache until any
 * admin view changes.
 */
export function listAdmins(db: Db, query: ListQuery) {
  const load = async () => {
    const plan = planList(query, listSpec);
    const total = adminTotal(plan.where);
    const page = db
      .select({ ...adminViewColumns, total })
      .from(admins)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);
    const rows = await page.prepare(statementName('admins-list', page.toSQL().sql)).execute();
    // Past the last page there is no row to carry the total.
    const count = rows[0]?.total ?? (plan.offset > 0 ? ((await selectValue(db, total)) ?? 0) : 0);
    return listPage(rows.map(toAdminUser), count, plan);
  };
  const cache = identityCacheOf(db);
  return cache ? cache.adminList(query, Date.now(), load) : load();
}

async function findAdmin(exec: Executor, where: SQL): Promise<AdminUser | undefined> {
  const [row] = await exec.select(adminViewColumns).from(admins).where(where).limit(1);
  return row ? toAdminUser(row) : undefined;
}

export async function getAdmin(exec: Executor, id: string): Promise<AdminUser> {
  const admin = await findAdmin(exec, eq(admins.id, id));
  if (!admin) throw notFound('Admin');
  return admin;
}

/** For the second sign-in step: whose account a challenge is (its throttling counts by email). */
export async function emailOf(exec: Executor, id: string): Promise<string> {
  const [row] = await exec.select({ email: admins.email }).from(admins).where(eq(admins.id, id));
  if (!row) throw notFound('Admin');
  return row.email;
}

/** For sign-in: the admin and their password hash, by email. */
export async function findCredentials(exec: Executor, email: string) {
  const [row] = await exec
    .select({ id: admins.id, passwordHash: admins.passwordHash, activationStatus: admins.activationStatus })
    .from(admins)
    .where(eq(admins.email, email))
    .limit(1);
  return row;
}

export async function getPasswordHash(exec: Executor, id: string): Promise<string> {
  const [row] = await exec
    .select({ passwordHash: admins.passwordHash })
    .from(admins)
    .where(eq(admins.id, id));
  if (!row) throw notFound('Admin');
  return row.passwordHash;
}

/** The roles to assign, with their permissions (which count as granted); an unknown id is a 400. */
async function assignedRoles(tx: Tx, roleIds: readonly string[]) {
  const found = await rolesByIds(tx, roleIds);
  if (found.length !== roleIds.length) {
    throw badRequest('Unknown role', [fieldError('roles', 'roleUnknown')]);
  }
  return found.map((r) => ({ _id: r.id, permissions: r.permissions as Permission[] }));
}

async function setRoles(tx: Tx, adminId: string, roleIds: readonly string[]) {
  await tx.delete(adminRoles).where(eq(adminRoles.adminId, adminId));
  if (roleIds.length) await tx.insert(adminRoles).values(roleIds.map((roleId) => ({ adminId, roleId })));
}

export function createAdmin(db: Db, actor: AdminActor, input: CreateAdmin): Promise<AdminUser> {
  return guarded(() =>
    db.transaction(async (tx) => {
      assertWithinHoldings(actor.admin, {
        permissions: input.permissions,
        roles: await assignedRoles(tx, input.roles),
        signalsLimit: input.signalsLimit ?? {},
        apiType: input.apiType ?? null,
        apiKey: input.apiKey ?? null,
        forexApiKey: input.forexApiKey ?? null,
        cryptoApiKey: input.cryptoApiKey ?? null,
      });
      if (await findAdmin(tx, eq(admins.email, input.email))) throw emailTaken();
      const { password, roles: roleIds, activationStatus, ...fields } = input;
      const [row] = await tx
        .insert(admins)
        .values({
          ...fields,
          activationStatus: activationStatus ?? true,
          passwordHash: await hashPassword(password),
        })
        .returning({ id: admins.id });
      if (!row) throw new Error('admin insert returned nothing');
      await setRoles(tx, row.id, roleIds);
      // Every replica's admin list pages now miss this admin.
      await notifyAdminChanged(tx, row.id);
      const created = await getAdmin(tx, row.id);
      await recordActivity(tx, actor, {
        kind: 'admin created',
        targetType: 'admin',
        targetId: row.id,
        next: created,
      });
      return created;
    }),
  );
}

type AssignedRoles = Awaited<ReturnType<typeof assignedRoles>>;

/** The roles an admin holds after a change, with their permissions (an unknown id is a 400). */
const rolesAfter = (tx: Tx, before: AdminUser, input: UpdateAdmin): Promise<AssignedRoles> =>
  assignedRoles(tx, input.roles ?? before.roles.map((r) => r._id));

/**
 * Checks a change of another admin (decisions 3 and 18): the actor manages them, gives nothing beyond
 * their own holdings, and sets a password or email only on an account that then holds nothing beyond
 * theirs (setting them is signing in as that admin).
 */
function checkChangeOfOther(actor: AdminActor, before: AdminUser, input: UpdateAdmin, roles: AssignedRoles) {
  assertCanManage(actor.admin, before);
  const kept = <K extends 'apiType' | 'apiKey' | 'forexApiKey' | 'cryptoApiKey'>(key: K) =>
    input[key] === undefined ? before[key] : (input[key] ?? null);
  const after = {
    permissions: input.permissions ?? before.permissions,
    roles,
    signalsLimit: input.signalsLimit ?? before.signalsLimit,
    apiType: kept('apiType'),
    apiKey: kept('apiKey'),
    forexApiKey: kept('forexApiKey'),
    cryptoApiKey: kept('cryptoApiKey'),
  };
  assertWithinHoldings(actor.admin, after, before);
  if (input.password !== undefined || (input.email !== undefined && input.email !== before.email)) {
    assertMaySetCredentials(actor.admin, {
      ...after,
      effectivePermissions: effectivePermissions(after.permissions, after.roles),
    });
  }
}

export function updateAdmin(db: Db, actor: AdminActor, id: string, input: UpdateAdmin): Promise<AdminUser> {
  return guarded(() =>
    db.transaction(async (tx) => {
      await lockGovernance(tx);
      const before = await getAdmin(tx, id);
      const roles = await rolesAfter(tx, before, input);
      await assertNotLastSuperAdmin(tx, before, {
        activationStatus: input.activationStatus ?? before.activationStatus,
        effectivePermissions: effectivePermissions(input.permissions ?? before.permissions, roles),
      });
      if (id === actor.adminId) assertOwnAccountChange(ownAccountChanges(before, input));
      else checkChangeOfOther(actor, before, input, roles);
      const { password, roles: roleIds, activationStatus, ...fields } = input;
      if (
        fields.email &&
        fields.email !== before.email &&
        (await findAdmin(tx, eq(admins.email, fields.email)))
      ) {
        throw emailTaken();
      }
      await tx
        .update(admins)
        .set({
          ...fields,
          ...(activationStatus === undefined ? {} : { activationStatus }),
          ...(password ? { passwordHash: await hashPassword(password) } : {}),
          updatedAt: new Date(),
        })
        .where(eq(admins.id, id));
      if (roleIds) await setRoles(tx, id, roleIds);
      if (password || activationStatus === false) await revokeAdminSessions(tx, id);
      else if (roleIds) await endSessionsAwaitingEnrolment(tx, { adminId: id });
      await notifyAdminChanged(tx, id);
      await assertSuperAdminRemains(tx);
      const after = await getAdmin(tx, id);
      await recordActivity(tx, actor, {
        kind: 'admin updated',
        targetType: 'admin',
        targetId: id,
        prev: before,
        next: password ? { ...after, password: 'changed' } : after,
      });
      return after;
    }),
  );
}

export function changeActivationStatus(
  db: Db,
  actor: AdminActor,
  id: string,
  active: boolean,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    await lockGovernance(tx);
    const before = await getAdmin(tx, id);
    await assertNotLastSuperAdmin(tx, before, { ...before, activationStatus: active });
    if (id === actor.adminId) assertOwnAccountChange(ownAccountChanges(before, { activationStatus: active }));
    else assertCanManage(actor.admin, before);
    await tx.update(admins).set({ activationStatus: active, updatedAt: new Date() }).where(eq(admins.id, id));
    if (!active) await revokeAdminSessions(tx, id);
    await notifyAdminChanged(tx, id);
    await assertSuperAdminRemains(tx);
    await recordActivity(tx, actor, {
      kind: 'admin activation changed',
      targetType: 'admin',
      targetId: id,
      prev: { activationStatus: before.activationStatus },
      next: { activationStatus: active },
    });
    return { ...before, activationStatus: active };
  });
}

export function revokeSessionsOf(db: Db, actor: AdminActor, id: string): Promise<{ revoked: number }> {
  return db.transaction(async (tx) => {
    const target = await getAdmin(tx, id);
    assertCanManage(actor.admin, target);
    const revoked = await revokeAdminSessions(tx, id);
    await recordActivity(tx, actor, {
      kind: 'admin sessions revoked',
      targetType: 'admin',
      targetId: id,
      next: { revoked },
    });
    return { revoked };
  });
}

/**
 * Removes another admin's factors and recovery codes and ends their sessions: their next sign-in
 * enrols again when a role requires it. One's own factors are removed on the profile instead.
 */
export function resetTwoFactorsOf(
  db: Db,
  actor: AdminActor,
  id: string,
): Promise<{ totp: boolean; passkeys: number }> {
  if (actor.admin._id === id) throw refused('forbidden', 'own_two_factor_reset');
  return db.transaction(async (tx) => {
    const target = await getAdmin(tx, id);
    assertCanManage(actor.admin, target);
    const removed = await removeAllFactors(tx, id);
    await revokeAdminSessions(tx, id);
    await recordActivity(tx, actor, {
      kind: 'two factors reset',
      targetType: 'admin',
      targetId: id,
      prev: removed,
    });
    return removed;
  });
}

export function setOwnQuoteProvider(
  db: Db,
  actor: AdminActor,
  quoteProvider: QuoteProviderCode,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const id = actor.admin._id;
    await tx.update(admins).set({ quoteProvider, updatedAt: new Date() }).where(eq(admins.id, id));
    await notifyAdminChanged(tx, id);
    await recordActivity(tx, actor, {
      kind: 'quote provider changed',
      targetType: 'admin',
      targetId: id,
      prev: { quoteProvider: actor.admin.quoteProvider },
      next: { quoteProvider },
    });
    return getAdmin(tx, id);
  });
}

/** The signed-in admin's own profile fields; a new password ends their other sessions. */
export function updateOwnProfile(
  db: Db,
  actor: AdminActor & { sessionId: string },
  changes: {
    name?: string;
    nickname?: string;
    locale?: string;
    password?: string;
    trackRecordPublic?: boolean;
  },
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const id = actor.admin._id;
    const { password, ...fields } = changes;
    await tx
      .update(admins)
      .set({
        ...fields,
        ...(password ? { passwordHash: await hashPassword(password) } : {}),
        updatedAt: new Date(),
      })
      .where(eq(admins.id, id));
    if (password) await revokeAdminSessions(tx, id, actor.sessionId);
    await notifyAdminChanged(tx, id);
    const after = await getAdmin(tx, id);
    const pick = (a: AdminUser) => ({
      name: a.name,
      nickname: a.nickname,
      locale: a.locale,
      trackRecordPublic: a.trackRecordPublic,
    });
    await recordActivity(tx, actor, {
      kind: password ? 'password changed' : 'profile updated',
      targetType: 'admin',
      targetId: id,
      prev: pick(actor.admin),
      next: password ? { ...pick(after), password: 'changed' } : pick(after),
    });
    return after;
  });
}

/** The first super admin may publish this many ideas a day in every app (editable like any limit). */
const SUPER_ADMIN_DAILY_LIMIT = 100;

/** First start: the super admin from the environment, when no admin exists yet. */
/**
 * The first admin, with every permission. With `twoFactor: 'required'` they also hold the role
 * "Super admin" (the same permissions) that requires two factors, so they enrol on first sign-in.
 */
export async function seedSuperAdmin(
  db: Db,
  email: string,
  password: string,
  options: { twoFactor: 'required' | 'optional' },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockGovernance(tx);
    const [existing] = await tx.select({ n: count() }).from(admins);
    if ((existing?.n ?? 0) > 0) return false;
    const [row] = await tx
      .insert(admins)
      .values({
        name: 'Super Admin',
        nickname: 'admin',
        email,
        passwordHash: await hashPassword(password),
        permissions: ['ALL', 'SUPER_ADMIN'],
        signalsLimit: Object.fromEntries(APPS.map((app) => [app, SUPER_ADMIN_DAILY_LIMIT])),
      })
      .returning({ id: admins.id });
    await recordActivity(tx, SYSTEM_ACTOR, {
      kind: 'admin created',
      targetType: 'admin',
      targetId: row?.id ?? null,
      next: { email, permissions: ['ALL', 'SUPER_ADMIN'] },
    });
    if (row && options.twoFactor === 'required') {
      const [role] = await tx
        .insert(roles)
        .values({ name: 'Super admin', permissions: ['ALL', 'SUPER_ADMIN'], requireTwoFactor: true })
        .onConflictDoNothing()
        .returning();
      if (role) {
        await tx.insert(adminRoles).values({ adminId: row.id, roleId: role.id });
        await recordActivity(tx, SYSTEM_ACTOR, {
          kind: 'role created',
          targetType: 'role',
          targetId: role.id,
          next: role,
        });
      }
    }
    return true;
  });
}

/** Nicknames of admins by id (for lists that show who traded). */
export async function nicknamesOf(exec: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await exec
    .select({ id: admins.id, nickname: admins.nickname })
    .from(admins)
    .where(inArray(admins.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.nickname]));
}

const holderListSpec: ListSpec = {
  fields: {
    name: { column: admins.name, type: 'text', ops: ['eq', 'contains', 'search'] },
    nickname: { column: admins.nickname, type: 'text', ops: ['eq', 'in', 'contains', 'search'] },
  },
  search: [admins.name, admins.nickname],
  sort: { nickname: admins.nickname, name: admins.name, createdAt: admins.createdAt },
  defaultSort: 'nickname',
  tieBreaker: admins.id,
};

/** Admins who hold any of the permissions, themselves or through a role; names only (the traders list). */
export async function listAdminsHolding(db: Db, permissions: readonly Permission[], query: ListQuery) {
  const wanted = [...permissions];
  const throughRole = db
    .select({ one: sql`1` })
    .from(adminRoles)
    .innerJoin(roles, eq(roles.id, adminRoles.roleId))
    .where(and(eq(adminRoles.adminId, admins.id), arrayOverlaps(roles.permissions, wanted)));
  const holds = or(arrayOverlaps(admins.permissions, wanted), exists(throughRole));
  const plan = planList(query, holderListSpec, [holds]);
  const [rows, total] = await Promise.all([
    db
      .select({ _id: admins.id, nickname: admins.nickname, name: admins.name })
      .from(admins)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    countMatching(db, admins, plan.where),
  ]);
  return listPage(rows, total, plan);
}

export type SignalSettingValues = z.output<typeof signalSettingsInputSchema>['settings'];

/** An admin's saved signal form defaults under one `<app>-<quoteProvider>` key ({} when none). */
export async function getSignalSettings(
  exec: Executor,
  adminId: string,
  key: string,
): Promise<SignalSettingValues> {
  const [row] = await exec.select({ saved: admins.signalSetting }).from(admins).where(eq(admins.id, adminId));
  if (!row) throw notFound('Admin');
  return (row.saved[key] ?? {}) as SignalSettingValues;
}

/** Replaces the signed-in admin's signal form defaults under one key; the other keys stay. */
export function saveSignalSettings(
  db: Db,
  actor: AdminActor,
  key: string,
  values: SignalSettingValues,
): Promise<SignalSettingValues> {
  return db.transaction(async (tx) => {
    const id = actor.admin._id;
    const before = await getSignalSettings(tx, id, key);
    await tx
      .update(admins)
      .set({ signalSetting: sql`${admins.signalSetting} || ${JSON.stringify({ [key]: values })}::jsonb` })
      .where(eq(admins.id, id));
    await recordActivity(tx, actor, {
      kind: 'signal settings updated',
      targetType: 'admin',
      targetId: id,
      prev: { key, settings: before },
      next: { key, settings: values },
    });
    return values;
  });
}
