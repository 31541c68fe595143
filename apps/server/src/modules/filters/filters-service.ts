import type { App } from '@signal-desk/domain/apps';
import { type Filter, type filterInputSchema, staleTranslations } from '@signal-desk/domain/content';
import type { ListQuery } from '@signal-desk/domain/http';
import { customerTexts } from '@signal-desk/domain/text-rules';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { countMatching } from '../../db/row-count';
import { filters } from '../../db/schema';
import { badRequest, fieldError, fieldRefusal, notFound, refused } from '../../shared/errors';
import { inApps, type ListSpec, listPage, planList } from '../../shared/list-query';
import { type Actor, recordActivity } from '../activity/service';
import { assertCompliant } from '../signal-support/bad-words-service';

export type FilterInput = z.output<typeof filterInputSchema>;
type FilterRow = typeof filters.$inferSelect;

const view = (row: FilterRow): Filter => ({
  _id: row.id,
  app: row.app as App,
  type: row.type as Filter['type'],
  parentId: row.parentId,
  label: row.label,
  translationKey: row.translationKey,
  typeSelection: row.typeSelection as Filter['typeSelection'],
  position: row.position,
  is_selected: row.isSelected,
  filterData: row.filterData,
  translations: row.translations,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const values = (input: FilterInput) => ({
  app: input.app,
  type: input.type,
  parentId: input.parentId,
  label: input.label,
  translationKey: input.translationKey,
  typeSelection: input.typeSelection,
  position: input.position,
  isSelected: input.is_selected,
  filterData: input.filterData,
  translations: input.translations,
});

const listSpec: ListSpec = {
  fields: {
    type: { column: filters.type, type: 'text', ops: ['eq'] },
    parentId: { column: filters.parentId, type: 'uuid', ops: ['eq'] },
  },
  search: [filters.label],
  sort: { position: filters.position, createdAt: filters.createdAt, label: filters.label },
  defaultSort: 'position',
  tieBreaker: filters.id,
};

export async function listFilters(db: Db, query: ListQuery, apps: readonly App[]) {
  const plan = planList(query, listSpec, [inApps(filters.app, apps)]);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(filters)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    countMatching(db, filters, plan.where),
  ]);
  return listPage(rows.map(view), total, plan);
}

async function findFilter(exec: Executor, id: string): Promise<FilterRow> {
  const [row] = await exec.select().from(filters).where(eq(filters.id, id));
  if (!row) throw notFound('Filter');
  return row;
}

export async function getFilter(db: Db, id: string): Promise<Filter> {
  return view(await findFilter(db, id));
}

async function checkParent(exec: Executor, input: FilterInput) {
  if (input.parentId === null) return;
  const [parent] = await exec.select().from(filters).where(eq(filters.id, input.parentId));
  if (parent?.type !== 'category' || parent.app !== input.app)
    throw badRequest('The parent must be a filter category of the same app', [
      fieldError('parentId', 'invalid'),
    ]);
}

export function createFilter(db: Db, actor: Actor, input: FilterInput): Promise<Filter> {
  return db.transaction(async (tx) => {
    await assertCompliant(tx, customerTexts(input));
    await checkParent(tx, input);
    const [row] = await tx.insert(filters).values(values(input)).returning();
    if (!row) throw new Error('filter insert returned nothing');
    const created = view(row);
    await recordActivity(tx, actor, {
      kind: 'filter created',
      targetType: 'filter',
      targetId: row.id,
      next: created,
    });
    return created;
  });
}

export function updateFilter(db: Db, actor: Actor, id: string, input: FilterInput): Promise<Filter> {
  return db.transaction(async (tx) => {
    await assertCompliant(tx, customerTexts(input));
    const before = view(await findFilter(tx, id));
    if (before.type !== input.type) {
      const [child] = await tx
        .select({ id: filters.id })
        .from(filters)
        .where(eq(filters.parentId, id))
        .limit(1);
      if (child)
        throw refused(
          'conflict',
          'has_children',
          'This category still holds filters: it cannot become an item',
        );
    }
    await checkParent(tx, input);
    const stale = staleTranslations(
      { values: { label: before.label }, translations: before.translations },
      { values: { label: input.label }, translations: input.translations },
      ['label'],
    );
    if (stale.length)
      throw refused(
        'conflict',
        'translations_outdated',
        'The label changed but its translations did not: update them too',
        stale.map((path) => fieldRefusal(path, 'translations_outdated')),
      );
    const [row] = await tx
      .update(filters)
      .set({ ...values(input), updatedAt: new Date() })
      .where(eq(filters.id, id))
      .returning();
    if (!row) throw notFound('Filter');
    const after = view(row);
    await recordActivity(tx, actor, {
      kind: 'filter updated',
      targetType: 'filter',
      targetId: id,
      prev: before,
      next: after,
    });
    return after;
  });
}

/** A category that still holds filters is refused: nothing is ever orphaned. */
export function deleteFilter(db: Db, actor: Actor, id: string): Promise<{ _id: string }> {
  return db.transaction(async (tx) => {
    const before = view(await findFilter(tx, id));
    const [child] = await tx
      .select({ id: filters.id })
      .from(filters)
      .where(eq(filters.parentId, id))
      .limit(1);
    if (child)
      throw refused('conflict', 'has_children', 'This category still holds filters: remove them first');
    await tx.delete(filters).where(eq(filters.id, id));
    await recordActivity(tx, actor, {
      kind: 'filter deleted',
      targetType: 'filter',
      targetId: id,
      prev: before,
    });
    return { _id: id };
  });
}
