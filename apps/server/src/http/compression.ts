import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers of a kilobyte or more for clients that accept it (every browser does): a year of
 * statistics is about 100 KB of JSON, under 15 KB in brotli, which on a phone's network is most of the
 * page's wait. Brotli at quality 4 and gzip at 6 cost about a millisecond for such an answer (brotli's
 * default, 11, is for files compressed once, as the web app's are at build time and sent as they are).
 * Event streams are not in the compressible types, so live updates are never held in a buffer.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
