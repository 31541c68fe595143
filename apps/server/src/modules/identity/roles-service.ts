import type { ListQuery } from '@signal-desk/domain/http';
import type { Permission } from '@signal-desk/domain/permissions';
import type { Role, RoleInput } from '@signal-desk/domain/role';
import { requiresTwoFactorByDefault } from '@signal-desk/domain/two-factor';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { countMatching } from '../../db/row-count';
import { roles } from '../../db/schema';
import { conflict, fieldError, notFound } from '../../shared/errors';
import { type ListSpec, listPage, planList } from '../../shared/list-query';
import { type Actor, recordActivity } from '../activity/service';
import { ALL_ADMINS, notifyAdminChanged } from './admin-changes-service';
import { assertSuperAdminRemains, lockGovernance } from './governance';
import { endSessionsAwaitingEnrolment } from './two-factor-service';

const listSpec: ListSpec = {
  fields: {
    name: { column: roles.name, type: 'text', ops: ['eq', 'contains', 'search'] },
    permissions: { column: roles.permissions, type: 'text[]', ops: ['eq', 'contains'] },
    createdAt: { column: roles.createdAt, type: 'timestamp', ops: ['gte', 'lte'] },
  },
  search: [roles.name],
  sort: { createdAt: roles.createdAt, updatedAt: roles.updatedAt, name: roles.name },
  defaultSort: '-createdAt',
  tieBreaker: roles.id,
};

type RoleRow = typeof roles.$inferSelect;

const toRole = (row: RoleRow): Role => ({
  _id: row.id,
  name: row.name,
  permissions: row.permissions as Permission[],
  requireTwoFactor: row.requireTwoFactor,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const nameTaken = () => conflict('A role with this name already exists', [fieldError('name', 'taken')]);

export async function listRoles(db: Db, query: ListQuery) {
  const plan = planList(query, listSpec);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(roles)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    countMatching(db, roles, plan.where),
  ]);
  return listPage(rows.map(toRole), total, plan);
}

async function findRole(exec: Executor, id: string, lock = false): Promise<RoleRow> {
  const query = exec.select().from(roles).where(eq(roles.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Role');
  return row;
}

export async function getRole(db: Db, id: string): Promise<Role> {
  return toRole(await findRole(db, id));
}

/** Roles by id for an assignment; an unknown id is a 400 on the roles field. */
export async function rolesByIds(exec: Executor, ids: readonly string[]): Promise<RoleRow[]> {
  if (ids.length === 0) return [];
  const rows = await exec
    .select()
    .from(roles)
    .where(inArray(roles.id, [...ids]));
  return rows;
}

async function assertNameFree(exec: Executor, name: string, exceptId?: string) {
  const where: SQL = sql`lower(${roles.name}) = lower(${name})${exceptId ? sql` and ${roles.id} <> ${exceptId}` : sql``}`;
  const [clash] = await exec.select({ id: roles.id }).from(roles).where(where).limit(1);
  if (clash) throw nameTaken();
}

/** Runs a change to roles; a concurrent insert of the same name still ends as a 409. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export function createRole(db: Db, actor: Actor, input: RoleInput): Promise<Role> {
  return guarded(() =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      const requireTwoFactor = input.requireTwoFactor ?? requiresTwoFactorByDefault(input.permissions);
      const [row] = await tx
        .insert(roles)
        .values({ ...input, requireTwoFactor })
        .returning();
      if (!row) throw new Error('role insert returned nothing');
      const role = toRole(row);
      await recordActivity(tx, actor, {
        kind: 'role created',
        targetType: 'role',
        targetId: row.id,
        next: role,
      });
      return role;
    }),
  );
}

export function updateRole(db: Db, actor: Actor, id: string, input: RoleInput): Promise<Role> {
  return guarded(() =>
    db.transaction(async (tx) => {
      await lockGovernance(tx);
      const before = toRole(await findRole(tx, id, true));
      await assertNameFree(tx, input.name, id);
      const [row] = await tx
        .update(roles)
        .set({
          ...input,
          requireTwoFactor: input.requireTwoFactor ?? before.requireTwoFactor,
          updatedAt: new Date(),
        })
        .where(eq(roles.id, id))
        .returning();
      if (!row) throw notFound('Role');
      await assertSuperAdminRemains(tx);
      if (row.requireTwoFactor && !before.requireTwoFactor)
        await endSessionsAwaitingEnrolment(tx, { roleId: id });
      await notifyAdminChanged(tx, ALL_ADMINS);
      const role = toRole(row);
      await recordActivity(tx, actor, {
        kind: 'role updated',
        targetType: 'role',
        targetId: id,
        prev: before,
        next: role,
      });
      return role;
    }),
  );
}

export function deleteRole(db: Db, actor: Actor, id: string): Promise<{ _id: string }> {
  return db.transaction(async (tx) => {
    await lockGovernance(tx);
    const before = toRole(await findRole(tx, id, true));
    await tx.delete(roles).where(eq(roles.id, id));
    await assertSuperAdminRemains(tx);
    await notifyAdminChanged(tx, ALL_ADMINS);
    await recordActivity(tx, actor, { kind: 'role deleted', targetType: 'role', targetId: id, prev: before });
    return { _id: id };
  });
}
