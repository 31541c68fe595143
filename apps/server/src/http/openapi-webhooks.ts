import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { partnerCopySchema } from '@signal-desk/domain/outside/partner-copy';
import { pushDataSchema } from '@signal-desk/domain/outside/push-data';
import { z } from 'zod';
import {
  IDEMPOTENCY_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from '../integrations/partner/partner-signature';

/** A message's schema as an OpenAPI 3.1 schema object (JSON Schema 2020-12, without `$schema`). */
function schemaObject(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output' });
  return json;
}

const header = (name: string, description: string) => ({
  name,
  in: 'header' as const,
  required: true,
  description,
  schema: { type: 'string' as const },
});

/**
 * The messages the server sends to outside systems, as OpenAPI 3.1 `webhooks`: the partner copy
 * (posted to PARTNER_WEBHOOK_URL) and the data of every push (sent through FCM). Their schemas are
 * the domain's versioned ones (decision 25); inbound messages and the customer feed are documented by
 * their routes.
 */
type OpenApi31 = Extract<
  NonNullable<FastifyDynamicSwaggerOptions['openapi']>,
  { openapi?: '3.1.0' | string }
>;
type Webhooks = NonNullable<Extract<OpenApi31, { webhooks?: unknown }>['webhooks']>;

export function outboundWebhooks(): Webhooks {
  return {
    partnerSignalCopy: {
      post: {
        summary: 'The partner copy of a signal change, once per signal version, oldest version first',
        description:
          'Posted to PARTNER_WEBHOOK_URL. Any answer but 2xx, or none within 5 s, is retried with backoff for three days. `schemaVersion` is the contract: an added field keeps it, a removed, renamed or retyped one raises it.',
        parameters: [
          header(TIMESTAMP_HEADER, 'Unix seconds of the post'),
          header(SIGNATURE_HEADER, 'sha256=<hex HMAC-SHA256 of "<timestamp>.<body>"> with the shared secret'),
          header(IDEMPOTENCY_HEADER, '<signalId>:<version>: the same copy posted again carries the same key'),
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: schemaObject(partnerCopySchema) } },
        },
        responses: { '2XX': { description: 'Received' } },
      },
    },
    pushData: {
      post: {
        summary: 'The `data` of every push, as sent in the FCM HTTP v1 message',
        description:
          'Not a request of its own: the `message.data` map of each FCM message (its values are strings). Automatic pushes name their signal; a push staff sent may carry their link.',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: schemaObject(pushDataSchema) } },
        },
        responses: { '2XX': { description: 'Accepted by FCM' } },
      },
    },
  };
}
