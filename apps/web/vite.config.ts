import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { PATHS, PUBLIC_TRACK_RECORD_PATH } from './src/shared/paths';
import { SESSION_STORAGE_KEY } from './src/shared/session/session-storage-key';

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
 * The page every sign-in lands on, and the English catalogue every signed-in visit loads. What they
 * import beyond their own folder (cards, tables, chips, number formats: the building blocks of nearly
 * every page) goes with the shell, so the dashboard needs nothing of `common`.
 */
const LANDING_ROOTS = ['src/features/dashboard/routes/dashboard-page.tsx', 'src/locales/en.ts'];
const LANDING_OWN = ['/src/features/dashboard/', '/src/locales/en.ts'];

/**
 * Fewer, larger chunks. Left to itself the bundler cuts one chunk per set of pages sharing a module, so
 * the dashboard loaded 69 files of a kilobyte or two; over HTTP/1.1's six connections per host, on a
 * phone's latency, each wave of requests costs round trips (Lighthouse's performance on the dashboard
 * rose from 58 to 66 with 12 files). Three groups:
 * - `entry`: what the entry and the sign-in page import (the page itself stays its own chunk, which a
 *   signed-in visit never loads); `npm run size` budgets it;
 * - `shell`: the rest of what the signed-in shell imports, with the building blocks of the landing page
 *   (the dashboard: its first answer after each sign-in, 55 KB less to download than with `common`);
 * - `common`: modules shared by three or more pages, but none of the sign-in request's (the domain
 *   schema and the API client the sign-in form loads at its first key or tap, which must not drag the
 *   rest in).
 * The sets are walked on the module graph once it is built; the groups' tests read them.
 */
/** The domain package's sources (part of their module ids). */
const DOMAIN_SOURCES = '/packages/domain/src/';
/** The module main.tsx imports to evaluate the `schemas` chunk. */
const SCHEMAS_PROBE = 'packages/domain/src/access.ts';

/** The form library and the app's form fields (parts of module ids); the `forms` chunk holds them. */
const FORM_MODULES = ['/node_modules/react-hook-form/', '/node_modules/@hookform/', '/src/shared/forms/'];
const isFormModule = (id: string) => FORM_MODULES.some((part) => id.includes(part));

function signedInChunks() {
  const signedOut = new Set<string>();
  const signInRequest = new Set<string>();
  const shell = new Set<string>();
  /** The shell's domain modules, with what they import that the shell holds (big.js). */
  const schemas = new Set<string>();
  /** The form modules, with every module that imports one (a form field of a feature's own). */
  const forms = new Set<string>();
  const plugin: Plugin = {
    name: 'signal-desk-signed-in-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      /** Adds to `into` what `roots` import, directly or not, short of the modules in `except`. */
      const walk = (roots: string[], into: Set<string>, except: Set<string>) => {
        const stack = [...roots];
        while (stack.length) {
          const id = stack.pop() as string;
          if (into.has(id) || except.has(id)) continue;
          into.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      const reach = (suffixes: string[], into: Set<string>, except: Set<string>) => {
        const roots = ids.filter((id) => suffixes.some((suffix) => id.endsWith(suffix)));
        if (roots.length !== suffixes.length) this.error(`chunk roots not found: ${suffixes.join(', ')}`);
        walk(roots, into, except);
      };
      reach(SIGNED_OUT_ROOTS, signedOut, new Set());
      reach(SIGN_IN_REQUEST_ROOTS, signInRequest, signedOut);
      reach(SHELL_ROOTS, shell, new Set([...signedOut, ...signInRequest]));
      const landing = new Set<string>();
      reach(LANDING_ROOTS, landing, new Set([...signedOut, ...signInRequest]));
      for (const id of landing) if (!LANDING_OWN.some((own) => id.includes(own))) shell.add(id);
      const outsideShell = new Set(ids.filter((id) => !shell.has(id)));
      walk(
        [...shell].filter((id) => id.includes(DOMAIN_SOURCES)),
        schemas,
        outsideShell,
      );
      for (const id of ids) {
        if (isFormModule(id) || this.getModuleInfo(id)?.importedIds.some(isFormModule)) forms.add(id);
      }
    },
  };
  const groups = [
    // The sign-in page stays a chunk of its own, which a signed-in visit never loads.
    {
      name: 'entry',
      test: (id: string) => signedOut.has(id) && !id.endsWith(SIGN_IN_PAGE),
      priority: 30,
    },
    // What the sign-in request imports (the schema library, the API's envelope and client): one file,
    // which the sign-in form loads at its first key or tap and a signed-in visit needs too.
    {
      name: 'request',
      test: (id: string) => signInRequest.has(id) && !SIGN_IN_REQUEST_ROOTS.some((root) => id.endsWith(root)),
      priority: 28,
    },
    // The shell's domain modules, whose schemas are built as they load: a chunk of their own, which the
    // entry evaluates a task before the rest of the shell (see `startApp` in main.tsx).
    {
      name: 'schemas',
      test: (id: string) => schemas.has(id),
      priority: 25,
    },
    { name: 'shell', test: (id: string) => shell.has(id), priority: 20 },
    // The form library and the app's form fields: the list pages, which show no form until a click,
    // do not load them with `common`.
    {
      name: 'forms',
      test: (id: string) => forms.has(id) && !signInRequest.has(id),
      minShareCount: 3,
      priority: 15,
    },
    {
      name: 'common',
      test: (id: string) => !signedOut.has(id) && !signInRequest.has(id) && !shell.has(id),
      minShareCount: 3,
      priority: 10,
    },
  ];
  return { plugin, groups };
}

/** What the signed-in app loads before its first render, whatever the page: the app root and English. */
const SIGNED_IN_ROOTS = ['src/app/app-root.tsx', 'src/locales/en.ts'];
/** Where the build writes the chunks. */
const ASSETS = 'assets/';
/** The module whose routes name each page's path and module (see `routedPages`). */
const ROUTER = 'src/app/router.tsx';

type AstNode = { type: string; [key: string]: unknown };

/** `node` and every node under it, depth first. */
function* nodesOf(node: unknown): Generator<AstNode> {
  if (Array.isArray(node)) {
    for (const item of node) yield* nodesOf(item);
  } else if (node && typeof node === 'object') {
    if (typeof (node as AstNode).type === 'string') yield node as AstNode;
    for (const value of Object.values(node)) yield* nodesOf(value);
  }
}

/** `PAGE.<name>.path` → name. */
function pageNameOf(node: AstNode): string | undefined {
  const page = node.object as AstNode | undefined;
  const table = page?.object as AstNode | undefined;
  if (node.type !== 'MemberExpression' || page?.type !== 'MemberExpression') return undefined;
  return table?.name === 'PAGE' ? ((page.property as AstNode).name as string) : undefined;
}

/**
 * The path and the module of each page, read from the router's routes: each has `path: PAGE.<name>.path`
 * (the path is `PATHS[name]`) and loads its component with one `import('<module>')`.
 */
async function routedPages(context: Rolldown.PluginContext) {
  const routerId = [...context.getModuleIds()].find((id) => id.endsWith(ROUTER));
  if (!routerId) context.error(`${ROUTER} is not in the build`);
  const code = context.getModuleInfo(routerId)?.code;
  if (!code) context.error(`${ROUTER} has no code`);
  const pages: { path: string; module: string }[] = [];
  for (const node of nodesOf(context.parse(code))) {
    if (node.type !== 'ObjectExpression') continue;
    const path = (node.properties as AstNode[]).find(
      (property) => property.type === 'Property' && (property.key as AstNode).name === 'path',
    );
    if (!path) continue;
    const name = pageNameOf(path.value as AstNode);
    if (!name || !(name in PATHS))
      context.error(`a route of ${ROUTER} has a path that is not PAGE.<name>.path`);
    const imports = [...nodesOf(node)].filter((inner) => inner.type === 'ImportExpression');
    const source = (imports[0]?.source as AstNode | undefined)?.value;
    if (imports.length !== 1 || typeof source !== 'string') {
      context.error(`the route of ${name} in ${ROUTER} does not load its page with one import()`);
    }
    const module = await context.resolve(source, routerId);
    if (!module) context.error(`${source} does not resolve`);
    pages.push({ path: PATHS[name as keyof typeof PATHS], module: module.id });
  }
  return pages;
}

/** A path of the router (`/signals/$id`) as a pattern of the address's path, trailing slash or not. */
const pathPattern = (path: string) =>
  `^${path
    .split('/')
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
    .replace(/\/$/, '')}/?$`;

/**
 * The signed-in app's code, asked for with the entry instead of after it. The entry alone is what the
 * sign-in page needs; a signed-in visit then evaluates it (a second on a phone's CPU) before asking for
 * the shell, the schemas, the English catalogue and the page's own chunks, which waited for nothing but
 * that. A small script inline in the page looks whether a session is stored (as the entry does) and
 * adds a `modulepreload` link for each of those chunks: the app's, then those of the page the address
 * names (from the router's routes). They download with the entry. Signed out, it adds nothing (the
 * sign-in page keeps its budget). Inline, it runs as the page is parsed (a file of its own cost a round
 * trip first); the server's content security policy allows it by its hash (`pageHeaders` in
 * apps/server/src/http/security-headers.ts).
 */
function signedInPreload(): Plugin {
  return {
    name: 'signal-desk-signed-in-preload',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rolldown.OutputChunk => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (roots: Rolldown.OutputChunk[]) => {
        const files = new Set<string>();
        const stack = [...roots];
        while (stack.length) {
          const chunk = stack.pop() as Rolldown.OutputChunk;
          if (files.has(chunk.fileName)) continue;
          files.add(chunk.fileName);
          for (const file of chunk.imports) stack.push(byFile.get(file) as Rolldown.OutputChunk);
        }
        return files;
      };
      const chunkOf = (test: (id: string) => boolean, what: string) => {
        const chunk = chunks.find((candidate) => candidate.moduleIds.some(test));
        if (!chunk) this.error(`no chunk holds ${what}`);
        return chunk;
      };
      // main.tsx evaluates the schemas through this module: it must be in that chunk.
      const probe = chunkOf((id) => id.endsWith(SCHEMAS_PROBE), SCHEMAS_PROBE);
      if (probe.name !== 'schemas') this.error(`${SCHEMAS_PROBE} is not in the schemas chunk`);
      // The page's own script and its imports are asked for by the page already.
      const loaded = closure(chunks.filter((chunk) => chunk.isEntry));
      const app = [
        ...closure(SIGNED_IN_ROOTS.map((suffix) => chunkOf((id) => id.endsWith(suffix), suffix))),
      ].filter((file) => !loaded.has(file));
      /** The place of each preloaded file in the script's list of files, the app's first. */
      const places = new Map<string, number>();
      const index = (file: string) => {
        if (!file.startsWith(ASSETS)) this.error(`${file} is outside ${ASSETS}`);
        if (!places.has(file)) places.set(file, places.size);
        return places.get(file) as number;
      };
      const appFiles = app.map(index);
      /** What a page needs beyond the app. */
      const pageFiles = (module: string) =>
        [...closure([chunkOf((id) => id === module, module)])]
          .filter((file) => !loaded.has(file) && !app.includes(file))
          .map(index);
      const routes = (await routedPages(this))
        // A path without parameters first: `/admins/add` before `/admins/$id/edit`.
        .sort((a, b) => Number(a.path.includes('$')) - Number(b.path.includes('$')))
        .map(({ path, module }) => [pathPattern(path), pageFiles(module)] as const);
      const source = `try{if(localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})!==null&&!location.pathname.startsWith(${JSON.stringify(PUBLIC_TRACK_RECORD_PATH)})){const F=${JSON.stringify([...places.keys()].map((file) => file.slice(ASSETS.length)))};let p=${JSON.stringify(appFiles)};for(const[r,f]of ${JSON.stringify(routes)})if(new RegExp(r,"i").test(location.pathname)){p=p.concat(f);break}const d=document.createDocumentFragment();for(const i of p){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href="/${ASSETS}"+F[i];d.append(l)}document.head.append(d)}}catch{}`;
      const html = bundle['index.html'];
      if (html?.type !== 'asset') this.error('index.html is not in the bundle');
      const tag = `<script>${source}</script>`;
      html.source = String(html.source).replace(/(\s*)(<script type="module")/, `$1${tag}$1$2`);
      if (!String(html.source).includes(tag)) this.error('no module script in index.html');
    },
  };
}

const chunks = signedInChunks();

export default defineConfig({
  plugins: [react(), precompress(), chunks.plugin, signedInPreload()],
  resolve: {
    alias: {
      // Emotion writes styles while rendering, not in the commit: see src/app/emotion-insertion.ts.
      '@emotion/use-insertion-effect-with-fallbacks': path.resolve(
        import.meta.dirname,
        'src/app/emotion-insertion.ts',
      ),
    },
  },
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
