import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain less on the wire than compressing them costs. */
const MIN_BYTES = 1024;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/**
 * Compresses JSON answers of a kilobyte or more for clients that accept it (every browser does): a
 * year of statistics is about 100 KB of JSON and under 20 KB in brotli, which on a phone's network is
 * much of the page's wait. Brotli at quality 4 (gzip at 6) takes about a millisecond for such an answer.
 *
 * One hook rather than @fastify/compress: the plugin adds its hooks to every route, which cost
 * `GET /api/auth/me` 5 % of its throughput (bench/RESULTS.md, eighteenth session), and compresses large
 * answers in zlib streams on the thread pool, which on two cores held a metrics scrape up to 180 ms.
 * Here a small answer costs one length check, and only JSON is compressed: event streams, exports,
 * files and metrics go as they are.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const text = typeof payload === 'string' || Buffer.isBuffer(payload);
    if (!text || payload.length < MIN_BYTES) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (
      typeof type !== 'string' ||
      !type.startsWith('application/json') ||
      reply.hasHeader('content-encoding')
    )
      return done(null, payload);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
    if (!encoding) return done(null, payload);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    done(null, encoding === 'br' ? brotliCompressSync(payload, BROTLI) : gzipSync(payload, { level: 6 }));
  });
}
