import type { App } from '@signal-desk/domain/apps';
import { type Mastery, type masteryInputSchema, staleTranslations } from '@signal-desk/domain/content';
import type { ListQuery } from '@signal-desk/domain/http';
import type { Locale } from '@signal-desk/domain/locales';
import { customerTexts } from '@signal-desk/domain/text-rules';
import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { countMatching } from '../../db/row-count';
import { masteries } from '../../db/schema';
import { badRequest, fieldError, fieldRefusal, notFound, refused } from '../../shared/errors';
import { inApps, type ListSpec, listPage, planList } from '../../shared/list-query';
import { type Actor, recordActivity } from '../activity/service';
import { assertCompliant } from '../signal-support/bad-words-service';

export type MasteryInput = z.output<typeof masteryInputSchema>;
type MasteryRow = typeof masteries.$inferSelect;

const view = (row: MasteryRow): Mastery => ({
  _id: row.id,
  app: row.app as App,
  name: row.name,
  description: row.description,
  type: row.type as Mastery['type'],
  parentId: row.parentId,
  presigned_url: row.videoUrl,
  poster: row.poster,
  langs: row.langs as Locale[],
  order: row.order,
  translations: row.translations,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const values = (input: MasteryInput) => ({
  app: input.app,
  name: input.name,
  description: input.description,
  type: input.type,
  parentId: input.parentId,
  videoUrl: input.type === 'video' ? input.presigned_url : null,
  poster: input.poster,
  langs: input.langs,
  translations: input.translations,
});

const listSpec: ListSpec = {
  fields: {
    type: { column: masteries.type, type: 'text', ops: ['eq'] },
    parentId: { column: masteries.parentId, type: 'uuid', ops: ['eq'] },
  },
  search: [masteries.name],
  sort: { order: masteries.order, createdAt: masteries.createdAt, name: masteries.name },
  defaultSort: 'order',
  tieBreaker: masteries.createdAt,
};

/** The whole tree of an app fits a page of 200: the screen shows it at once. */
export async function listMasteries(db: Db, query: ListQuery, apps: readonly App[]) {
  const plan = planList({ perPage: 200, ...query }, listSpec, [inApps(masteries.app, apps)]);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(masteries)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    countMatching(db, masteries, plan.where),
  ]);
  return listPage(rows.map(view), total, plan);
}

async function findMastery(exec: Executor, id: string): Promise<MasteryRow> {
  const [row] = await exec.select().from(masteries).where(eq(masteries.id, id));
  if (!row) throw notFound('Mastery');
  return row;
}

const parentField = (message: string) => badRequest(message, [fieldError('parentId', 'invalid')]);

/** The parent must be a category of the same app, and never the item itself or one of its descendants. */
async function checkParent(exec: Executor, input: MasteryInput, selfId?: string) {
  let current: string | null = input.parentId;
  if (current === null) return;
  const [parent] = await exec.select().from(masteries).where(eq(masteries.id, current));
  if (parent?.type !== 'category' || parent.app !== input.app)
    throw parentField('The parent must be a category of the same app');
  for (let depth = 0; current !== null && depth < 100; depth += 1) {
    if (current === selfId) throw parentField('A mastery cannot be placed inside itself');
    const [row] = await exec
      .select({ parentId: masteries.parentId })
      .from(masteries)
      .where(eq(masteries.id, current));
    current = row?.parentId ?? null;
  }
}

const siblings = (parentId: string | null, app: string) =>
  and(
    eq(masteries.app, app),
    parentId === null ? isNull(masteries.parentId) : eq(masteries.parentId, parentId),
  );

export function createMastery(db: Db, actor: Actor, input: MasteryInput): Promise<Mastery> {
  return db.transaction(async (tx) => {
    await assertCompliant(tx, customerTexts(input));
    await checkParent(tx, input);
    let order = input.order;
    if (order === undefined) {
      const [last] = await tx
        .select({ n: max(masteries.order) })
        .from(masteries)
        .where(siblings(input.parentId, input.app));
      order = last?.n === null || last?.n === undefined ? 0 : last.n + 1;
    }
    const [row] = await tx
      .insert(masteries)
      .values({ ...values(input), order })
      .returning();
    if (!row) throw new Error('mastery insert returned nothing');
    const created = view(row);
    await recordActivity(tx, actor, {
      kind: 'mastery created',
      targetType: 'mastery',
      targetId: row.id,
      next: created,
    });
    return created;
  });
}

export function updateMastery(db: Db, actor: Actor, id: string, input: MasteryInput): Promise<Mastery> {
  return db.transaction(async (tx) => {
    await assertCompliant(tx, customerTexts(input));
    const before = view(await findMastery(tx, id));
    if (before.type === 'category' && input.type === 'video') {
      const [child] = await tx
        .select({ id: masteries.id })
        .from(masteries)
        .where(eq(masteries.parentId, id))
        .limit(1);
      if (child)
        throw refused(
          'conflict',
          'has_children',
          'This category still holds masteries: it cannot become a video',
        );
    }
    await checkParent(tx, input, id);
    const stale = staleTranslations(
      { values: { name: before.name }, translations: before.translations },
      { values: { name: input.name }, translations: input.translations },
      ['name'],
    );
    if (stale.length)
      throw refused(
        'conflict',
        'translations_outdated',
        'The name changed but its translations did not: update them too',
        stale.map((path) => fieldRefusal(path, 'translations_outdated')),
      );
    const [row] = await tx
      .update(masteries)
      .set({
        ...values(input),
        ...(input.order === undefined ? {} : { order: input.order }),
        updatedAt: new Date(),
      })
      .where(eq(masteries.id, id))
      .returning();
    if (!row) throw notFound('Mastery');
    const after = view(row);
    await recordActivity(tx, actor, {
      kind: 'mastery updated',
      targetType: 'mastery',
      targetId: id,
      prev: before,
      next: after,
    });
    return after;
  });
}

/** A category that still holds masteries is refused: nothing is ever orphaned. */
export function deleteMastery(db: Db, actor: Actor, id: string): Promise<{ _id: string }> {
  return db.transaction(async (tx) => {
    const before = view(await findMastery(tx, id));
    const [child] = await tx
      .select({ id: masteries.id })
      .from(masteries)
      .where(eq(masteries.parentId, id))
      .limit(1);
    if (child)
      throw refused('conflict', 'has_children', 'This category still holds masteries: remove them first');
    await tx.delete(masteries).where(eq(masteries.id, id));
    await recordActivity(tx, actor, {
      kind: 'mastery deleted',
      targetType: 'mastery',
      targetId: id,
      prev: before,
    });
    return { _id: id };
  });
}

/** Whose children are reordered: a category's, or the top level of an app (no parent). */
export type ReorderParent = { id: string } | { app: App };

/**
 * Sets the positions of some children of a category, or of an app's top-level items, in one
 * statement; ids that are not among those children are a 400.
 */
export function reorderChildren(
  db: Db,
  actor: Actor,
  parent: ReorderParent,
  orderHashMap: Record<string, number>,
): Promise<Mastery[]> {
  return db.transaction(async (tx) => {
    if ('id' in parent) {
      const category = await findMastery(tx, parent.id);
      if (category.type !== 'category') throw refused('bad_request', 'only_category_reorders');
    }
    const ids = Object.keys(orderHashMap);
    if (ids.length === 0) return [];
    const siblings =
      'id' in parent
        ? eq(masteries.parentId, parent.id)
        : and(eq(masteries.app, parent.app), isNull(masteries.parentId));
    const children = await tx
      .select({ id: masteries.id, order: masteries.order })
      .from(masteries)
      .where(and(siblings, inArray(masteries.id, ids)));
    const strangers = ids.filter((child) => !children.some((c) => c.id === child));
    if (strangers.length)
      throw badRequest(
        'Some ids are not children of this category',
        strangers.map((s) => fieldError(`orderHashMap.${s}`, 'invalid')),
      );
    const cases = sql.join(
      ids.map((child) => sql`when ${masteries.id} = ${child}::uuid then ${orderHashMap[child]}::int`),
      sql` `,
    );
    const rows = await tx
      .update(masteries)
      .set({ order: sql`case ${cases} else ${masteries.order} end`, updatedAt: new Date() })
      .where(and(siblings, inArray(masteries.id, ids)))
      .returning();
    await recordActivity(tx, actor, {
      kind: 'masteries reordered',
      targetType: 'mastery',
      targetId: 'id' in parent ? parent.id : `${parent.app} top level`,
      prev: Object.fromEntries(children.map((c) => [c.id, c.order])),
      next: orderHashMap,
    });
    return rows.map(view).sort((a, b) => a.order - b.order);
  });
}
