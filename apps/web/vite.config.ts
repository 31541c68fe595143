import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes a brotli and a gzip copy beside every text file of the build, at the highest levels: the
 * server sends them as they are (`preCompressed`), so a page costs no compression work per request and
 * a phone on a slow network downloads a third of the bytes.
 */
function precompress(): Plugin {
  return {
    name: 'signal-desk-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const served = Object.keys(bundle).filter(
        (name) => COMPRESSIBLE.test(name) && !name.startsWith('.vite/'),
      );
      for (const file of served) {
        const target = path.join(dir, file);
        const content = readFileSync(target);
        writeFileSync(
          `${target}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${target}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/** Where the module graph starts for each kind of visit (suffixes of module ids). */
const SIGN_IN_PAGE = 'src/features/auth/routes/signin-page.tsx';
const SIGNED_OUT_ROOTS = ['src/main.tsx', SIGN_IN_PAGE];
const SIGN_IN_REQUEST_ROOTS = ['src/features/auth/api/login.ts'];
const SHELL_ROOTS = ['src/app/app-root.tsx', 'src/app/layout/app-layout.tsx'];

/**
 * Fewer, larger chunks. Left to itself the bundler cuts one chunk per set of pages sharing a module, so
 * the dashboard loaded 69 files of a kilobyte or two; over HTTP/1.1's six connections per host, on a
 * phone's latency, each wave of requests costs round trips (Lighthouse's performance on the dashboard
 * rose from 58 to 66 with 12 files). Three groups:
 * - `entry`: what the entry and the sign-in page import (the page itself stays its own chunk, which a
 *   signed-in visit never loads); `npm run size` budgets it;
 * - `shell`: the rest of what the signed-in shell imports;
 * - `common`: modules shared by three or more pages, but none of the sign-in request's (the domain
 *   schema and the API client the sign-in form loads once it shows, which must not drag the rest in).
 * The sets are walked on the module graph once it is built; the groups' tests read them.
 */
function signedInChunks() {
  const signedOut = new Set<string>();
  const signInRequest = new Set<string>();
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'signal-desk-signed-in-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const reach = (suffixes: string[], into: Set<string>, except: Set<string>) => {
        const stack = ids.filter((id) => suffixes.some((suffix) => id.endsWith(suffix)));
        if (stack.length !== suffixes.length) this.error(`chunk roots not found: ${suffixes.join(', ')}`);
        while (stack.length) {
          const id = stack.pop() as string;
          if (into.has(id) || except.has(id)) continue;
          into.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      reach(SIGNED_OUT_ROOTS, signedOut, new Set());
      reach(SIGN_IN_REQUEST_ROOTS, signInRequest, signedOut);
      reach(SHELL_ROOTS, shell, new Set([...signedOut, ...signInRequest]));
    },
  };
  const groups = [
    // The sign-in page stays a chunk of its own, which a signed-in visit never loads.
    {
      name: 'entry',
      test: (id: string) => signedOut.has(id) && !id.endsWith(SIGN_IN_PAGE),
      priority: 30,
    },
    { name: 'shell', test: (id: string) => shell.has(id), priority: 20 },
    {
      name: 'common',
      test: (id: string) => !signedOut.has(id) && !signInRequest.has(id) && !shell.has(id),
      minShareCount: 3,
      priority: 10,
    },
  ];
  return { plugin, groups };
}

const chunks = signedInChunks();

export default defineConfig({
  plugins: [react(), precompress(), chunks.plugin],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: chunks.groups, includeDependenciesRecursively: false } },
    },
  },
});
