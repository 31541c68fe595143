import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The built web app's page (`index.html` of `dist`), or undefined when the web app is not built. */
export function readIndexHtml(dist: string | undefined): string | undefined {
  const file = dist && path.join(dist, 'index.html');
  return file && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/**
 * Serves the built single-page app at `/`: hashed assets cached for a year, index.html never cached,
 * and every unknown non-API GET answered with index.html so client routes load directly. The build
 * writes a brotli and a gzip copy of each text file; the one the browser accepts is sent as it is
 * (`Vary: Accept-Encoding` keeps shared caches from serving it to a browser that does not).
 */
export async function registerWebApp(app: FastifyInstance, dist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Else `send` writes its own `public, max-age=0` over the cache-control set here.
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('vary', 'accept-encoding');
    },
  });
}
