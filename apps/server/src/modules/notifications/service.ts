import type { ActivityKind } from '@signal-desk/domain/activity';
import type { AdminUser } from '@signal-desk/domain/admin';
import type { CustomerDevice } from '@signal-desk/domain/customers';
import { quickRange } from '@signal-desk/domain/date-range';
import { pageOf } from '@signal-desk/domain/http';
import type { Locale } from '@signal-desk/domain/locales';
import {
  type Audience,
  LUXE_APP,
  type Notification,
  type NotificationApp,
  type NotificationListQuery,
  type NotificationStats,
  type NotificationType,
  type Platform,
  type SendLuxeNotificationInput,
  type SendNotificationInput,
} from '@signal-desk/domain/notifications';
import { customerTexts } from '@signal-desk/domain/text-rules';
import { and, count, desc, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { notifications, pushBatches, pushDevices } from '../../db/schema';
import { enqueueJob } from '../../jobs/outbox';
import { notFound } from '../../shared/errors';
import { type Actor, recordActivity } from '../activity/service';
import { assertCompliant } from '../signal-support/bad-words-service';
import type { TraderFollowerIds } from './audience';

export const PUSH_FANOUT_QUEUE = 'push-fanout';
export const PUSH_BATCH_QUEUE = 'push-batch';

export interface RegisterDeviceInput {
  token: string;
  /** A customer app, or `igoluxe`. */
  app: NotificationApp;
  language: Locale;
  customerId?: string | null;
  platform: Platform;
}

/** Adds a device or refreshes it (by token): app, language, customer and last seen; revives an invalidated one. */
export async function registerDevice(tx: Executor, input: RegisterDeviceInput): Promise<{ id: number }> {
  const now = new Date();
  const [row] = await tx
    .insert(pushDevices)
    .values({
      token: input.token,
      app: input.app,
      language: input.language,
      customerId: input.customerId ?? null,
      platform: input.platform,
      lastSeenAt: now,
    })
    .onConflictDoUpdate({
      target: pushDevices.token,
      set: {
        app: input.app,
        language: input.language,
        customerId: input.customerId ?? null,
        platform: input.platform,
        lastSeenAt: now,
        invalidatedAt: null,
      },
    })
    .returning({ id: pushDevices.id });
  if (!row) throw new Error('device upsert returned nothing');
  return row;
}

/** Signs every device of a customer out of pushes (their session was revoked). Returns how many. */
export async function revokeCustomerDevices(tx: Executor, customerId: string): Promise<number> {
  const rows = await tx
    .update(pushDevices)
    .set({ invalidatedAt: new Date() })
    .where(and(eq(pushDevices.customerId, customerId), isNull(pushDevices.invalidatedAt)))
    .returning({ id: pushDevices.id });
  return rows.length;
}

/** A customer's devices, most recently seen first (for staff: never their push tokens). */
export async function customerDevices(
  exec: Executor,
  customerId: string,
  limit: number,
): Promise<CustomerDevice[]> {
  const rows = await exec
    .select({
      id: pushDevices.id,
      app: pushDevices.app,
      platform: pushDevices.platform,
      language: pushDevices.language,
      createdAt: pushDevices.createdAt,
      lastSeenAt: pushDevices.lastSeenAt,
      invalidatedAt: pushDevices.invalidatedAt,
    })
    .from(pushDevices)
    .where(eq(pushDevices.customerId, customerId))
    .orderBy(desc(pushDevices.lastSeenAt), desc(pushDevices.id))
    .limit(limit);
  return rows.map((row) => ({
    _id: String(row.id),
    app: row.app as CustomerDevice['app'],
    platform: row.platform,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    invalidatedAt: row.invalidatedAt?.toISOString() ?? null,
  }));
}

export interface EnqueuePushInput {
  app: NotificationApp;
  audience: Audience;
  title: string;
  body: string;
  url?: string | null;
  type: NotificationType;
  /** The admin who sent it (none for automatic pushes). */
  createdBy?: { id: string; name: string } | null;
  /** Texts per language; a device's language picks one, else title/body. */
  texts?: Record<string, { title: string; body: string }>;
  signalId?: string | null;
  label?: string;
  /** Automatic pushes: a second call with the same key records nothing (returns null). */
  dedupeKey?: string;
}

/**
 * Records a notification and its delivery job in the caller's transaction (the outbox): if the
 * transaction commits, the push is delivered once; if it rolls back, nothing is sent.
 */
export async function enqueuePush(tx: Executor, input: EnqueuePushInput): Promise<NotificationRow> {
  const row = await recordPush(tx, input);
  if (!row) throw new Error('notification insert returned nothing');
  await enqueueJob(tx, { queue: PUSH_FANOUT_QUEUE, data: { notificationId: row.id } });
  return row;
}

/** An admin who sends a push, recorded as its author. */
type Sender = Actor & { admin: Pick<AdminUser, '_id' | 'name'> };

/** POST /notifications: a push to an app's devices (optionally one language), or to a trader's followers. */
export function sendNotification(
  db: Db,
  actor: Sender,
  input: SendNotificationInput,
): Promise<NotificationRow> {
  return sendAdminPush(db, actor, input, {
    app: input.app,
    audience: input.traderId
      ? { kind: 'trader-followers', traderId: input.traderId }
      : { kind: 'app', language: input.language },
    type: input.traderId ? 'trader-followers' : 'manual',
    kind: 'notification sent',
  });
}

/** POST /notifications/luxe: a push to every igoluxe device (optionally one language). */
export function sendLuxeNotification(
  db: Db,
  actor: Sender,
  input: SendLuxeNotificationInput,
): Promise<NotificationRow> {
  return sendAdminPush(db, actor, input, {
    app: LUXE_APP,
    audience: { kind: 'app', language: input.language },
    type: 'luxe',
    kind: 'luxe notification sent',
  });
}

/**
 * A push an admin writes: its texts checked against the blacklist, then recorded, queued (outbox) and
 * logged as `kind` with the input in one transaction.
 */
async function sendAdminPush(
  db: Db,
  actor: Sender,
  input: SendLuxeNotificationInput,
  push: Pick<EnqueuePushInput, 'app' | 'audience' | 'type'> & { kind: ActivityKind },
): Promise<NotificationRow> {
  await assertCompliant(db, customerTexts(input));
  return db.transaction(async (tx) => {
    const row = await enqueuePush(tx, {
      app: push.app,
      audience: push.audience,
      type: push.type,
      title: input.title,
      body: input.body,
      url: input.url,
      createdBy: { id: actor.admin._id, name: actor.admin.name },
    });
    await recordActivity(tx, actor, {
      kind: push.kind,
      targetType: 'notification',
      targetId: row.id,
      next: input,
    });
    return row;
  });
}

/**
 * Records a notification with nothing queued yet: the caller fans it out in the same transaction
 * (automatic pushes) or queues its fan-out (`enqueuePush`). With a `dedupeKey` already recorded,
 * records nothing and returns null.
 */
export async function recordPush(tx: Executor, input: EnqueuePushInput): Promise<NotificationRow | null> {
  const [row] = await recordPushes(tx, [input]);
  return row ?? null;
}

/** `recordPush` of several notifications in one statement; returns the rows recorded. */
export async function recordPushes(
  tx: Executor,
  inputs: readonly EnqueuePushInput[],
): Promise<NotificationRow[]> {
  if (inputs.length === 0) return [];
  return tx
    .insert(notifications)
    .values(
      inputs.map((input) => ({
        type: input.type,
        label: input.label ?? audienceLabel(input.audience),
        app: input.app,
        language: input.audience.kind === 'app' ? (input.audience.language ?? null) : null,
        traderId: input.audience.kind === 'trader-followers' ? input.audience.traderId : null,
        customerId: input.audience.kind === 'customer' ? input.audience.customerId : null,
        signalId: input.signalId ?? null,
        title: input.title,
        body: input.body,
        texts: input.texts ?? {},
        url: input.url ?? null,
        createdBy: input.createdBy?.id ?? null,
        username: input.createdBy?.name ?? null,
        sender: 'simulated',
        dedupeKey: input.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning();
}

export type NotificationRow = typeof notifications.$inferSelect;

function audienceLabel(audience: Audience): string {
  if (audience.kind === 'app') return audience.language ? `all (${audience.language})` : 'all';
  if (audience.kind === 'trader-followers') return 'trader followers';
  return 'customer';
}

/** The devices a notification goes to (valid ones only). */
export function audienceWhere(
  n: {
    app: string;
    language: string | null;
    traderId: string | null;
    customerId: string | null;
  },
  traderFollowerIds: TraderFollowerIds,
): SQL {
  const conditions: SQL[] = [eq(pushDevices.app, n.app), isNull(pushDevices.invalidatedAt) as SQL];
  if (n.language) conditions.push(eq(pushDevices.language, n.language));
  if (n.customerId) conditions.push(eq(pushDevices.customerId, n.customerId));
  if (n.traderId) conditions.push(sql`${pushDevices.customerId} in (${traderFollowerIds(n.traderId)})`);
  return and(...conditions) as SQL;
}

// --- history and stats -----------------------------------------------------------------------------

export function toNotification(row: NotificationRow, traderName?: string | null): Notification {
  return {
    _id: row.id,
    type: row.type as NotificationType,
    label: row.label,
    app: row.app as NotificationApp,
    language: (row.language as Locale | null) ?? null,
    trader: traderName ?? row.traderId,
    signalId: row.signalId,
    title: row.title,
    body: row.body,
    url: row.url,
    username: row.username,
    sender: row.sender as 'fcm' | 'simulated',
    status: row.status as Notification['status'],
    sent: row.sent,
    success: row.success,
    failure: row.failure,
    createdAt: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

export async function listNotifications(
  db: Db,
  query: NotificationListQuery,
  options: { apps?: readonly string[]; now?: Date } = {},
) {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? 20;
  const conditions: SQL[] = [];
  if (query.app) conditions.push(eq(notifications.app, query.app));
  if (query.type) conditions.push(eq(notifications.type, query.type));
  if (query.date)
    conditions.push(gte(notifications.createdAt, quickRange(query.date, options.now ?? new Date()).from));
  if (options.apps) conditions.push(sql`${notifications.app} in ${options.apps}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return {
    data: rows.map((row) => toNotification(row)),
    ...pageOf(total?.n ?? 0, page, perPage),
  };
}

export async function notificationStats(db: Db, id: string): Promise<NotificationStats> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  if (!row) throw notFound('Notification');
  const batches = await db
    .select({ byLanguage: pushBatches.byLanguage })
    .from(pushBatches)
    .where(eq(pushBatches.notificationId, id));
  const byLanguage = new Map<string, { sent: number; success: number; failure: number }>();
  for (const batch of batches) {
    for (const [language, n] of Object.entries(batch.byLanguage)) {
      const sum = byLanguage.get(language) ?? { sent: 0, success: 0, failure: 0 };
      sum.sent += n.sent;
      sum.success += n.success;
      sum.failure += n.failure;
      byLanguage.set(language, sum);
    }
  }
  return {
    ...toNotification(row),
    byLanguage: [...byLanguage].map(([language, n]) => ({ language, ...n })).sort((a, b) => b.sent - a.sent),
  };
}
