import type { App } from '@signal-desk/domain/apps';
import {
  type Faq,
  type FaqCategory,
  type faqCategoryInputSchema,
  type faqInputSchema,
  staleTranslations,
} from '@signal-desk/domain/content';
import type { ListQuery } from '@signal-desk/domain/http';
import { customerTexts } from '@signal-desk/domain/text-rules';
import { count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { countMatching } from '../../db/row-count';
import { faqCategories, faqs } from '../../db/schema';
import type { Storage } from '../../integrations/storage/storage';
import { badRequest, fieldError, fieldRefusal, notFound, refused } from '../../shared/errors';
import { inApps, type ListSpec, listPage, planList } from '../../shared/list-query';
import { type Actor, recordActivity } from '../activity/service';
import { assertCompliant } from '../signal-support/bad-words-service';
import { sanitizeFaqHtml } from './sanitize';

export type FaqCategoryInput = z.output<typeof faqCategoryInputSchema>;
export type FaqInput = z.output<typeof faqInputSchema>;
type CategoryRow = typeof faqCategories.$inferSelect;
type FaqRow = typeof faqs.$inferSelect;

const staleRefusal = (paths: string[]) =>
  refused(
    'conflict',
    'translations_outdated',
    'The title changed but its translations did not: update them too',
    paths.map((path) => fieldRefusal(path, 'translations_outdated')),
  );

const categoryView = (row: CategoryRow, faqCount: number): FaqCategory => ({
  _id: row.id,
  title: row.title,
  app: row.app as App,
  parentId: row.parentId,
  translations: row.translations,
  faqCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const faqView = (row: FaqRow): Faq => ({
  _id: row.id,
  title: row.title,
  html: row.html,
  app: row.app as App,
  categoryId: row.categoryId,
  translations: row.translations,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const categorySpec: ListSpec = {
  fields: {
    parentId: { column: faqCategories.parentId, type: 'uuid', ops: ['eq'] },
  },
  search: [faqCategories.title],
  sort: { title: faqCategories.title, createdAt: faqCategories.createdAt },
  defaultSort: 'createdAt',
  tieBreaker: faqCategories.id,
};

async function faqCounts(exec: Executor, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await exec
    .select({ id: faqs.categoryId, n: count() })
    .from(faqs)
    .where(inArray(faqs.categoryId, ids))
    .groupBy(faqs.categoryId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function listFaqCategories(db: Db, query: ListQuery, apps: readonly App[]) {
  const plan = planList(query, categorySpec, [inApps(faqCategories.app, apps)]);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(faqCategories)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    countMatching(db, faqCategories, plan.where),
  ]);
  const counts = await faqCounts(
    db,
    rows.map((r) => r.id),
  );
  return listPage(
    rows.map((r) => categoryView(r, counts.get(r.id) ?? 0)),
    total,
    plan,
  );
}

async function findCategory(exec: Executor, id: string): Promise<CategoryRow> {
  const [row] = await exec.select().from(faqCategories).where(eq(faqCategories.id, id));
  if (!row) throw notFound('FAQ category');
  return row;
}

/** A parent must exist, be of the same app and be a top-level category (one level of nesting). */
async function checkParent(exec: Executor, parentId: string | null, app: string, selfId?: string) {
  if (parentId === null) return;
  if (parentId === selfId)
    throw badRequest('A category cannot be its own parent', [fieldError('parentId', 'invalid')]);
  const [parent] = await exec.select().from(faqCategories).where(eq(faqCategories.id, parentId));
  if (!parent) throw badRequest('The parent category does not exist', [fieldError('parentId', 'invalid')]);
  if (parent.app !== app)
    throw badRequest('The parent category belongs to another app', [fieldError('parentId', 'invalid')]);
  if (parent.parentId !== null)
    throw badRequest('Subcategories cannot have subcategories', [fieldError('parentId', 'invalid')]);
}

export function createFaqCategory(db: Db, actor: Actor, input: FaqCategoryInput): Promise<FaqCategory> {
  return db.transaction(async (tx) => {
    await assertCompliant(tx, customerTexts(input));
    await checkParent(tx, input.parentId, input.app);
    const [row] = await tx.insert(faqCategories).values(input).returning();
    if (!row) throw new Error('faq category insert returned nothing');
    const created = categoryView(row, 0);
    await recordActivity(tx, actor, {
      kind: 'faq category created',
      targetType: 'faq-category',
      targetId: row.id,
      next: created,
    });
    return created;
  });
}

export function updateFaqCategory(
  db: Db,
  actor: Actor,
  id: string,
  input: FaqCategoryInput,
): Promise<FaqCategory> {
  return db.transaction(async (tx) => {
    await assertCompliant(tx, customerTexts(input));
    const beforeRow = await findCategory(tx, id);
    await checkParent(tx, input.parentId, input.app, id);
    if (input.parentId !== null) {
      const [child] = await tx
        .select({ id: faqCategories.id })
        .from(faqCategories)
        .where(eq(faqCategories.parentId, id))
        .limit(1);
      if (child)
        throw badRequest('A category with subcategories cannot become a subcategory', [
          fieldError('parentId', 'invalid'),
        ]);
    }
    const stale = staleTranslations(
      { values: { title: beforeRow.title }, translations: beforeRow.translations },
      { values: { title: input.title }, translations: input.translations },
      ['title'],
    );
    if (stale.length) throw staleRefusal(stale);
    const [row] = await tx
      .update(faqCategories)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(faqCategories.id, id))
      .returning();
    if (!row) throw notFound('FAQ category');
    const n = (await faqCounts(tx, [id])).get(id) ?? 0;
    const before = categoryView(beforeRow, n);
    const after = categoryView(row, n);
    await recordActivity(tx, actor, {
      kind: 'faq category updated',
      targetType: 'faq-category',
      targetId: id,
      prev: before,
      next: after,
    });
    return after;
  });
}

/** Refused while the category holds subcategories or questions: nothing is ever orphaned. */
export function deleteFaqCategory(db: Db, actor: Actor, id: string): Promise<{ _id: string }> {
  return db.transaction(async (tx) => {
    const row = await findCategory(tx, id);
    const [child] = await tx
      .select({ id: faqCategories.id })
      .from(faqCategories)
      .where(eq(faqCategories.parentId, id))
      .limit(1);
    const [item] = await tx.select({ id: faqs.id }).from(faqs).where(eq(faqs.categoryId, id)).limit(1);
    if (child || item)
      throw refused(
        'conflict',
        'has_children',
        'This category still holds subcategories or questions: remove them first',
      );
    await tx.delete(faqCategories).where(eq(faqCategories.id, id));
    await recordActivity(tx, actor, {
      kind: 'faq category deleted',
      targetType: 'faq-category',
      targetId: id,
      prev: categoryView(row, 0),
    });
    return { _id: id };
  });
}

const faqSpec: ListSpec = {
  fields: {},
  search: [faqs.title],
  sort: { title: faqs.title, createdAt: faqs.createdAt },
  defaultSort: 'createdAt',
  tieBreaker: faqs.id,
};

export async function listFaqsOfCategory(db: Db, categoryId: string, query: ListQuery) {
  await findCategory(db, categoryId);
  const plan = planList(query, faqSpec, [eq(faqs.categoryId, categoryId)]);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(faqs)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    countMatching(db, faqs, plan.where),
  ]);
  return listPage(rows.map(faqView), total, plan);
}

async function findFaq(exec: Executor, id: string): Promise<FaqRow> {
  const [row] = await exec.select().from(faqs).where(eq(faqs.id, id));
  if (!row) throw notFound('FAQ');
  return row;
}

export async function getFaq(db: Db, id: string): Promise<Faq> {
  return faqView(await findFaq(db, id));
}

/** The stored form of an item: every html (and its translations) through the allow-list. */
function cleaned(input: FaqInput) {
  const translations = Object.fromEntries(
    Object.entries(input.translations).map(([locale, t]) => [
      locale,
      { ...t, ...(t?.html === undefined ? {} : { html: sanitizeFaqHtml(t.html) }) },
    ]),
  );
  return { ...input, html: sanitizeFaqHtml(input.html), translations };
}

async function checkCategory(exec: Executor, categoryId: string, app: string) {
  const [category] = await exec.select().from(faqCategories).where(eq(faqCategories.id, categoryId));
  if (!category) throw badRequest('The category does not exist', [fieldError('categoryId', 'invalid')]);
  if (category.app !== app)
    throw badRequest('The category belongs to another app', [fieldError('categoryId', 'invalid')]);
}

export function createFaq(db: Db, actor: Actor, input: FaqInput): Promise<Faq> {
  return db.transaction(async (tx) => {
    await assertCompliant(tx, customerTexts(input));
    await checkCategory(tx, input.categoryId, input.app);
    const [row] = await tx.insert(faqs).values(cleaned(input)).returning();
    if (!row) throw new Error('faq insert returned nothing');
    const created = faqView(row);
    await recordActivity(tx, actor, {
      kind: 'faq created',
      targetType: 'faq',
      targetId: row.id,
      next: created,
    });
    return created;
  });
}

export function updateFaq(db: Db, actor: Actor, id: string, input: FaqInput): Promise<Faq> {
  return db.transaction(async (tx) => {
    await assertCompliant(tx, customerTexts(input));
    const before = faqView(await findFaq(tx, id));
    await checkCategory(tx, input.categoryId, input.app);
    const stale = staleTranslations(
      { values: { title: before.title }, translations: before.translations },
      { values: { title: input.title }, translations: input.translations },
      ['title'],
    );
    if (stale.length) throw staleRefusal(stale);
    const [row] = await tx
      .update(faqs)
      .set({ ...cleaned(input), updatedAt: new Date() })
      .where(eq(faqs.id, id))
      .returning();
    if (!row) throw notFound('FAQ');
    const after = faqView(row);
    await recordActivity(tx, actor, {
      kind: 'faq updated',
      targetType: 'faq',
      targetId: id,
      prev: before,
      next: after,
    });
    return after;
  });
}

export function deleteFaq(db: Db, actor: Actor, id: string): Promise<{ _id: string }> {
  return db.transaction(async (tx) => {
    const before = faqView(await findFaq(tx, id));
    await tx.delete(faqs).where(eq(faqs.id, id));
    await recordActivity(tx, actor, { kind: 'faq deleted', targetType: 'faq', targetId: id, prev: before });
    return { _id: id };
  });
}

/** Deletes an image the FAQ editor uploaded (a stored `faq/` file); other addresses are refused. */
export async function removeFaqImage(
  db: Db,
  storage: Storage,
  actor: Actor,
  url: string,
): Promise<{ url: string }> {
  let key: string | undefined;
  try {
    const { pathname } = new URL(url, 'http://local');
    key = pathname.startsWith('/api/files/faq/') ? pathname.slice('/api/files/'.length) : undefined;
  } catch {
    key = undefined;
  }
  if (!key)
    throw badRequest('Only images uploaded for the FAQ can be removed', [fieldError('url', 'invalid')]);
  await storage.delete(key);
  await recordActivity(db, actor, { kind: 'faq image removed', targetType: 'faq-image', next: { url } });
  return { url };
}
