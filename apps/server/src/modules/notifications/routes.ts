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
import { z } from 'zod';
import { actorOf, visibleApps } from '../../http/access';
import { type Api, errorResponses, type RouteDeps } from '../../http/api';
import { type DeliveryInfo, retryFailedJob } from './delivery-service';
import {
  listNotifications,
  notificationStats,
  sendLuxeNotification,
  sendNotification,
  toNotification,
} from './service';

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
      const row = await sendNotification(db, actorOf(request), request.body);
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
      const row = await sendLuxeNotification(db, actorOf(request), request.body);
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
    async (request) => ({
      data: await retryFailedJob(db, delivery?.jobs, actorOf(request), request.params.id, request.body.queue),
    }),
  );
}
