import { dataOf } from '@signal-desk/domain/http';
import { type FeedHealth, feedHealthSchema } from '@signal-desk/domain/quote-feeds';
import { z } from 'zod';
import { actorOf } from '../../http/access';
import { type Api, errorResponses } from '../../http/api';
import { QuoteStreams } from './quote-streams';
import { quoteSubscriptionItemSchema } from './quote-target';
import type { QuoteHub } from './quotes-service';

const MAX_ITEMS = 200;

export function quoteRoutes(api: Api, { quotes }: { quotes: QuoteHub }) {
  const streams = new QuoteStreams(quotes);
  // Open streams would hold app.close() forever: end them first.
  api.addHook('preClose', async () => streams.closeAll());

  api.post(
    '/sse/subscribe-to-quotes',
    {
      schema: {
        tags: ['quotes'],
        summary: 'Live prices as server-sent events',
        description: [
          'Answers `text/event-stream`. Per item, `data: {"_id", "key", "bid", "ask", "price", "time", "outdated", "simulated"}`:',
          'the latest cached price first, then every update, and `outdated: true` once the price is older than 15 s.',
          'An item without prices gets `event: unavailable` with `{"_id", "reason", "message"}`.',
          'A comment line every 15 s keeps the connection open; a slow reader gets the latest price per item only.',
          'Closing the connection ends every subscription of the stream.',
        ].join(' '),
        body: z.array(quoteSubscriptionItemSchema).min(1).max(MAX_ITEMS),
        response: {
          200: {
            description: 'The event stream',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const stream = await streams.subscribe(actorOf(request).admin._id, request.body);
      // The declared body is the event text; Fastify pipes the stream that writes it.
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream as unknown as string);
    },
  );

  api.post(
    '/sse/unsubscribe-quotes',
    {
      schema: {
        tags: ['quotes'],
        summary: 'End your live-price subscriptions with these userUnicIds',
        body: z
          .array(z.strictObject({ userUnicId: quoteSubscriptionItemSchema.shape.userUnicId }))
          .min(1)
          .max(MAX_ITEMS),
        response: { 200: dataOf(z.object({ unsubscribed: z.number().int() })), ...errorResponses },
      },
    },
    async (request) => ({
      data: {
        unsubscribed: streams.unsubscribe(
          actorOf(request).admin._id,
          request.body.map((item) => item.userUnicId),
        ),
      },
    }),
  );

  api.get(
    '/quotes/health',
    {
      schema: {
        tags: ['quotes'],
        summary: 'State of every quote source',
        response: { 200: dataOf(z.array(feedHealthSchema)), ...errorResponses },
      },
    },
    async () => {
      const now = Date.now();
      return {
        data: quotes.health().map(
          (health): FeedHealth => ({
            ...health,
            tickAgeMs: health.lastTickAt === null ? null : Math.max(0, now - health.lastTickAt),
          }),
        ),
      };
    },
  );
}
