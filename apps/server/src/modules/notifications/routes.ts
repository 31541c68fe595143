import { idSchema, textSchema } from '@signal-desk/domain/fields';
import { dataOf, listOf } from '@signal-desk/domain/http';
import {
  LUXE_APP,
  notificationListQuerySchema,
  notificationSchema,
  notificationStatsSchema,
  sendLuxeNotificationInputSchema,
  sendNotificationInputSchema,
} from '@signal-desk/domain/notifications';
import { hasPermission } from '@signal-desk/domain/permissions';
import { customerTexts } from '@signal-desk/domain/text-rules';
import { z } from 'zod';
import { actorOf, visibleApps } from '../../http/access';
import { type Api, errorResponses, type RouteDeps } from '../../http/api';
import { notFound } from '../../shared/errors';
import { recordActivity } from '../activity/service';
import { assertCompliant } from '../signal-support/bad-words-service';
import type { DeliveryInfo } from './delivery-service';
import { listNotifications, notificationStats, sendAdminPush, toNotification } from './service';

const failedJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  data: z.unknown(),
  retryCount: z.number().int(),
  error: z.string().nullable(),
  createdOn: z.string(),
  completedOn: z.string().nullable(),
});

export function notificationRoutes(
  app: Api,
  { db, delivery }: RouteDeps & { delivery: DeliveryInfo | undefined },
) {
  const tags = ['notifications'];
  const sender = delivery?.sender ?? 'simulated';

  app.post(
    '/notifications',
    {
      schema: {
        tags,
        summary: "Send a push to an app's devices (optionally one language, or one trader's followers)",
        body: sendNotificationInputSchema,
        response: { 201: dataOf(notificationSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const input = request.body;
      await assertCompliant(db, customerTexts(input));
      const audience = input.traderId
        ? { kind: 'trader-followers' as const, traderId: input.traderId }
        : { kind: 'app' as const, language: input.language };
      const row = await sendAdminPush(
        db,
        actor,
        {
          app: input.app,
          audience,
          title: input.title,
          body: input.body,
          url: input.url,
          type: input.traderId ? 'trader-followers' : 'manual',
          createdBy: { id: actor.admin._id, name: actor.admin.name },
        },
        { kind: 'notification sent', next: input },
      );
      reply.code(201);
      return { data: { ...toNotification(row), sender } };
    },
  );

  app.post(
    '/notifications/luxe',
    {
      schema: {
        tags,
        summary: 'Send a luxe (igoluxe) push',
        body: sendLuxeNotificationInputSchema,
        response: { 201: dataOf(notificationSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const input = request.body;
      await assertCompliant(db, customerTexts(input));
      const row = await sendAdminPush(
        db,
        actor,
        {
          app: LUXE_APP,
          audience: { kind: 'app', language: input.language },
          title: input.title,
          body: input.body,
          url: input.url,
          type: 'luxe',
          createdBy: { id: actor.admin._id, name: actor.admin.name },
        },
        { kind: 'luxe notification sent', next: input },
      );
      reply.code(201);
      return { data: { ...toNotification(row), sender } };
    },
  );

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'Notification history, newest first (filters: app, type, date: today, week, month)',
        querystring: notificationListQuerySchema,
        response: { 200: listOf(notificationSchema), ...errorResponses },
      },
    },
    async (request) => {
      const admin = actorOf(request).admin;
      // Holders of the luxe permission alone see the luxe history only.
      const luxeOnly = !hasPermission(admin.effectivePermissions, [
        'NOTIFICATIONS_VIEW',
        'NOTIFICATIONS_MODERATE',
      ]);
      // Luxe pushes go to their own audience, which the route's permissions open.
      return listNotifications(db, request.query, {
        apps: luxeOnly ? [LUXE_APP] : [...visibleApps(request), LUXE_APP],
      });
    },
  );

  app.get(
    '/push-notification-stats',
    {
      schema: {
        tags,
        summary: 'Push notifications with their sent, success and failure counts',
        querystring: notificationListQuerySchema,
        response: { 200: listOf(notificationSchema), ...errorResponses },
      },
    },
    async (request) => listNotifications(db, request.query),
  );

  app.get(
    '/push-notification-stats/:id',
    {
      schema: {
        tags,
        summary: "One notification's stats: sent, success, failure, by language",
        params: z.object({ id: idSchema }),
        response: { 200: dataOf(notificationStatsSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await notificationStats(db, request.params.id) }),
  );

  app.get(
    '/delivery/failed-jobs',
    {
      schema: {
        tags,
        summary: 'Delivery jobs that failed after all their retries (dead letters)',
        response: { 200: dataOf(z.array(failedJobSchema)), ...errorResponses },
      },
    },
    async () => ({ data: (await delivery?.jobs?.failedJobs()) ?? [] }),
  );

  app.post(
    '/delivery/failed-jobs/:id/retry',
    {
      schema: {
        tags,
        summary: 'Put a failed delivery job back in its queue',
        params: z.object({ id: idSchema }),
        body: z.strictObject({ queue: textSchema.min(1).max(100) }),
        response: { 200: dataOf(z.object({ _id: z.string() })), ...errorResponses },
      },
    },
    async (request) => {
      const jobs = delivery?.jobs;
      const failed = (await jobs?.failedJobs(1000))?.find(
        (job) => job.id === request.params.id && job.queue === request.body.queue,
      );
      if (!jobs || !failed) throw notFound('Failed job');
      await jobs.retry(failed.queue, failed.id);
      await recordActivity(db, actorOf(request), {
        kind: 'delivery job retried',
        targetType: 'job',
        targetId: failed.id,
        next: { queue: failed.queue },
      });
      return { data: { _id: failed.id } };
    },
  );
}
