import { Readable } from 'node:stream';
import { ACTIVITY_KINDS } from '@signal-desk/domain/activity';
import {
  activityLogPageSchema,
  activityLogQuerySchema,
  userNameSchema,
} from '@signal-desk/domain/activity-log';
import { dataOf } from '@signal-desk/domain/http';
import type { Permission } from '@signal-desk/domain/permissions';
import { z } from 'zod';
import { actorOf, visibleApps } from '../../http/access';
import { type Api, errorResponses, type RouteDeps } from '../../http/api';
import { activityUserNames, exportActivityLogCsv, listActivityLog } from './log-service';

/**
 * The log shows every admin's actions, their IPs and the payloads they sent: super admins (ALL,
 * SUPER_ADMIN) and auditors holding STATS_GLOBAL read it (docs/decisions/0013-reports-and-audit.md).
 */
export const LOG_ACCESS: Permission[] = ['SUPER_ADMIN', 'STATS_GLOBAL'];
const tags = ['activity log'];

export function activityLogRoutes(app: Api, { db }: RouteDeps) {
  app.get(
    '/log-statistic',
    {
      schema: {
        tags,
        summary: 'The activity log, newest first, paged',
        description:
          'Filters: eventType, userName, signalId (readable id or _id), app, and a range (period or from/to, at most 5 years). `totalCapped` is true when more than 10,000 entries match (the total is then 10,000).',
        querystring: activityLogQuerySchema,
        response: { 200: activityLogPageSchema, ...errorResponses },
      },
    },
    (request) => listActivityLog(db, request.query, visibleApps(request)),
  );
  app.get(
    '/log-statistic/export',
    {
      schema: {
        tags,
        summary: 'The filtered activity log as CSV (streamed; logged as "csv export")',
        querystring: activityLogQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = exportActivityLogCsv(db, actorOf(request), request.query, visibleApps(request));
      const name = `activity-log-${new Date().toISOString().slice(0, 10)}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(Readable.from(csv));
    },
  );
  app.get(
    '/log-statistic/event-type',
    {
      schema: {
        tags,
        summary: 'The kinds of event the log records',
        response: { 200: dataOf(z.array(z.string())), ...errorResponses },
      },
    },
    async () => ({ data: [...ACTIVITY_KINDS] }),
  );
  app.get(
    '/log-statistic/user-name',
    {
      schema: {
        tags,
        summary: 'The names the log gives its actors (admins by email, and "system")',
        response: { 200: dataOf(z.array(userNameSchema)), ...errorResponses },
      },
    },
    async () => ({ data: await activityUserNames(db) }),
  );
}
