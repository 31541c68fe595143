import { canBanner } from '@signal-desk/domain/access';
import {
  type Banner,
  type BannerApp,
  type bannerInputSchema,
  staleTranslations,
} from '@signal-desk/domain/content';
import type { ListQuery } from '@signal-desk/domain/http';
import type { Permission } from '@signal-desk/domain/permissions';
import { customerTexts } from '@signal-desk/domain/text-rules';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { countMatching } from '../../db/row-count';
import { banners } from '../../db/schema';
import { fieldRefusal, notFound, refused, refusedWith } from '../../shared/errors';
import { type ListSpec, listPage, planList } from '../../shared/list-query';
import { type Actor, recordActivity } from '../activity/service';
import { assertCompliant } from '../signal-support/bad-words-service';

export type BannerInput = z.output<typeof bannerInputSchema>;
type BannerRow = typeof banners.$inferSelect;

const deniedEdit = () => refused('forbidden', 'banners_not_allowed', 'You are not allowed to edit banners');

export function assertCanEditBanners(
  actor: Actor & { admin: { effectivePermissions: Permission[] } },
  app: BannerApp,
) {
  if (!canBanner(actor.admin.effectivePermissions, 'EDIT', app)) throw deniedEdit();
}

const listSpec: ListSpec = {
  fields: {},
  search: [],
  sort: { order: banners.order, createdAt: banners.createdAt },
  defaultSort: 'order',
  tieBreaker: banners.createdAt,
};

const toView = (row: BannerRow): Banner => ({
  _id: row.id,
  app: row.app as BannerApp,
  order: row.order,
  type: 'image',
  hyperlinkUrl: row.hyperlinkUrl,
  text: row.text,
  imageUrl: row.imageUrl,
  backgroundColor: row.backgroundColor,
  translations: row.translations,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listBanners(
  db: Db,
  held: readonly Permission[],
  query: ListQuery & { app: BannerApp },
) {
  if (!canBanner(held, 'VIEW', query.app))
    throw refusedWith('forbidden', 'banners_view_not_allowed', { app: query.app });
  const plan = planList(query, listSpec, [eq(banners.app, query.app)]);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(banners)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    countMatching(db, banners, plan.where),
  ]);
  return listPage(rows.map(toView), total, plan);
}

async function findBanner(exec: Executor, id: string): Promise<BannerRow> {
  const [row] = await exec.select().from(banners).where(eq(banners.id, id));
  if (!row) throw notFound('Banner');
  return row;
}

type EditingActor = Actor & { admin: { effectivePermissions: Permission[] } };

export function createBanner(db: Db, actor: EditingActor, input: BannerInput): Promise<Banner> {
  assertCanEditBanners(actor, input.app);
  return db.transaction(async (tx) => {
    await assertCompliant(tx, customerTexts(input));
    const [row] = await tx
      .insert(banners)
      .values({ ...input, hyperlinkUrl: input.hyperlinkUrl ?? null, imageUrl: input.imageUrl ?? null })
      .returning();
    if (!row) throw new Error('banner insert returned nothing');
    const created = toView(row);
    await recordActivity(tx, actor, {
      kind: 'banner created',
      targetType: 'banner',
      targetId: row.id,
      next: created,
    });
    return created;
  });
}

export function updateBanner(db: Db, actor: EditingActor, id: string, input: BannerInput): Promise<Banner> {
  assertCanEditBanners(actor, input.app);
  return db.transaction(async (tx) => {
    await assertCompliant(tx, customerTexts(input));
    const before = toView(await findBanner(tx, id));
    assertCanEditBanners(actor, before.app);
    const stale = staleTranslations(
      { values: { text: before.text }, translations: before.translations },
      { values: { text: input.text }, translations: input.translations },
      ['text'],
    );
    if (stale.length)
      throw refused(
        'conflict',
        'translations_outdated',
        'The text changed but its translations did not: update them too',
        stale.map((path) => fieldRefusal(path, 'translations_outdated')),
      );
    const [row] = await tx
      .update(banners)
      .set({
        ...input,
        hyperlinkUrl: input.hyperlinkUrl ?? null,
        imageUrl: input.imageUrl ?? null,
        updatedAt: new Date(),
      })
      .where(eq(banners.id, id))
      .returning();
    if (!row) throw notFound('Banner');
    const after = toView(row);
    await recordActivity(tx, actor, {
      kind: 'banner updated',
      targetType: 'banner',
      targetId: id,
      prev: before,
      next: after,
    });
    return after;
  });
}

export function deleteBanner(db: Db, actor: EditingActor, id: string): Promise<{ _id: string }> {
  return db.transaction(async (tx) => {
    const before = toView(await findBanner(tx, id));
    assertCanEditBanners(actor, before.app);
    await tx.delete(banners).where(eq(banners.id, id));
    await recordActivity(tx, actor, {
      kind: 'banner deleted',
      targetType: 'banner',
      targetId: id,
      prev: before,
    });
    return { _id: id };
  });
}
