import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../shared/errors';
import type { Metrics } from './metrics';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the header carries the token, compared in constant time (digests have one length). */
export function carriesToken(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * `GET /metrics` on the API's port, for a scraper holding METRICS_TOKEN. Outside /api and the access
 * table: no admin session scrapes it, only the operator's token.
 */
export function metricsRoute(app: FastifyInstance, metrics: Metrics, token: string) {
  app.get(
    METRICS_PATH,
    {
      schema: { hide: true },
      onRequest: (request, _reply, done) =>
        done(carriesToken(request.headers.authorization, token) ? undefined : unauthorized()),
    },
    async (_request, reply) => {
      const { contentType, text } = await metrics.scrape();
      return reply.type(contentType).send(text);
    },
  );
}

/**
 * `GET /metrics` on a port of its own (METRICS_PORT), without a token: that port is for the
 * scraper's network only. Anything else there is a 404.
 */
export async function serveMetrics(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
      response.writeHead(404).end();
      return;
    }
    metrics.scrape().then(
      ({ contentType, text }) => response.writeHead(200, { 'content-type': contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
