import { dataOf, listOf } from '@signal-desk/domain/http';
import { orderReportInputSchema } from '@signal-desk/domain/outside/partner-order-report';
import {
  orderReportListQuerySchema,
  orderReportSchema,
  partnerStatusSchema,
} from '@signal-desk/domain/partner';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Api, errorResponses, type RouteDeps } from '../../http/api';
import {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifySignature,
} from '../../integrations/partner/partner-signature';
import type { PartnerWebhookConfig } from '../../integrations/partner/partner-webhook';
import { AppError, refused, unauthorized } from '../../shared/errors';
import { listOrderReports, orderClients, orderTypes, partnerStatus, storeOrderReport } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

export interface PartnerRouteDeps extends RouteDeps {
  partner: PartnerWebhookConfig | undefined;
  partnerSecret: string | undefined;
}

export function partnerRoutes(app: Api, deps: PartnerRouteDeps) {
  const { db } = deps;
  const tags = ['partner'];

  // The signature covers the exact bytes sent, so this scope keeps the raw body next to the parsed one.
  app.register(async (scope: Api) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      (request as FastifyRequest).rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(refused('bad_request', 'body_not_json'), undefined);
      }
    });
    scope.post(
      '/partner/order-reports',
      {
        schema: {
          tags,
          summary:
            'The partner reports an order placed from a signal copy (signed: HMAC-SHA256 of "<timestamp>.<body>")',
          security: [],
          body: orderReportInputSchema,
          response: { 200: dataOf(z.object({ created: z.boolean() })), ...errorResponses },
        },
        // The signature is checked before the body is validated: an unsigned caller learns nothing.
        preValidation: async (request) => {
          const secret = deps.partnerSecret;
          if (!secret)
            throw new AppError('unavailable', 'Order reports are not configured (PARTNER_WEBHOOK_SECRET)');
          const ok = verifySignature(
            secret,
            {
              timestamp: request.headers[TIMESTAMP_HEADER] as string | undefined,
              signature: request.headers[SIGNATURE_HEADER] as string | undefined,
            },
            request.rawBody ?? '',
          );
          if (!ok) throw unauthorized('Invalid or expired signature');
        },
      },
      async (request) => ({ data: await storeOrderReport(db, request.body, request.ip) }),
    );
  });

  app.get(
    '/log-statistic/orders',
    {
      schema: {
        tags,
        summary: 'Order reports of the partner, newest first, with filters',
        querystring: orderReportListQuerySchema,
        response: { 200: listOf(orderReportSchema), ...errorResponses },
      },
    },
    async (request) => listOrderReports(db, request.query),
  );
  app.get(
    '/orders/types',
    {
      schema: {
        tags,
        summary: 'The order types (time in force) seen in the reports',
        response: { 200: dataOf(z.array(z.string())), ...errorResponses },
      },
    },
    async () => ({ data: await orderTypes(db) }),
  );
  app.get(
    '/orders/user-name',
    {
      schema: {
        tags,
        summary: 'The clients seen in the reports',
        response: { 200: dataOf(z.array(z.string())), ...errorResponses },
      },
    },
    async () => ({ data: await orderClients(db) }),
  );
  app.get(
    '/partner/status',
    {
      schema: {
        tags,
        summary: 'Whether the partner copy is configured, and its deliveries by state',
        response: { 200: dataOf(partnerStatusSchema), ...errorResponses },
      },
    },
    async () => ({ data: await partnerStatus(db, deps.partner) }),
  );
}
