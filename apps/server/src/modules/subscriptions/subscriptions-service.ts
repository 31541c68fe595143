import type { App } from '@signal-desk/domain/apps';
import type { SubscriptionType } from '@signal-desk/domain/customers';
import {
  SUBSCRIPTION_APPS,
  type Subscription,
  type SubscriptionApp,
  type SubscriptionInput,
  type SubscriptionsByApp,
} from '@signal-desk/domain/subscriptions';
import { desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { subscriptions } from '../../db/schema';
import { conflict, fieldError, notFound } from '../../shared/errors';
import { inApps } from '../../shared/list-query';
import { type Actor, recordActivity } from '../activity/service';

type SubscriptionRow = typeof subscriptions.$inferSelect;

const toSubscription = (row: SubscriptionRow): Subscription => ({
  _id: row.id,
  app: row.app as SubscriptionApp,
  productId: row.productId,
  type: row.type as SubscriptionType,
  startDate: row.startDate,
  endDate: row.endDate,
  activationStatus: row.activationStatus,
  lastModified: row.updatedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** Every subscription grouped by app (shift, relic, titan, nfx), newest first in each. */
/** The products of these apps, grouped by app (every subscription app has its group, empty or not). */
export async function listSubscriptions(db: Db, apps: readonly App[]): Promise<SubscriptionsByApp> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(inApps(subscriptions.app, apps))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  const grouped = Object.fromEntries(
    SUBSCRIPTION_APPS.map((a) => [a, [] as Subscription[]]),
  ) as SubscriptionsByApp;
  for (const row of rows) grouped[row.app as SubscriptionApp]?.push(toSubscription(row));
  return grouped;
}

export async function getSubscription(db: Db, id: string): Promise<Subscription> {
  return toSubscription(await findSubscription(db, id));
}

async function findSubscription(exec: Executor, id: string): Promise<SubscriptionRow> {
  const [row] = await exec.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!row) throw notFound('Subscription');
  return row;
}

const taken = () =>
  conflict('This app already has a subscription with this product id', [fieldError('productId', 'taken')]);

async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

export function createSubscription(db: Db, actor: Actor, input: SubscriptionInput): Promise<Subscription> {
  return uniquely(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(subscriptions).values(input).returning();
      if (!row) throw new Error('subscription insert returned nothing');
      const created = toSubscription(row);
      await recordActivity(tx, actor, {
        kind: 'subscription created',
        targetType: 'subscription',
        targetId: row.id,
        next: created,
      });
      return created;
    }),
  );
}

/** PUT replaces the subscription (an end date left out is cleared). */
export function updateSubscription(
  db: Db,
  actor: Actor,
  id: string,
  input: SubscriptionInput,
): Promise<Subscription> {
  return uniquely(() =>
    db.transaction(async (tx) => {
      const before = toSubscription(await findSubscription(tx, id));
      const [row] = await tx
        .update(subscriptions)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(subscriptions.id, id))
        .returning();
      if (!row) throw notFound('Subscription');
      const after = toSubscription(row);
      await recordActivity(tx, actor, {
        kind: 'subscription updated',
        targetType: 'subscription',
        targetId: id,
        prev: before,
        next: after,
      });
      return after;
    }),
  );
}

export function deleteSubscription(db: Db, actor: Actor, id: string): Promise<{ _id: string }> {
  return db.transaction(async (tx) => {
    const before = toSubscription(await findSubscription(tx, id));
    await tx.delete(subscriptions).where(eq(subscriptions.id, id));
    await recordActivity(tx, actor, {
      kind: 'subscription deleted',
      targetType: 'subscription',
      targetId: id,
      prev: before,
    });
    return { _id: id };
  });
}
