import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server');

/**
 * Bundles the server (and the domain package it imports as TypeScript) into one ES module, so
 * production runs plain JavaScript; npm dependencies stay external. Takes well under a second.
 */
export async function buildServer() {
  const { dependencies } = JSON.parse(readFileSync(path.join(server, 'package.json'), 'utf8'));
  const entry = path.join(server, 'src/main.ts');
  const outfile = path.join(server, 'dist/main.mjs');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: Object.keys(dependencies),
    logLevel: 'warning',
  });
  return outfile;
}
