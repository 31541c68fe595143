import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server');

/**
 * Bundles the server (and the domain package it imports as TypeScript) into one ES module, so
 * production runs plain JavaScript; npm dependencies stay external. Takes well under a second. The
 * tracing preload (src/tracing.ts) is a second one, `dist/tracing.mjs`, imported before the server.
 */
export async function buildServer() {
  const { dependencies } = JSON.parse(readFileSync(path.join(server, 'package.json'), 'utf8'));
  const outdir = path.join(server, 'dist');
  await build({
    entryPoints: [path.join(server, 'src/main.ts'), path.join(server, 'src/tracing.ts')],
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: Object.keys(dependencies),
    logLevel: 'warning',
  });
  return path.join(outdir, 'main.mjs');
}

/** The tracing preload next to the server's bundle (it does nothing without OTEL_EXPORTER_OTLP_ENDPOINT). */
export const tracingOf = (main) => path.join(path.dirname(main), 'tracing.mjs');
