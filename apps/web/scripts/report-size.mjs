// Prints the gzip size of the JavaScript the sign-in page loads and fails above the budget. Run after
// `vite build` (an optional argument names another build directory).
//
// Signed out, the entry renders the sign-in page on its own (no router, no query cache, no schema
// library): the budget holds the entry, the sign-in page chunk and everything they import statically.
// The sign-in request's module (the domain schema, the API client) loads at the first key or tap in the
// form; it is printed too, as what the page fetches before it can be submitted.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const SIGNIN_PAGE = 'src/features/auth/routes/signin-page.tsx';
const SIGNIN_REQUEST = 'src/features/auth/api/login.ts';

const dist = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry in dist/.vite/manifest.json');
for (const key of [SIGNIN_PAGE, SIGNIN_REQUEST]) {
  if (!manifest[key]) throw new Error(`${key} is not a chunk of its own`);
}

const closure = (keys, seen = new Set()) => {
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
};

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const print = (files) => {
  let total = 0;
  for (const file of [...files].sort()) {
    const size = gzipKb(file);
    total += size;
    console.log(`${size.toFixed(1).padStart(8)} KB  ${file}`);
  }
  return total;
};

const page = closure([entryKey, SIGNIN_PAGE]);
const pageKb = print(page);
console.log(`${pageKb.toFixed(1).padStart(8)} KB  sign-in page JavaScript, gzipped (budget ${BUDGET_KB} KB)`);
const request = new Set([...closure([SIGNIN_REQUEST])].filter((file) => !page.has(file)));
const requestKb = print(request);
console.log(
  `${requestKb.toFixed(1).padStart(8)} KB  loaded at the first key or tap, for the sign-in request`,
);
if (pageKb > BUDGET_KB) {
  console.error(`Over budget by ${(pageKb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
